import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import { LibraryCharacter } from '../entities/library-character';
import { createBuiltinIllustrator } from '../models/builtin/illustrator';
import type { ImageModel } from '../models/types';
import { newStorageKey, type BlobStorage } from '../storage';
import { CatalogueEntry, LIBRARY_CATALOGUE } from './catalogue';

/** The views every seeded character gets: enough for generation to hold its look. */
export const LIBRARY_REFERENCE_LABELS = ['front', 'three_quarter', 'happy'] as const;

export interface SeedReport {
  /** Slugs added by this run. */
  added: string[];
  /** Catalogue entries that were already in the library. */
  alreadyPresent: number;
  elapsedMs: number;
}

function seedOf(slug: string): number {
  return crypto.createHash('sha256').update(slug).digest().readUInt32BE(0);
}

async function renderReferences(renderer: ImageModel, storage: BlobStorage, entry: CatalogueEntry): Promise<Record<string, string>> {
  const keys: Record<string, string> = {};
  for (const label of LIBRARY_REFERENCE_LABELS) {
    const { png } = await renderer.renderReference({
      character: { name: entry.name, descriptor: entry.descriptor, references: [], description: entry.description },
      label,
      artStyle: entry.styleNotes,
      seed: seedOf(entry.slug),
    });
    keys[label] = newStorageKey('library');
    await storage.put(keys[label], png, 'image/png');
  }
  return keys;
}

/** Inserts the entry unless its slug is already there; true when this call added it. */
async function insertUnlessPresent(dataSource: DataSource, entry: CatalogueEntry, referenceKeys: Record<string, string>): Promise<boolean> {
  const result = await dataSource
    .createQueryBuilder()
    .insert()
    .into(LibraryCharacter)
    .values({
      seedSlug: entry.slug,
      sourceCharacterId: null,
      name: entry.name,
      description: entry.description,
      styleNotes: entry.styleNotes,
      appearanceSummary: entry.appearanceSummary,
      clothingDescription: entry.clothingDescription,
      personalityTraits: entry.personalityTraits,
      descriptor: entry.descriptor,
      referenceKeys,
    })
    .orIgnore()
    .returning(['id'])
    .execute();
  return (result.raw as unknown[]).length > 0;
}

/**
 * Adds every catalogue character that is not in the library yet, with reference images drawn by
 * the built-in flat illustrator. Idempotent: seeding twice (or two seeders at once) adds nothing,
 * because seed_slug is unique and a losing insert removes the files it rendered. Once `stop` is aborted it ends
 * after the character it is drawing (a later seeding adds the rest).
 */
export async function seedLibrary(dataSource: DataSource, storage: BlobStorage, stop?: AbortSignal): Promise<SeedReport> {
  const started = Date.now();
  const rows: Array<{ seed_slug: string }> = await dataSource.query('SELECT seed_slug FROM library_characters WHERE seed_slug IS NOT NULL');
  const present = new Set(rows.map((row) => row.seed_slug));
  const missing = LIBRARY_CATALOGUE.filter((entry) => !present.has(entry.slug));
  const renderer = createBuiltinIllustrator({ name: 'builtin-flat', rendering: 'flat' });
  const added: string[] = [];
  for (const entry of missing) {
    if (stop?.aborted) break;
    const referenceKeys = await renderReferences(renderer, storage, entry);
    if (await insertUnlessPresent(dataSource, entry, referenceKeys)) added.push(entry.slug);
    else await Promise.all(Object.values(referenceKeys).map((key) => storage.delete(key)));
  }
  return { added, alreadyPresent: LIBRARY_CATALOGUE.length - missing.length, elapsedMs: Date.now() - started };
}
