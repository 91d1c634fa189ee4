import type { Readable } from 'node:stream';
import { In, Not, type DataSource } from 'typeorm';
import { zipStream } from '../documents/zip-stream';
import { ApiKey } from '../entities/api-key';
import { BrandKit } from '../entities/brand-kit';
import { Character } from '../entities/character';
import { Comic } from '../entities/comic';
import { ComicPanel } from '../entities/comic-panel';
import { CreditEntry } from '../entities/credit-entry';
import { GeneratedImage } from '../entities/generated-image';
import { MarketplaceListing } from '../entities/marketplace-listing';
import { MarketplaceSale } from '../entities/marketplace-sale';
import { ReferenceImage } from '../entities/reference-image';
import { Storybook, StorybookPage } from '../entities/storybook';
import { User } from '../entities/user';
import { WebhookEndpoint } from '../entities/webhook-endpoint';
import { AppError } from '../errors';
import type { BlobStorage } from '../storage';
import { ComicPageService } from './comic-pages';

/** Fields never exported: storage keys (the files are in the zip instead), hashes, secrets and internal links. */
const NOT_EXPORTED = new Set(['userId', 'passwordHash', 'keyHash', 'tokenHash', 'secret', 'previousSecret', 'cacheKey', 'stripeCustomerId', 'user', 'character', 'brandKit', 'storybook', 'references', 'assets', 'pages']);
const isStorageKeyField = (name: string) => /Key$/.test(name) && name !== 'keyPrefix';

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** A row as the export's JSON gives it: snake_case names, dates as ISO strings, without what NOT_EXPORTED names. */
function exported(row: object): Record<string, unknown> {
  const entries = Object.entries(row).filter(([name]) => !NOT_EXPORTED.has(name) && !isStorageKeyField(name));
  return Object.fromEntries(entries.map(([name, value]) => [snakeCase(name), value instanceof Date ? value.toISOString() : value]));
}

/** A folder name a person can read: the title in lower case, then the id's first 8 characters (names repeat). */
function folderName(title: string, id: string): string {
  const words = title.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40);
  return `${words || 'untitled'}-${id.slice(0, 8)}`;
}

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

function csvCell(value: Date | string | number | null): string {
  const text = value instanceof Date ? value.toISOString() : String(value ?? '');
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const README = `Your Likeness account, exported.

account.json        your account: email, plan, balance, dates
credits.csv         every credit added, charged, refunded, bought, earned or paid as a fee (one row each, oldest first)
api-keys.json       your API keys' names, prefixes and dates (the keys themselves are never stored, so never exported)
characters/         one folder per character: character.json (description, descriptor, status), source.png, references/
scenes/             your generated scenes (scenes.json with prompts and scores, one PNG each)
storybooks/         one folder per storybook: storybook.json, its pages as PNG, storybook.pdf when it was assembled
comics/             one folder per comic: comic.json with its panels, panels/ as drawn, comic.pdf, comic.cbz, comic.epub
brand-kits/         one folder per brand kit: brand-kit.json, logo.png, assets/
marketplace.json    your listings, your sales and your purchases
webhooks.json       your webhook endpoints (without their signing secrets)

JSON field names follow the API's (https://<this service>/openapi.json).
`;

/**
 * Everything an account holds, as one zip (the GDPR's right to data portability): rows as JSON and CSV (deflated),
 * files as they are stored, comics also in their PDF, CBZ and EPUB exports (stored: all of these are compressed
 * already). The zip is a stream: each file is copied from storage while it is read, each comic export while it is
 * made, one after another, so its memory does not grow with the account's files; a JSON or CSV entry is made whole
 * from its rows.
 */
export class AccountArchive {
  private readonly comicPages: ComicPageService;

  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: BlobStorage,
  ) {
    this.comicPages = new ComicPageService(dataSource, storage);
  }

  /** The zip, made as it is read; an error (a database or storage failure) ends the stream with it. */
  stream(userId: string): Readable {
    return zipStream(async (zip) => {
      const add: Add = (path, data) => zip.add(path, data, 'deflate');
      const file: File = async (path, key) => {
        const source = key ? await this.storage.read(key) : undefined;
        if (source) await zip.addStream(path, source);
      };
      await add('README.txt', Buffer.from(README));
      await this.account(userId, add);
      await this.characters(userId, add, file);
      await this.scenes(userId, add, file);
      await this.storybooks(userId, add, file);
      await this.comics(userId, add, file, (path, source) => zip.addStream(path, source));
      await this.brandKits(userId, add, file);
      await this.marketplace(userId, add);
      await add('webhooks.json', json((await this.dataSource.getRepository(WebhookEndpoint).find({ where: { userId }, order: { createdAt: 'ASC' } })).map(exported)));
    });
  }

  private async account(userId: string, add: Add): Promise<void> {
    const user = await this.dataSource.getRepository(User).findOneByOrFail({ id: userId });
    await add('account.json', json(exported(user)));
    const entries = await this.dataSource.getRepository(CreditEntry).find({ where: { userId, kind: Not('delivery') }, order: { createdAt: 'ASC', id: 'ASC' } });
    const rows = entries.map((entry) => [entry.createdAt, entry.kind, entry.amount, entry.balanceAfter, entry.description, entry.operationId].map(csvCell).join(','));
    await add('credits.csv', Buffer.from(['date,kind,amount,balance_after,description,operation', ...rows].join('\n') + '\n'));
    const keys = await this.dataSource.getRepository(ApiKey).find({ where: { userId }, order: { createdAt: 'ASC' } });
    await add('api-keys.json', json(keys.map(exported)));
  }

  private async characters(userId: string, add: Add, file: File): Promise<void> {
    const characters = await this.dataSource.getRepository(Character).find({ where: { userId }, order: { createdAt: 'ASC' } });
    const references = characters.length ? await this.dataSource.getRepository(ReferenceImage).find({ where: { characterId: In(characters.map((c) => c.id)) } }) : [];
    for (const character of characters) {
      const folder = `characters/${folderName(character.name, character.id)}`;
      const own = references.filter((reference) => reference.characterId === character.id);
      await add(`${folder}/character.json`, json({ ...exported(character), references: own.map(exported) }));
      await file(`${folder}/source.png`, character.sourceImageKey);
      for (const reference of own) await file(`${folder}/references/${reference.label}.png`, reference.imageKey);
    }
  }

  private async scenes(userId: string, add: Add, file: File): Promise<void> {
    const scenes = await this.dataSource.getRepository(GeneratedImage).find({ where: { userId, kind: Not('storybook_page') }, order: { createdAt: 'ASC', id: 'ASC' } });
    if (!scenes.length) return;
    await add('scenes/scenes.json', json(scenes.map((scene) => ({ ...exported(scene), file: `${scene.id}.png` }))));
    for (const scene of scenes) await file(`scenes/${scene.id}.png`, scene.imageKey);
  }

  private async storybooks(userId: string, add: Add, file: File): Promise<void> {
    const books = await this.dataSource.getRepository(Storybook).find({ where: { userId }, order: { createdAt: 'ASC' } });
    for (const book of books) {
      const pages = await this.dataSource.getRepository(StorybookPage).find({ where: { storybookId: book.id }, order: { pageNumber: 'ASC' } });
      const folder = `storybooks/${folderName(pages[0]?.prompt ?? 'storybook', book.id)}`;
      await add(`${folder}/storybook.json`, json({ ...exported(book), pages: pages.map(exported) }));
      for (const page of pages) await file(`${folder}/page-${String(page.pageNumber).padStart(2, '0')}.png`, page.imageKey);
      await file(`${folder}/storybook.pdf`, book.pdfKey);
    }
  }

  private async comics(userId: string, add: Add, file: File, made: Made): Promise<void> {
    const comics = await this.dataSource.getRepository(Comic).find({ where: { userId }, order: { createdAt: 'ASC' } });
    for (const comic of comics) {
      const panels = await this.dataSource.getRepository(ComicPanel).find({ where: { comicId: comic.id }, order: { pageNumber: 'ASC' } });
      const folder = `comics/${folderName(comic.title, comic.id)}`;
      await add(`${folder}/comic.json`, json({ ...exported(comic), panels: panels.map(exported) }));
      await file(`${folder}/setting.png`, comic.settingAnchorKey);
      for (const panel of panels) await file(`${folder}/panels/panel-${String(panel.pageNumber).padStart(2, '0')}.png`, panel.imageKey);
      if (!panels.some((panel) => panel.imageKey)) continue;
      const books = await withoutNotFound(() => this.comicPages.books(userId, comic.id));
      if (!books) continue;
      await made(`${folder}/comic.pdf`, books.pdf);
      await made(`${folder}/comic.cbz`, books.cbz);
      await made(`${folder}/comic.epub`, books.epub);
    }
  }

  private async brandKits(userId: string, add: Add, file: File): Promise<void> {
    const kits = await this.dataSource.getRepository(BrandKit).find({ where: { userId }, relations: { assets: true }, order: { createdAt: 'ASC' } });
    for (const kit of kits) {
      const folder = `brand-kits/${folderName(kit.name, kit.id)}`;
      await add(`${folder}/brand-kit.json`, json({ ...exported(kit), assets: (kit.assets ?? []).map(exported) }));
      await file(`${folder}/logo.png`, kit.logoKey);
      for (const asset of kit.assets ?? []) await file(`${folder}/assets/${asset.kind}-${folderName(asset.label, asset.id)}.png`, asset.imageKey);
    }
  }

  private async marketplace(userId: string, add: Add): Promise<void> {
    const [listings, sales, purchases] = await Promise.all([
      this.dataSource.getRepository(MarketplaceListing).find({ where: { sellerId: userId }, order: { createdAt: 'ASC' } }),
      this.dataSource.getRepository(MarketplaceSale).find({ where: { sellerId: userId }, order: { createdAt: 'ASC' } }),
      this.dataSource.getRepository(MarketplaceSale).find({ where: { buyerId: userId }, order: { createdAt: 'ASC' } }),
    ]);
    const withoutOtherParty = (sale: MarketplaceSale, drop: 'buyerId' | 'sellerId') => exported(Object.fromEntries(Object.entries(sale).filter(([name]) => name !== drop)));
    await add('marketplace.json', json({ listings: listings.map(exported), sales: sales.map((sale) => withoutOtherParty(sale, 'buyerId')), purchases: purchases.map((sale) => withoutOtherParty(sale, 'sellerId')) }));
  }
}

/** An entry made in memory (JSON, CSV). */
type Add = (path: string, data: Buffer) => Promise<void>;
/** A stored file copied in as it is read; nothing when there is no key or no file. */
type File = (path: string, key: string | null) => Promise<void>;
/** An export streamed in as it is made. */
type Made = (path: string, source: Readable) => Promise<void>;

/** A comic's exports, or nothing when the comic has no page to lay out (404). */
async function withoutNotFound<T>(make: () => Promise<T>): Promise<T | undefined> {
  try {
    return await make();
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return undefined;
    throw error;
  }
}
