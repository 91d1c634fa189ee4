import type { DataSource } from 'typeorm';
import { BrandAsset, BrandAssetKind } from '../entities/brand-asset';
import { BrandKit, PaletteColor } from '../entities/brand-kit';
import { notFound } from '../errors';
import { newStorageKey, type BlobStorage } from '../storage';
import { findOwned } from './ownership';

export interface NewBrandKit {
  name: string;
  palette: PaletteColor[];
  brandVoice: string | null;
  /** PNG bytes that already went through image intake. */
  logo?: Buffer;
}

export interface BrandKitChanges {
  name?: string;
  brandVoice?: string | null;
  palette?: PaletteColor[];
}

export interface NewBrandAsset {
  kind: BrandAssetKind;
  label: string;
  /** PNG bytes that already went through image intake. */
  image: Buffer;
}

export type BrandKitWithAssets = BrandKit & { assets: BrandAsset[] };

/** Brand kits (beta): a logo, a palette, brand voice text and asset images, private to their owner. */
export class BrandKitService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: BlobStorage,
  ) {}

  async create(userId: string, kit: NewBrandKit): Promise<BrandKit> {
    const logoKey = kit.logo ? await this.store(kit.logo) : null;
    const repository = this.dataSource.getRepository(BrandKit);
    const row = repository.create({ userId, name: kit.name, palette: kit.palette, brandVoice: kit.brandVoice, logoKey });
    return this.removingFileOnFailure(logoKey, () => repository.save(row));
  }

  /** The user's kits, newest first. */
  list(userId: string): Promise<BrandKit[]> {
    return this.dataSource.getRepository(BrandKit).find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** One of the user's kits with its assets, oldest asset first; another user's kit is a 404. */
  async get(userId: string, kitId: string): Promise<BrandKitWithAssets> {
    const kit = await findOwned(this.dataSource.manager, BrandKit, kitId, userId, 'Brand kit', { relations: { assets: true } });
    const assets = [...(kit.assets ?? [])].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
    return Object.assign(kit, { assets });
  }

  async update(userId: string, kitId: string, changes: BrandKitChanges): Promise<BrandKit> {
    const repository = this.dataSource.getRepository(BrandKit);
    const kit = await findOwned(this.dataSource.manager, BrandKit, kitId, userId, 'Brand kit');
    if (changes.name !== undefined) kit.name = changes.name;
    if (changes.brandVoice !== undefined) kit.brandVoice = changes.brandVoice;
    if (changes.palette !== undefined) kit.palette = changes.palette;
    return repository.save(kit);
  }

  /** Deletes the kit, its assets and every stored file of theirs. */
  async delete(userId: string, kitId: string): Promise<void> {
    const kit = await findOwned(this.dataSource.manager, BrandKit, kitId, userId, 'Brand kit', { relations: { assets: true } });
    await this.dataSource.getRepository(BrandKit).delete({ id: kit.id, userId });
    const keys = [kit.logoKey, ...(kit.assets ?? []).map((asset) => asset.imageKey)].filter((key): key is string => key !== null);
    await Promise.all(keys.map((key) => this.storage.delete(key)));
  }

  async addAsset(userId: string, kitId: string, asset: NewBrandAsset): Promise<BrandAsset> {
    const kit = await findOwned(this.dataSource.manager, BrandKit, kitId, userId, 'Brand kit');
    const imageKey = await this.store(asset.image);
    const repository = this.dataSource.getRepository(BrandAsset);
    const row = repository.create({ brandKitId: kit.id, kind: asset.kind, label: asset.label, imageKey });
    return this.removingFileOnFailure(imageKey, () => repository.save(row));
  }

  /** Deletes one asset of one of the user's kits and its file; an asset of another kit is a 404. */
  async deleteAsset(userId: string, kitId: string, assetId: string): Promise<void> {
    const kit = await findOwned(this.dataSource.manager, BrandKit, kitId, userId, 'Brand kit');
    const repository = this.dataSource.getRepository(BrandAsset);
    const asset = await repository.findOne({ where: { id: assetId, brandKitId: kit.id } });
    if (!asset) throw notFound('Brand asset');
    await repository.delete({ id: asset.id });
    await this.storage.delete(asset.imageKey);
  }

  private async store(png: Buffer): Promise<string> {
    const key = newStorageKey('brand');
    await this.storage.put(key, png, 'image/png');
    return key;
  }

  private async removingFileOnFailure<T>(key: string | null, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (key) await this.storage.delete(key);
      throw error;
    }
  }
}
