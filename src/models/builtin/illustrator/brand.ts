import sharp from 'sharp';
import type { BrandInput } from '../../types';
import { mix, nearest } from './color';
import type { ColorFn } from './look';
import type { Pen } from './pen';
import { el, Rect } from './svg';

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

/** The part of the world the camera sees, and where the cast stands in it. */
export interface Stage {
  view: Rect;
  castLeft: number;
  castRight: number;
  /** Highest head top of the cast (world y). */
  castTop: number;
  indoor: boolean;
}

function logoImage(brand: PreparedBrand, x: number, y: number, s: number): string {
  return brand.logo ? el('image', { href: brand.logo, x, y, width: s, height: s, preserveAspectRatio: 'xMidYMid meet' }) : '';
}

/** A logo sign in the freer upper corner of the frame: a poster indoors, a board on a post outdoors. */
function sign(pen: Pen, brand: PreparedBrand, stage: Stage): string {
  const { view } = stage;
  const size = Math.min(view.height * 0.22, Math.max(40, stage.castTop - view.y - view.height * 0.04));
  const leftRoom = stage.castLeft - view.x;
  const rightRoom = view.x + view.width - stage.castRight;
  const x = rightRoom >= leftRoom ? view.x + view.width - size * 1.25 : view.x + size * 0.25;
  const y = view.y + view.height * 0.04;
  const board = brand.palette[0] ?? '#ffffff';
  const frame = pen.rect(x - size * 0.08, y - size * 0.08, size * 1.16, size * 1.16, board) + pen.rect(x, y, size, size, '#ffffff');
  const post = stage.indoor ? '' : pen.rect(x + size * 0.46, y + size * 1.08, size * 0.08, -y - size * 1.08, '#5b4636');
  return post + frame + logoImage(brand, x + size * 0.06, y + size * 0.06, size * 0.88);
}

/** A small table with the products, on the side of the cast with more room. */
function productTable(pen: Pen, brand: PreparedBrand, stage: Stage): string {
  const { view } = stage;
  const leftRoom = stage.castLeft - view.x;
  const rightRoom = view.x + view.width - stage.castRight;
  const room = Math.max(leftRoom, rightRoom);
  if (!brand.products.length || room < view.width * 0.08) return '';
  const w = Math.min(room * 0.8, 260);
  const cx = leftRoom > rightRoom ? stage.castLeft - room / 2 : stage.castRight + room / 2;
  const top = -w * 0.42;
  const accent = brand.palette[1] ?? brand.palette[0] ?? '#7a5230';
  const legs = [-1, 1].map((s) => pen.rect(cx + s * w * 0.4 - w * 0.03, top, w * 0.06, -top, '#5b4636')).join('');
  const slot = w / brand.products.length;
  const items = brand.products.map((p, i) => el('image', { href: p, x: cx - w / 2 + i * slot, y: top - w * 0.45, width: slot, height: w * 0.45, preserveAspectRatio: 'xMidYMax meet' })).join('');
  return legs + pen.rect(cx - w / 2, top - w * 0.03, w, w * 0.06, accent) + items;
}

export function brandProps(pen: Pen, brand: PreparedBrand, stage: Stage): string {
  return productTable(pen, brand, stage) + sign(pen, brand, stage);
}
