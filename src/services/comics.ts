import type { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { DataSource, In, IsNull, Not } from 'typeorm';
import { compositePanel } from '../comics/compose';
import { comicPdf, pdfPanel, type PdfPage } from '../comics/pdf';
import type { OutfitLock } from '../comics/prompt';
import { styleLockOf } from '../comics/styles';
import { Character } from '../entities/character';
import { Comic, type ComicStatus } from '../entities/comic';
import { ComicPanel } from '../entities/comic-panel';
import { GeneratedImage } from '../entities/generated-image';
import { badRequest, conflict, notFound } from '../errors';
import type { ComicStyleKey } from '../vocabulary';
import { describerFor } from '../vocabulary/descriptions';
import type { BlobStorage } from '../storage';
import { detectLanguage } from '../lettering/language';
import { letteringLookOf } from '../comics/lettering';
import { findOwned } from './ownership';
import type { WebhookEventRef } from '../temporal/contracts/webhooks';
import { comicFinishedEvent, recordWebhookEvent } from './webhook-events';

export interface NewComic {
  id: string;
  title: string;
  storyPrompt: string;
  characterIds: string[];
  stylePreset: ComicStyleKey;
  status: 'ready' | 'generating';
  setting?: string;
  outfitLocks?: OutfitLock[];
  /** BCP 47; detected from the title, story and setting when not given. */
  language?: string;
}

export interface PanelRequest {
  pageNumber: number;
  captionType: 'narration' | 'dialogue';
  speaker?: string;
  continueFrom?: number;
}

/** Comics and their panels, scoped to the caller: records, the rules of adding panels, composited pages and PDFs. */
export class ComicService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: BlobStorage,
  ) {}

  private get comics() {
    return this.dataSource.getRepository(Comic);
  }

  private get panels() {
    return this.dataSource.getRepository(ComicPanel);
  }

  /** The caller's comics, newest first, with the page-1 panel of each when it has an image. */
  async list(userId: string): Promise<Array<{ comic: Comic; cover: ComicPanel | undefined }>> {
    const comics = await this.comics.find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
    const covers = comics.length
      ? await this.panels.find({ where: { comicId: In(comics.map((comic) => comic.id)), pageNumber: 1, imageKey: Not(IsNull()) } })
      : [];
    return comics.map((comic) => ({ comic, cover: covers.find((panel) => panel.comicId === comic.id) }));
  }

  /** The caller's characters by id, in the order given: 404 for any that is not theirs. */
  async characters(userId: string, characterIds: string[]): Promise<Character[]> {
    const characters = [];
    for (const id of characterIds) characters.push(await findOwned(this.dataSource.manager, Character, id, userId, 'Character'));
    return characters;
  }

  /** The names of the comic's characters that still exist, in the comic's order. */
  async characterNames(comic: Comic): Promise<string[]> {
    const characters = await this.dataSource.getRepository(Character).findBy({ id: In(comic.characterIds) });
    return comic.characterIds.flatMap((id) => characters.find((character) => character.id === id)?.name ?? []);
  }

  /** A comic: its characters must be the caller's (404), its outfit locks must name them (400). */
  async create(userId: string, input: NewComic): Promise<Comic> {
    const characters = await this.characters(userId, input.characterIds);
    const outfitLocks = (input.outfitLocks ?? []).map((lock) => ({ characterName: canonicalName(lock.characterName, characters, 'outfit_locks.character_name'), outfit: lock.outfit }));
    const comic = this.comics.create({
      id: input.id,
      userId,
      title: input.title,
      storyPrompt: input.storyPrompt,
      characterIds: input.characterIds,
      status: input.status,
      pageCount: 0,
      setting: input.setting ?? '',
      outfitLocks,
      stylePreset: input.stylePreset,
      styleLock: styleLockOf(input.stylePreset),
      language: input.language ?? detectLanguage([input.title, input.storyPrompt, input.setting ?? '']),
      settingAnchorKey: null,
      error: null,
    });
    await this.dataSource.createQueryBuilder().insert().into(Comic).values(comic).orIgnore().execute();
    return this.comics.findOneByOrFail({ id: input.id, userId });
  }

  async get(userId: string, comicId: string): Promise<{ comic: Comic; pages: ComicPanel[] }> {
    const comic = await findOwned(this.dataSource.manager, Comic, comicId, userId, 'Comic');
    const pages = await this.panels.find({ where: { comicId }, order: { pageNumber: 'ASC' } });
    return { comic, pages };
  }

  /** The comic and its panels that have images (their files not read); 404 when none has one. */
  async drawn(userId: string, comicId: string): Promise<{ comic: Comic; panels: ComicPanel[] }> {
    const { comic, pages } = await this.get(userId, comicId);
    const panels = pages.filter((panel) => panel.imageKey);
    if (panels.length === 0) throw notFound('Comic pages with images');
    return { comic, panels };
  }

  /**
   * A panel's image (PNG) from storage; 404 when its file is gone. Read as a stream, so that a worker's read cache
   * (kept for the references every attempt reads) is not filled with the panels of the comics it exports.
   */
  async panelImage(panel: ComicPanel): Promise<Buffer> {
    const png = panel.imageKey ? await this.storage.read(panel.imageKey) : undefined;
    if (!png) throw notFound(`Image of panel ${panel.pageNumber}`);
    return buffer(png);
  }

  /** The caller's comic's title (404 for anyone else's): what its downloads are named after. */
  async title(userId: string, comicId: string): Promise<string> {
    return (await findOwned(this.dataSource.manager, Comic, comicId, userId, 'Comic')).title;
  }

  async panel(comicId: string, pageNumber: number): Promise<ComicPanel> {
    const panel = await this.panels.findOneBy({ comicId, pageNumber });
    if (!panel) throw notFound(`Panel ${pageNumber}`);
    return panel;
  }

  /**
   * Deletes the comic, its panels, its edited panels' pictures (generated images of kind comic_panel, each owning its
   * file) and every stored file of theirs.
   */
  async delete(userId: string, comicId: string): Promise<void> {
    const { comic, pages } = await this.get(userId, comicId);
    const pictures = await this.dataSource.getRepository(GeneratedImage).find({ select: { id: true, imageKey: true }, where: { comicId: comic.id, userId } });
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(GeneratedImage, { comicId: comic.id, userId });
      await manager.delete(Comic, { id: comic.id });
    });
    const keys = [comic.settingAnchorKey, ...pages.filter((page) => !page.imageId).map((page) => page.imageKey), ...pictures.map((picture) => picture.imageKey)];
    await Promise.all([...new Set(keys.filter((key): key is string => key !== null))].map((key) => this.storage.delete(key)));
  }

  /**
   * The picture a panel shows, as a generated image to edit: the panel's own record once it has been edited, else one
   * made now from the panel as drawn (kind comic_panel; it then owns the file, and the panel names it). 409 while the
   * comic is generating or when the panel has no picture yet.
   */
  async panelPicture(userId: string, comicId: string, pageNumber: number, made: { model: string; seed: number }): Promise<{ comic: Comic; panel: ComicPanel; picture: GeneratedImage }> {
    const comic = await findOwned(this.dataSource.manager, Comic, comicId, userId, 'Comic');
    this.assertNotGenerating(comic);
    return this.dataSource.transaction(async (manager) => {
      const panel = await manager.findOne(ComicPanel, { where: { comicId: comic.id, pageNumber }, lock: { mode: 'pessimistic_write' } });
      if (!panel) throw notFound(`Panel ${pageNumber}`);
      if (!panel.imageKey) throw conflict(`Panel ${pageNumber} has no picture to edit yet: draw it first (POST /api/comics/${comic.id}/panels)`);
      const recorded = panel.imageId ? await manager.findOneBy(GeneratedImage, { id: panel.imageId }) : null;
      if (recorded) return { comic, panel, picture: recorded };
      const picture = manager.create(GeneratedImage, drawnPanelPicture(comic, panel, await this.panelCharacterIds(userId, comic, panel), made));
      await manager.save(GeneratedImage, picture);
      await manager.update(ComicPanel, { id: panel.id }, { imageId: picture.id });
      return { comic, panel: { ...panel, imageId: picture.id }, picture };
    });
  }

  /** The comic's characters the panel drew (by the names its layout places), else all of them. */
  private async panelCharacterIds(userId: string, comic: Comic, panel: ComicPanel): Promise<string[]> {
    const drawn = new Set((panel.layout?.characters ?? []).map((placed) => placed.name));
    const characters = await this.characters(userId, comic.characterIds);
    const appearing = characters.filter((character) => drawn.has(character.name));
    return (appearing.length ? appearing : characters).map((character) => character.id);
  }

  /**
   * Ends a generating comic: ready when at least one panel has an image, else failed with `error`; planned panels
   * left without an image or an error get `unfinishedReason`. Returns the status and the comic.ready or comic.failed
   * event recorded with it (when the owner's webhooks want it).
   */
  async finish(comicId: string, end: { error: string; unfinishedReason: string }): Promise<{ status: ComicStatus; events: WebhookEventRef[] }> {
    return this.dataSource.transaction(async (manager) => {
      await manager.update(ComicPanel, { comicId, imageKey: IsNull(), error: IsNull() }, { error: end.unfinishedReason.slice(0, 500) });
      const rendered = await manager.count(ComicPanel, { where: { comicId, imageKey: Not(IsNull()) } });
      const status: ComicStatus = rendered > 0 ? 'ready' : 'failed';
      await manager.update(Comic, { id: comicId }, { status, error: status === 'failed' ? end.error.slice(0, 500) : null });
      const comic = await manager.findOneBy(Comic, { id: comicId });
      if (!comic) return { status, events: [] };
      const failed = await manager.count(ComicPanel, { where: { comicId, imageKey: IsNull() } });
      return { status, events: await recordWebhookEvent(manager, comicFinishedEvent(comic, { drawn: rendered, failed })) };
    });
  }

  /** 409 while the comic's panels are being generated. */
  assertNotGenerating(comic: Comic): void {
    if (comic.status === 'generating') throw conflict(`Comic ${comic.id} is still generating: wait until its status is ready or failed`);
  }

  /**
   * Checks a new panel against its comic: not while generating (409); a dialogue speaker must be one of the comic's
   * characters and continue_from an earlier panel with an image (400). Returns the comic's characters, the speaker's
   * canonical name and the continuity panel.
   */
  async checkPanelRequest(
    userId: string,
    comicId: string,
    request: PanelRequest,
  ): Promise<{ comic: Comic; characters: Character[]; speaker: string | null; continueFrom: ComicPanel | null }> {
    const comic = await findOwned(this.dataSource.manager, Comic, comicId, userId, 'Comic');
    this.assertNotGenerating(comic);
    const characters = await this.characters(userId, comic.characterIds);
    const speaker = request.captionType === 'dialogue' && request.speaker ? canonicalName(request.speaker, characters, 'speaker') : null;
    const continueFrom = request.continueFrom === undefined ? null : await this.continuityPanel(comicId, request.continueFrom);
    return { comic, characters, speaker, continueFrom };
  }

  private async continuityPanel(comicId: string, pageNumber: number): Promise<ComicPanel> {
    const panel = await this.panels.findOneBy({ comicId, pageNumber });
    if (!panel?.imageKey) throw badRequest(`continue_from: the comic has no panel with an image at page ${pageNumber}`);
    return panel;
  }

  /** A page of the comic with its bubbles drawn (PNG); 404 when the panel has no image yet. */
  async compositedPage(userId: string, comicId: string, pageNumber: number): Promise<Buffer> {
    const comic = await findOwned(this.dataSource.manager, Comic, comicId, userId, 'Comic');
    const panel = await this.panel(comic.id, pageNumber);
    return compositePanel(await this.panelImage(panel), panel.bubbles, letteringLookOf(comic));
  }

  /**
   * The whole comic as a tagged PDF, one composited panel per page in page order (a figure with its description,
   * its lettering as text over the balloons), streamed: each panel's image is read when its page is drawn. 404 when
   * no panel has an image.
   */
  async pdf(userId: string, comicId: string): Promise<Readable> {
    const { comic, panels } = await this.drawn(userId, comicId);
    return comicPdf({ title: comic.title, summary: comic.storyPrompt, language: comic.language, pages: this.panelPages(comic, panels) });
  }

  private async *panelPages(comic: Comic, panels: ComicPanel[]): AsyncGenerator<PdfPage> {
    const words = describerFor(comic.language);
    for (const panel of panels) {
      const size = { width: panel.layout?.width ?? 1024, height: panel.layout?.height ?? 1024 };
      const composited = await compositePanel(await this.panelImage(panel), panel.bubbles, letteringLookOf(comic));
      yield { ...size, panels: [pdfPanel(composited, { x: 0, y: 0, ...size }, panel, panel.bubbles, words)] };
    }
  }
}

/** The character's own spelling of a name given by a client; 400 naming the field when it is not one of them. */
export function canonicalName(name: string, characters: Character[], field: string): string {
  const match = characters.find((character) => character.name.toLowerCase() === name.trim().toLowerCase());
  if (!match) throw badRequest(`${field}: "${name}" is not one of the comic's characters (${characters.map((character) => character.name).join(', ')})`);
  return match.name;
}

/** A panel as drawn, as the record of its picture: what made it (its scene prompt, the comic's image model) and its score. */
function drawnPanelPicture(comic: Comic, panel: ComicPanel, characterIds: string[], made: { model: string; seed: number }): Partial<GeneratedImage> {
  return {
    id: randomUUID(),
    userId: comic.userId,
    kind: 'comic_panel',
    comicId: comic.id,
    characterId: null,
    characterIds,
    brandKitId: null,
    prompt: panel.scenePrompt,
    artStyle: null,
    ...made,
    imageKey: panel.imageKey!,
    altText: panel.altText,
    scenePlan: null,
    consistencyScore: panel.consistencyScore ?? 0,
    characterScore: null,
    brandScore: null,
    characterScores: [],
    attempts: 1,
    passed: true,
    reasoning: 'The panel as drawn with its comic',
    issues: [],
    promptIssues: [],
    cacheKey: null,
    sourceImageId: null,
    editedFromImageId: null,
    editInstruction: null,
    poses: null,
  };
}
