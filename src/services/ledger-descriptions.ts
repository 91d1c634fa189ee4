import { In, type DataSource } from 'typeorm';
import { Comic } from '../entities/comic';
import { CreditEntry } from '../entities/credit-entry';
import { GeneratedImage } from '../entities/generated-image';
import { Storybook, StorybookPage } from '../entities/storybook';
import { shortTitle, storybookTitle } from './titles';

/**
 * Ledger rows keep the descriptions the runs wrote, with ids (`comic 3c75…: 3 panel(s)`); people read them as words.
 * This reads each row's subject (the comic, storybook or scene its operation paid for) and names it by its title or
 * prompt, leaving the stored rows as they are. Rows that name no subject read as stored.
 */

type SubjectKind = 'storybook' | 'comic' | 'scene' | 'multi' | 'vary';

interface Subject {
  kind: SubjectKind;
  id: string;
}

/** A charge's stored description: `<kind> <uuid>` then optional details (`: 3 page(s)`, ` panel 2`). */
const CHARGE = /^(storybook|comic|scene|multi|vary) ([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):? ?(.*)$/;

const SUBJECT_WORDS: Record<SubjectKind, string> = {
  storybook: 'Storybook',
  comic: 'Comic',
  scene: 'Scene',
  multi: 'Scene with several characters',
  vary: 'Variations of the scene',
};

function parseCharge(description: string | null): { subject: Subject; details: string } | undefined {
  const match = description ? CHARGE.exec(description) : null;
  return match ? { subject: { kind: match[1] as SubjectKind, id: match[2] }, details: match[3] } : undefined;
}

/** `3 page(s)` as `3 pages`, `1 panel(s)` as `1 panel`. */
function plurals(text: string): string {
  return text.replace(/(\d+) (\w+)\(s\)/g, (_, count: string, noun: string) => `${count} ${noun}${count === '1' ? '' : 's'}`);
}

/** The titles (comics, storybooks) and prompts (scenes) of the subjects the user owns. */
async function subjectNames(dataSource: DataSource, userId: string, subjects: Subject[]): Promise<Map<string, string>> {
  const ids = (kinds: SubjectKind[]) => [...new Set(subjects.filter((subject) => kinds.includes(subject.kind)).map((subject) => subject.id))];
  const [comicIds, bookIds, imageIds] = [ids(['comic']), ids(['storybook']), ids(['scene', 'multi', 'vary'])];
  const [comics, firstPages, images] = await Promise.all([
    comicIds.length ? dataSource.getRepository(Comic).find({ select: { id: true, title: true }, where: { id: In(comicIds), userId } }) : [],
    bookIds.length
      ? dataSource
          .getRepository(StorybookPage)
          .createQueryBuilder('page')
          .innerJoin(Storybook, 'book', 'book.id = page.storybookId')
          .where('page.storybookId IN (:...bookIds) AND page.pageNumber = 1 AND book.userId = :userId', { bookIds, userId })
          .getMany()
      : [],
    imageIds.length ? dataSource.getRepository(GeneratedImage).find({ select: { id: true, prompt: true }, where: { id: In(imageIds), userId } }) : [],
  ]);
  return new Map([
    ...comics.map((comic): [string, string] => [comic.id, shortTitle(comic.title)]),
    ...firstPages.map((page): [string, string] => [page.storybookId, storybookTitle(page.prompt)]),
    ...images.map((image): [string, string] => [image.id, shortTitle(image.prompt)]),
  ]);
}

/**
 * Each entry's description in words, by entry id: a charge names what it paid for, a refund names what its charge
 * paid for and keeps its own reason (a refund's `comic panel 2 failed` reads `Comic “The Windy Hill”: panel 2 failed`).
 */
export async function describeEntries(dataSource: DataSource, userId: string, entries: CreditEntry[]): Promise<Map<string, string | null>> {
  const refunds = entries.filter((entry) => entry.kind === 'refund');
  const charges = refunds.length
    ? await dataSource.getRepository(CreditEntry).find({ where: { userId, kind: 'charge', operationId: In([...new Set(refunds.map((entry) => entry.operationId))]) } })
    : [];
  const chargeOf = new Map(charges.map((charge) => [charge.operationId, parseCharge(charge.description)]));
  // A refund's subject is its charge's; a charge names its own.
  const parsed = new Map(entries.map((entry) => [entry.id, entry.kind === 'refund' ? chargeOf.get(entry.operationId) : parseCharge(entry.description)]));
  const names = await subjectNames(dataSource, userId, [...parsed.values()].flatMap((charge) => charge?.subject ?? []));

  const words = new Map<string, string | null>();
  for (const entry of entries) {
    const charge = parsed.get(entry.id);
    if (!charge) {
      words.set(entry.id, entry.description);
      continue;
    }
    const name = names.get(charge.subject.id);
    const what = `${SUBJECT_WORDS[charge.subject.kind]} ${name ? `“${name}”` : '(since deleted)'}`;
    const details = entry.kind === 'refund' ? (entry.description ?? 'refunded').replace(/^(storybook|comic) /, '') : plurals(charge.details);
    words.set(entry.id, details ? `${what}: ${details}` : what);
  }
  return words;
}
