import type { DataSource, EntityManager } from 'typeorm';
import { boundedCount, fetchPage, type ListOrder, type Page, type PageRequest } from '../db/keyset';
import { matchesWords, wordsQuery } from '../db/text-search';
import { Character } from '../entities/character';
import { LibraryCharacter } from '../entities/library-character';
import { ReferenceImage } from '../entities/reference-image';
import { notFound } from '../errors';
import { colourName, listPhrase, outfitWords } from '../vocabulary/descriptor-words';
import type { CharacterDescriptor } from '../vocabulary';
import { newStorageKey, type BlobStorage, type StorageFolder } from '../storage';
import { referenceAltText } from '../vocabulary/alt-text';
import { listTotal } from './list-totals';

export interface LibrarySearch extends PageRequest {
  /** Words (or their beginnings) of the name, appearance summary and description, in any order, case-insensitively. */
  search?: string;
}

/** Most imported first, then by name (id breaks ties), so pages are stable between calls. */
const LIBRARY_ORDER: ListOrder = {
  direction: 'ASC',
  keys: [
    { sql: '(-library.usage_count)', type: 'integer' },
    { sql: 'library.name', type: 'text' },
    { sql: 'library.id', type: 'uuid' },
  ],
};

/** The label whose image represents a library character in listings. */
const COVER_LABEL = 'front';

/** The label of the image shown for a character: its front view, else its first reference. */
function coverLabel(referenceKeys: Record<string, string>): string | undefined {
  return COVER_LABEL in referenceKeys ? COVER_LABEL : Object.keys(referenceKeys)[0];
}

/** The image shown for a library character, with its text alternative (made from the entry as published). */
export function coverReference(entry: Pick<LibraryCharacter, 'referenceKeys' | 'name' | 'description'>): { imageKey: string; altText: string } | undefined {
  const label = coverLabel(entry.referenceKeys);
  return label === undefined ? undefined : { imageKey: entry.referenceKeys[label], altText: referenceAltText(entry, label) };
}

/**
 * The cover reference of each character that has references (coverLabel over the sheet in the order it was drawn: its
 * front view, else its first), through the (character, label) index: the front views in one lookup, then the first
 * reference of the few characters without one.
 */
export async function coverReferencesOf(manager: EntityManager, characterIds: string[]): Promise<Map<string, ReferenceImage>> {
  if (!characterIds.length) return new Map();
  const references = manager.getRepository(ReferenceImage);
  const fronts = await references.createQueryBuilder('reference').where('reference.character_id = ANY(:characterIds) AND reference.label = :label', { characterIds, label: COVER_LABEL }).getMany();
  const covers = new Map(fronts.map((cover) => [cover.characterId, cover]));
  const withoutFront = characterIds.filter((id) => !covers.has(id));
  if (!withoutFront.length) return covers;
  const firsts = await references
    .createQueryBuilder('reference')
    .distinctOn(['reference.character_id'])
    .where('reference.character_id = ANY(:withoutFront)', { withoutFront })
    .orderBy('reference.character_id')
    .addOrderBy('reference.created_at')
    .addOrderBy('reference.label')
    .getMany();
  for (const first of firsts) covers.set(first.characterId, first);
  return covers;
}

/** Copies each labelled file to a new key under `folder`, so the copy outlives the original. */
export async function copyFiles(storage: BlobStorage, keys: Record<string, string>, folder: StorageFolder): Promise<Record<string, string>> {
  const copies: Record<string, string> = {};
  try {
    for (const [label, key] of Object.entries(keys)) {
      const data = await storage.get(key);
      if (!data) throw new Error(`Stored file ${key} (${label}) is missing`);
      copies[label] = newStorageKey(folder);
      await storage.put(copies[label], data, 'image/png');
    }
    return copies;
  } catch (error) {
    await deleteFiles(storage, Object.values(copies));
    throw error;
  }
}

export async function deleteFiles(storage: BlobStorage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key)));
}

const SPECIES_COVERING = { human: 'skin', robot: 'plating' } as const;

/** "Adult human with black short hair, brown skin and brown eyes; slim build; with glasses". */
export function appearanceSummaryOf(descriptor: CharacterDescriptor): string {
  const covering = SPECIES_COVERING[descriptor.species as keyof typeof SPECIES_COVERING] ?? 'fur';
  const features = [
    descriptor.species === 'human' && descriptor.hair.style !== 'none' ? `${colourName(descriptor.hair.color)} ${descriptor.hair.style} hair` : '',
    `${colourName(descriptor.skin)} ${covering}`,
    `${colourName(descriptor.eyes)} eyes`,
  ].filter(Boolean);
  const age = descriptor.age.charAt(0).toUpperCase() + descriptor.age.slice(1);
  const parts = [`${age} ${descriptor.species} with ${listPhrase(features)}`, `${descriptor.build} build`];
  if (descriptor.accessories.length) parts.push(`with ${listPhrase(descriptor.accessories)}`);
  return parts.join('; ');
}

const TRAIT_WORDS = [
  'adventurous', 'ambitious', 'brave', 'calm', 'cheerful', 'clever', 'clumsy', 'confident', 'creative', 'curious',
  'determined', 'energetic', 'friendly', 'funny', 'generous', 'gentle', 'grumpy', 'honest', 'kind', 'lazy', 'loyal',
  'mischievous', 'optimistic', 'patient', 'playful', 'proud', 'quiet', 'serious', 'shy', 'stubborn', 'thoughtful', 'wise', 'witty',
];

/** Personality words the owner used in the description, in the order they appear. */
export function personalityTraitsIn(description: string): string[] {
  const words = description.toLowerCase().match(/[a-z]+/g) ?? [];
  return [...new Set(words.filter((word) => TRAIT_WORDS.includes(word)))];
}

/**
 * Makes a public library entry from a user's character, with its own copies of the reference
 * files; publishing the same character again refreshes that entry (usage count kept).
 * Runs in the caller's transaction. Files of a refreshed entry's previous references are removed
 * last, so call this as the final step of the transaction.
 */
export async function publishToLibrary(
  manager: EntityManager,
  character: Character,
  references: ReferenceImage[],
  storage: BlobStorage,
): Promise<LibraryCharacter> {
  const referenceKeys = await copyFiles(storage, Object.fromEntries(references.map((ref) => [ref.label, ref.imageKey])), 'library');
  const existing = await manager.findOne(LibraryCharacter, { where: { sourceCharacterId: character.id } });
  const entry = existing ?? manager.create(LibraryCharacter, { sourceCharacterId: character.id, seedSlug: null, usageCount: 0 });
  const previousKeys = existing ? Object.values(existing.referenceKeys) : [];
  Object.assign(entry, {
    name: character.name,
    description: character.description,
    styleNotes: character.styleNotes,
    appearanceSummary: appearanceSummaryOf(character.descriptor),
    clothingDescription: outfitWords(character.descriptor) || null,
    personalityTraits: personalityTraitsIn(character.description),
    descriptor: character.descriptor,
    referenceKeys,
  });
  let saved: LibraryCharacter;
  try {
    saved = await manager.save(entry);
  } catch (error) {
    await deleteFiles(storage, Object.values(referenceKeys));
    throw error;
  }
  await deleteFiles(storage, previousKeys);
  return saved;
}

/** The public library: browsing and importing copies into an account. */
export class LibraryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: BlobStorage,
  ) {}

  /**
   * A page of the library in LIBRARY_ORDER, searched through its full-text index; the whole library's total is kept
   * by a trigger, a search's is counted on its first page (estimated above EXACT_COUNT_LIMIT matches).
   */
  async search(query: LibrarySearch): Promise<Page<LibraryCharacter>> {
    const builder = this.dataSource.getRepository(LibraryCharacter).createQueryBuilder('library');
    const words = wordsQuery(query.search);
    if (query.search?.trim() && !words) return { rows: [], total: 0, exact: true, nextCursor: null };
    if (words) builder.where(matchesWords('library.search_vector', 'words'), { words });
    return fetchPage(builder, LIBRARY_ORDER, query, {
      scope: `library:${words ?? ''}`,
      count: () => (words ? boundedCount(builder) : listTotal(this.dataSource, 'library')),
    });
  }

  /**
   * A locked copy of a library character in the user's account, with its own copies of the
   * reference files (deleting either side never breaks the other). Counts the import.
   */
  async importCopy(userId: string, libraryCharacterId: string): Promise<Character> {
    const entry = await this.dataSource.getRepository(LibraryCharacter).findOne({ where: { id: libraryCharacterId } });
    if (!entry) throw notFound('Library character');
    const referenceKeys = await copyFiles(this.storage, entry.referenceKeys, 'references');
    try {
      return await this.dataSource.transaction(async (manager) => {
        await this.countImport(manager, entry.id);
        const character = await manager.save(
          manager.create(Character, {
            userId,
            name: entry.name,
            description: entry.description,
            styleNotes: entry.styleNotes,
            status: 'locked',
            faceMode: 'illustrated',
            sourceImageKey: null,
            descriptor: entry.descriptor,
            // The library's descriptor is complete; there is nothing left to auto-fill.
            descriptorFilled: true,
          }),
        );
        await manager.save(
          Object.entries(referenceKeys).map(([label, imageKey]) =>
            manager.create(ReferenceImage, { characterId: character.id, label, imageKey, altText: referenceAltText(entry, label) }),
          ),
        );
        return character;
      });
    } catch (error) {
      await deleteFiles(this.storage, Object.values(referenceKeys));
      throw error;
    }
  }

  /** One atomic increment per import, whatever runs concurrently; 404 if the entry vanished meanwhile. */
  private async countImport(manager: EntityManager, id: string): Promise<void> {
    const result = await manager
      .createQueryBuilder()
      .update(LibraryCharacter)
      .set({ usageCount: () => 'usage_count + 1' })
      .where('id = :id', { id })
      .execute();
    if (!result.affected) throw notFound('Library character');
  }
}
