import { LIMITS } from '../../config/pricing';
import { BRAND_ASSET_KINDS } from '../../entities/brand-asset';
import { z } from '../zod';
import { fileField, isoDate } from './common';

const { name: NAME_MAX, brandVoice: VOICE_MAX, paletteColors: PALETTE_MAX, assetLabel: LABEL_MAX } = LIMITS.brandKit;

const required = (issue: { input?: unknown }, otherwise: string) => (issue.input === undefined ? 'is required' : otherwise);

const BrandAssetKind = z
  .enum(BRAND_ASSET_KINDS, { error: (issue) => required(issue, `must be one of ${BRAND_ASSET_KINDS.join(', ')}`) })
  .openapi('BrandAssetKind');

export const PaletteColorSchema = z
  .object({
    name: z.string({ error: (issue) => required(issue, 'must be a string') }).trim().min(1, 'must not be empty').max(100),
    hex: z.string({ error: (issue) => required(issue, 'must be a string') }).regex(/^#[0-9a-fA-F]{6}$/, {
      error: (issue) => `${JSON.stringify(issue.input)} is not a colour code of the form #RRGGBB`,
    }),
  })
  .openapi('PaletteColor');

export const PaletteSchema = z
  .array(PaletteColorSchema, { error: 'must be an array of {name, hex} objects' })
  .max(PALETTE_MAX, `at most ${PALETTE_MAX} colours`);

/** The multipart `palette` field: a string holding a JSON array of {name, hex}. */
const PaletteField = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'is not valid JSON; send a JSON array of {"name", "hex"} objects' });
      return z.NEVER;
    }
  })
  .pipe(PaletteSchema)
  .openapi({ type: 'string', description: 'JSON array of {name, hex}, hex of the form #RRGGBB', example: '[{"name":"Sky","hex":"#3A7BD5"}]' });

const KitName = z.string({ error: (issue) => required(issue, 'must be a string') }).trim().min(1, 'must not be empty').max(NAME_MAX);
const BrandVoice = z.string().trim().max(VOICE_MAX);

export const CreateBrandKitForm = z.object({
  name: KitName,
  palette: PaletteField.optional(),
  brand_voice: BrandVoice.optional(),
  logo: fileField('Logo image (PNG, JPEG or WebP; a PNG with transparency is preferred)'),
});

export const UpdateBrandKitBody = z.object({
  name: KitName.optional(),
  brand_voice: BrandVoice.nullable().optional(),
  palette: PaletteSchema.optional(),
});

export const CreateBrandAssetForm = z.object({
  kind: BrandAssetKind,
  label: z.string({ error: (issue) => required(issue, 'must be a string') }).trim().min(1, 'must not be empty').max(LABEL_MAX),
  image: fileField('The asset image (PNG, JPEG or WebP)'),
});

export const AssetQuery = z.object({
  asset_id: z.uuid({ error: (issue) => required(issue, 'must be a UUID') }),
});

export const BrandKitSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    logo_image_url: z.string().nullable(),
    palette: z.array(PaletteColorSchema),
    brand_voice: z.string().nullable(),
    created_at: isoDate(),
  })
  .openapi('BrandKit');

export const BrandAssetSchema = z
  .object({
    id: z.uuid(),
    brand_kit_id: z.uuid(),
    image_url: z.string(),
    kind: BrandAssetKind,
    label: z.string(),
    created_at: isoDate(),
  })
  .openapi('BrandAsset');

export const BrandKitWithAssetsSchema = BrandKitSchema.extend({ assets: z.array(BrandAssetSchema) }).openapi('BrandKitWithAssets');

export const DeletedSchema = z.object({ deleted: z.literal(true), id: z.uuid() });
