import sharp from 'sharp';
import type { BrandInput } from '../../types';
import { mix, nearest } from './color';
import type { ColorFn } from './look';
import type { Pen } from './pen';
import { el } from './svg';

export interface PreparedBrand {
  palette: string[];
  logo?: string;
  products: string[];
}

const MAX_ASSET_PX = 192;

/** Small PNG data URI, so embedding stays cheap to rasterise whatever the upload size. */
async function dataUri(image: Buffer): Promise<string | undefined> {
  try {
    const png = await sharp(image).resize(MAX_ASSET_PX, MAX_ASSET_PX, { fit: 'inside', withoutEnlargement: true }).png().toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch {
    return undefined;
  }
}

export async function prepareBrand(brand?: BrandInput): Promise<PreparedBrand | undefined> {
  if (!brand) return undefined;
  const logoSource = brand.logo ?? brand.assets.find((a) => a.kind === 'logo')?.image;
  const productAssets = brand.assets.filter((a) => a.kind === 'product' || a.kind === 'packaging').slice(0, 3);
  const [logo, ...products] = await Promise.all([logoSource ? dataUri(logoSource) : Promise.resolve(undefined), ...productAssets.map((a) => dataUri(a.image))]);
  return { palette: brand.palette.map((p) => p.hex).filter((h) => /^#[0-9a-f]{6}$/i.test(h)), logo, products: products.filter((p): p is string => Boolean(p)) };
}

/** Pulls every background colour toward its nearest brand colour. */
export function brandGrade(palette: string[]): ColorFn {
  if (!palette.length) return (hex) => hex;
  return (hex) => mix(hex, nearest(hex, palette), 0.4);
}

/**
 * A logo sign and a product table beside the cast, in world units. `left`/`right` are the cast's outer edges.
 */
export function brandProps(pen: Pen, brand: PreparedBrand, indoor: boolean, left: number, right: number): string {
  const board = brand.palette[0] ?? '#ffffff';
  const accent = brand.palette[1] ?? '#333333';
  const signX = right + 150;
  const logo = (x: number, y: number, s: number): string => (brand.logo ? el('image', { href: brand.logo, x, y, width: s, height: s, preserveAspectRatio: 'xMidYMid meet' }) : '');
  const sign = indoor
    ? pen.rect(signX - 110, -560, 220, 220, accent) + pen.rect(signX - 95, -545, 190, 190, '#ffffff') + logo(signX - 85, -535, 170)
    : pen.rect(signX - 8, -330, 16, 330, '#5b4636') + pen.rect(signX - 110, -520, 220, 200, board) + pen.rect(signX - 95, -505, 190, 170, '#ffffff') + logo(signX - 80, -500, 160);
  if (!brand.products.length) return sign;
  const tableX = left - 170;
  const table = pen.rect(tableX - 120, -110, 240, 16, accent) + pen.rect(tableX - 105, -94, 14, 94, '#5b4636') + pen.rect(tableX + 91, -94, 14, 94, '#5b4636');
  const items = brand.products.map((p, i) => el('image', { href: p, x: tableX - 115 + i * (230 / brand.products.length), y: -205, width: 230 / brand.products.length, height: 95, preserveAspectRatio: 'xMidYMax meet' })).join('');
  return sign + table + items;
}
