import type { DataSource, EntityManager } from 'typeorm';
import { fetchPage, newestFirst, type Page, type PageRequest } from '../db/keyset';
import { Character, type CharacterStatus, type FaceMode } from '../entities/character';
import { GeneratedImage } from '../entities/generated-image';
import { ReferenceImage } from '../entities/reference-image';
import { conflict, notFound } from '../errors';
import type { FaceDetection } from '../models/types';
import type { CharacterDescriptor } from '../vocabulary';
import type { BlobStorage } from '../storage';
import { findOwned } from './ownership';
import { coverReferencesOf, publishToLibrary } from './library';
import { referenceAltText } from '../vocabulary/alt-text';

export interface NewCharacter {
  /** Chosen before the analysis workflow runs (its workflow id is built from it). */
  id: string;
  userId: string;
  name: string;
  description: string;
  styleNotes: string | null;
  sourceImageKey: string | null;
  faceMode: FaceMode | null;
  descriptor: CharacterDescriptor;
}

export type LifecycleVerb = 'lock' | 'unlock' | 'publish';

/** Newest first, through the index of each user's characters. */
const NEWEST_FIRST = newestFirst('character');

export interface CharacterListItem {
  character: Character;
  cover?: ReferenceImage;
}

/** The one state each move starts from, and where it leads (decisions.md, Characters). */
const MOVES: Record<LifecycleVerb, { from: CharacterStatus; to: CharacterStatus }> = {
  lock: { from: 'draft', to: 'locked' },
  unlock: { from: 'locked', to: 'draft' },
  publish: { from: 'locked', to: 'published' },
};

/** What a business rule refused when a reference image was to be recorded: the character is gone, or no longer a draft. */
export class ReferenceRejected extends Error {
  constructor(
    readonly reason: 'character_gone' | 'not_draft',
    message: string,
  ) {
    super(message);
    this.name = 'ReferenceRejected';
  }
}

/**
 * face_mode from what the detector saw: identity-preserving (`pulid`) only for a photo of exactly
 * one person; drawings, crowds and faceless images are illustrated from the description.
 */
export function faceModeOf(detection: FaceDetection | null): FaceMode | null {
  if (!detection) return null;
  return detection.photographic && detection.faces.length === 1 ? 'pulid' : 'illustrated';
}

/** The 201 warning when the source image shows several people, or undefined. */
export function severalPeopleWarning(detection: FaceDetection | null): string | undefined {
  const count = detection?.faces.length ?? 0;
  if (count < 2) return undefined;
  return (
    `${count} people were detected in the image. Identity-preserving mode needs exactly one face, so this character ` +
    `is illustrated from its description (face_mode "illustrated"); upload a photo of one person to keep a likeness.`
  );
}

/** A move that is not allowed from the current state, as a 409 a person can act on. */
function stateConflict(action: string, status: CharacterStatus, allowed: CharacterStatus): Error {
  const hint = status === 'published' ? ' Published characters cannot go back to draft.' : '';
  return conflict(`Cannot ${action}: the character is ${status}; this needs a ${allowed} character.${hint}`);
}

/** Throws 409 unless the character is in `allowed` state. */
export function requireStatus(character: Character, allowed: CharacterStatus, action: string): void {
  if (character.status !== allowed) throw stateConflict(action, character.status, allowed);
}

/** Characters and their reference images: lifecycle rules, every query scoped to the owner. */
export class CharacterService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: BlobStorage,
  ) {}

  async create(input: NewCharacter): Promise<Character> {
    const repository = this.dataSource.getRepository(Character);
    await repository.insert({ ...input, status: 'draft', descriptorFilled: false });
    return repository.findOneByOrFail({ id: input.id });
  }

  /** One page of the owner's characters, newest first, by keyset cursor, each with its cover reference (none before it has references). */
  async page(userId: string, page: PageRequest): Promise<Page<CharacterListItem>> {
    const builder = this.dataSource.getRepository(Character).createQueryBuilder('character').where('character.user_id = :userId', { userId });
    const characters = await fetchPage(builder, NEWEST_FIRST, page, { scope: `characters:${userId}`, count: () => builder.getCount() });
    return { ...characters, rows: await this.withCovers(characters.rows) };
  }

  private async withCovers(characters: Character[]): Promise<CharacterListItem[]> {
    const covers = await coverReferencesOf(this.dataSource.manager, characters.map((character) => character.id));
    return characters.map((character) => ({ character, cover: covers.get(character.id) }));
  }

  /** 404 for a missing character, another user's, or a non-UUID id. */
  get(userId: string, id: string): Promise<Character> {
    return findOwned(this.dataSource.manager, Character, id, userId, 'Character');
  }

  /** Oldest first: the order they were made in. */
  references(characterId: string): Promise<ReferenceImage[]> {
    return this.dataSource.getRepository(ReferenceImage).find({ where: { characterId }, order: { createdAt: 'ASC', label: 'ASC' } });
  }

  /** lock, unlock or publish; 409 from any other state than the move's. Publishing adds it to the public library. */
  async move(userId: string, id: string, verb: LifecycleVerb): Promise<Character> {
    const { from, to } = MOVES[verb];
    return this.dataSource.transaction(async (manager) => {
      const character = await this.lockOwned(manager, userId, id);
      requireStatus(character, from, verb);
      character.status = to;
      const saved = await manager.save(character);
      if (verb === 'publish') {
        await publishToLibrary(manager, saved, await manager.find(ReferenceImage, { where: { characterId: id } }), this.storage);
      }
      return saved;
    });
  }

  /**
   * Changes a draft's name, description, style notes or descriptor (its references are drawn from them: draw them
   * again after a change); 409 once it is locked or published.
   */
  async edit(userId: string, id: string, changes: Partial<Pick<Character, 'name' | 'description' | 'styleNotes' | 'descriptor'>>): Promise<Character> {
    return this.dataSource.transaction(async (manager) => {
      const character = await this.lockOwned(manager, userId, id);
      requireStatus(character, 'draft', 'edit');
      Object.assign(character, changes, changes.descriptor ? { descriptorFilled: true } : {});
      return manager.save(character);
    });
  }

  /** Stores an auto-filled descriptor; 409 when the character left draft while it was being made. */
  async fillDescriptor(userId: string, id: string, descriptor: CharacterDescriptor): Promise<Character> {
    return this.dataSource.transaction(async (manager) => {
      const character = await this.lockOwned(manager, userId, id);
      requireStatus(character, 'draft', 'auto-fill the descriptor');
      Object.assign(character, { descriptor, descriptorFilled: true });
      return manager.save(character);
    });
  }

  /**
   * Records a rendered reference image for its label, replacing the label's previous image; the old
   * file is deleted once the new row is committed. Idempotent: recording the same key again changes nothing.
   * Throws ReferenceRejected when the character is gone or no longer a draft.
   */
  async recordReference(characterId: string, label: string, imageKey: string): Promise<ReferenceImage> {
    const { reference, replacedKey } = await this.dataSource.transaction(async (manager) => {
      const character = await manager.findOne(Character, { where: { id: characterId }, lock: { mode: 'pessimistic_write' } });
      const existing = await manager.findOne(ReferenceImage, { where: { characterId, label } });
      if (existing?.imageKey === imageKey) return { reference: existing, replacedKey: undefined };
      if (!character) throw new ReferenceRejected('character_gone', 'The character was deleted while its references were being made');
      if (character.status !== 'draft') {
        throw new ReferenceRejected('not_draft', `The character was ${character.status} while its references were being made`);
      }
      if (existing) await manager.delete(ReferenceImage, { id: existing.id });
      const created = await manager.save(manager.create(ReferenceImage, { characterId, label, imageKey, altText: referenceAltText(character, label) }));
      return { reference: created, replacedKey: existing?.imageKey };
    });
    if (replacedKey) await this.storage.delete(replacedKey);
    return reference;
  }

  /** Deletes the character, its rows (the database cascades) and then every stored file they pointed at. */
  async remove(userId: string, id: string): Promise<void> {
    const keys = await this.dataSource.transaction(async (manager) => {
      const character = await this.lockOwned(manager, userId, id);
      const owned = await storedFilesOf(manager, character);
      await manager.delete(Character, { id: character.id });
      return owned;
    });
    await Promise.all(keys.map((key) => this.storage.delete(key)));
  }

  private async lockOwned(manager: EntityManager, userId: string, id: string): Promise<Character> {
    const character = await findOwned(manager, Character, id, userId, 'Character');
    const locked = await manager.findOne(Character, { where: { id: character.id }, lock: { mode: 'pessimistic_write' } });
    if (!locked) throw notFound('Character');
    return locked;
  }
}

/**
 * Every stored file that belongs to a character and goes with it: its source image, reference
 * images and the images generated for it. A new kind of per-character file is added here.
 */
async function storedFilesOf(manager: EntityManager, character: Character): Promise<string[]> {
  const references = await manager.find(ReferenceImage, { where: { characterId: character.id }, select: { imageKey: true } });
  const generated = await manager.find(GeneratedImage, { where: { characterId: character.id }, select: { imageKey: true } });
  return [
    ...(character.sourceImageKey ? [character.sourceImageKey] : []),
    ...references.map((reference) => reference.imageKey),
    ...generated.map((image) => image.imageKey),
  ];
}
