import type { BrandAsset } from '../../entities/brand-asset';
import type { BrandKit } from '../../entities/brand-kit';
import { badRequest } from '../../errors';
import { BrandKitService } from '../../services/brand-kits';
import { publicFileUrl } from '../../storage';
import type { ApiDeps } from '../context';
import { readImageUpload, UPLOAD_ERROR_RESPONSES } from '../middleware/multipart';
import type { ApiRoutes } from '../routing';
import {
  AssetQuery,
  BrandAssetSchema,
  BrandKitSchema,
  BrandKitWithAssetsSchema,
  CreateBrandAssetForm,
  CreateBrandKitForm,
  DeletedSchema,
  UpdateBrandKitBody,
} from '../schemas/brand-kits';
import { ErrorSchema, IdParams } from '../schemas/common';
import { z } from '../zod';

const TAG = 'Brand kits (beta)';
const NOT_FOUND = { description: 'No such brand kit of yours', schema: ErrorSchema };

/** Blank brand voice text means "none". */
const voiceOrNull = (text: string | null | undefined) => (text ? text : null);

export function brandKitRoutes(routes: ApiRoutes, deps: ApiDeps): void {
  const kits = new BrandKitService(deps.dataSource, deps.storage);
  const fileUrl = (key: string) => publicFileUrl(deps.config, key);

  const brandKitView = (kit: BrandKit) => ({
    id: kit.id,
    name: kit.name,
    logo_image_url: kit.logoKey ? fileUrl(kit.logoKey) : null,
    palette: kit.palette,
    brand_voice: kit.brandVoice,
    created_at: kit.createdAt.toISOString(),
  });

  const brandAssetView = (asset: BrandAsset) => ({
    id: asset.id,
    brand_kit_id: asset.brandKitId,
    image_url: fileUrl(asset.imageKey),
    kind: asset.kind,
    label: asset.label,
    created_at: asset.createdAt.toISOString(),
  });

  routes.add({
    method: 'post',
    path: '/api/brand-kits',
    operationId: 'createBrandKit',
    description: 'Creates a brand kit (beta) from a name, an optional logo, a palette and a brand voice; scenes can then follow it.',
    tag: TAG,
    summary: 'Create a brand kit: name, optional logo, palette (JSON text) and brand voice',
    multipart: true,
    body: CreateBrandKitForm,
    responses: {
      201: { description: 'Created', schema: BrandKitSchema },
      400: { description: 'Missing name, palette not valid JSON, or a hex that is not #RRGGBB', schema: ErrorSchema },
      ...UPLOAD_ERROR_RESPONSES,
    },
    handler: async (ctx, { user, body }) => {
      const kit = await kits.create(user.id, {
        name: body.name,
        palette: body.palette ?? [],
        brandVoice: voiceOrNull(body.brand_voice),
        logo: await readImageUpload(ctx, 'logo'),
      });
      return { status: 201, body: brandKitView(kit) };
    },
  });

  routes.add({
    method: 'get',
    path: '/api/brand-kits',
    operationId: 'listBrandKits',
    description: 'The caller\'s brand kits, newest first.',
    tag: TAG,
    summary: 'Your brand kits, newest first',
    responses: { 200: { description: 'Brand kits', schema: z.array(BrandKitSchema) } },
    handler: async (_ctx, { user }) => ({ body: (await kits.list(user.id)).map(brandKitView) }),
  });

  routes.add({
    method: 'get',
    path: '/api/brand-kits/:id',
    operationId: 'getBrandKit',
    description: 'One brand kit with its palette, voice and assets.',
    tag: TAG,
    summary: 'One of your brand kits with its assets',
    params: IdParams,
    responses: { 200: { description: 'The kit and its assets', schema: BrandKitWithAssetsSchema }, 404: NOT_FOUND },
    handler: async (_ctx, { user, params }) => {
      const kit = await kits.get(user.id, params.id);
      return { body: { ...brandKitView(kit), assets: kit.assets.map(brandAssetView) } };
    },
  });

  routes.add({
    method: 'patch',
    path: '/api/brand-kits/:id',
    operationId: 'updateBrandKit',
    description: 'Changes the name, brand voice or palette of a brand kit; fields left out stay as they are.',
    tag: TAG,
    summary: 'Change the name, brand voice (null clears it) or palette (replaced whole) of a brand kit',
    params: IdParams,
    body: UpdateBrandKitBody,
    responses: {
      200: { description: 'The updated kit', schema: BrandKitSchema },
      400: { description: 'Invalid name, brand voice or palette', schema: ErrorSchema },
      404: NOT_FOUND,
    },
    handler: async (_ctx, { user, params, body }) => {
      const kit = await kits.update(user.id, params.id, {
        name: body.name,
        brandVoice: body.brand_voice === undefined ? undefined : voiceOrNull(body.brand_voice),
        palette: body.palette,
      });
      return { body: brandKitView(kit) };
    },
  });

  routes.add({
    method: 'delete',
    path: '/api/brand-kits/:id',
    operationId: 'deleteBrandKit',
    description: 'Deletes a brand kit with its assets and their stored images.',
    tag: TAG,
    summary: 'Delete a brand kit with its assets and their stored images',
    params: IdParams,
    responses: { 200: { description: 'Deleted', schema: DeletedSchema }, 404: NOT_FOUND },
    handler: async (_ctx, { user, params }) => {
      await kits.delete(user.id, params.id);
      return { body: { deleted: true, id: params.id } };
    },
  });

  routes.add({
    method: 'post',
    path: '/api/brand-kits/:id/assets',
    operationId: 'addBrandKitAsset',
    description: 'Adds an image (logo, product, packaging or reference) to a brand kit.',
    tag: TAG,
    summary: 'Add an asset image (logo, product, packaging or reference) to a brand kit',
    multipart: true,
    params: IdParams,
    body: CreateBrandAssetForm,
    responses: {
      201: { description: 'The new asset', schema: BrandAssetSchema },
      400: { description: 'Missing or invalid kind, label or image', schema: ErrorSchema },
      404: NOT_FOUND,
      ...UPLOAD_ERROR_RESPONSES,
    },
    handler: async (ctx, { user, params, body }) => {
      const image = await readImageUpload(ctx, 'image');
      if (!image) throw badRequest('image: is required (a PNG, JPEG or WebP file in the multipart form)');
      const asset = await kits.addAsset(user.id, params.id, { kind: body.kind, label: body.label, image });
      return { status: 201, body: brandAssetView(asset) };
    },
  });

  routes.add({
    method: 'delete',
    path: '/api/brand-kits/:id/assets',
    operationId: 'deleteBrandKitAsset',
    description: 'Deletes one asset of a brand kit and its stored image.',
    tag: TAG,
    summary: 'Delete one asset of a brand kit and its stored image',
    params: IdParams,
    query: AssetQuery,
    responses: {
      200: { description: 'Deleted', schema: DeletedSchema },
      400: { description: 'asset_id missing or not a UUID', schema: ErrorSchema },
      404: { description: 'No such brand kit of yours, or no such asset in it', schema: ErrorSchema },
    },
    handler: async (_ctx, { user, params, query }) => {
      await kits.deleteAsset(user.id, params.id, query.asset_id);
      return { body: { deleted: true, id: query.asset_id } };
    },
  });
}
