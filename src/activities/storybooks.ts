import type { EntityManager } from 'typeorm';
import { renderStorybookPdf } from '../documents/storybook-pdf';
import { Storybook, StorybookPage, type PdfPageSize, type StorybookStatus } from '../entities/storybook';
import type { ChargedUnit, CreditLedger } from '../services/credit-ledger';
import { Storybooks } from '../services/storybooks';
import { storybookTitle } from '../services/titles';
import type { WebhookEventRef } from '../temporal/contracts/webhooks';
import { newStorageKey } from '../storage';
import type { ActivityDeps } from './deps';
import type { ImageRecord } from '../temporal/contracts/payloads';
import { insertGeneratedImage } from './generation';
import { loadStoredFile } from './stored-files';

export interface OpenStorybookRunInput {
  storybookId: string;
  userId: string;
  characterIds: string[];
  characterNames: string[];
  artStyle: string | null;
  model: string;
  consistencyCheck: boolean;
  exportPdf: boolean;
  pdfPageSize: PdfPageSize;
  /** The pages this run generates. */
  pages: Array<{ page: number; prompt: string }>;
  /** 0 on the first run. */
  retryAttempt: number;
}

/** A page delivered: its image's row and the charged unit it delivers. */
export interface DeliveredPage {
  storybookId: string;
  page: number;
  image: ImageRecord;
  delivery: ChargedUnit;
}

export interface FailedPage {
  storybookId: string;
  page: number;
  error: string;
  /** 422 when a provider refused the page's request, 502 when the model failed (absent in histories before it). */
  errorStatus?: number;
  attempts: number;
}

async function insertBook(manager: EntityManager, input: OpenStorybookRunInput): Promise<void> {
  await manager
    .createQueryBuilder()
    .insert()
    .into(Storybook)
    .values({
      id: input.storybookId,
      userId: input.userId,
      characterIds: input.characterIds,
      characterNames: input.characterNames,
      artStyle: input.artStyle,
      model: input.model,
      consistencyCheck: input.consistencyCheck,
      exportPdf: input.exportPdf,
      pdfPageSize: input.pdfPageSize,
      pdfKey: null,
      status: 'generating',
      retryCount: input.retryAttempt,
    })
    .orIgnore()
    .execute();
  await manager
    .createQueryBuilder()
    .insert()
    .into(StorybookPage)
    .values(input.pages.map((job) => ({ storybookId: input.storybookId, pageNumber: job.page, prompt: job.prompt, status: 'pending' as const })))
    .orIgnore()
    .execute();
}

export function createStorybookActivities(deps: ActivityDeps, ledger: CreditLedger) {
  const storybooks = new Storybooks(deps.dataSource);
  const pages = () => deps.dataSource.getRepository(StorybookPage);
  return {
    /**
     * One record: the book and its pages on the first run (idempotent), marked generating; a retry run
     * also counts its attempt and puts the pages it regenerates back to pending.
     */
    async openStorybookRun(input: OpenStorybookRunInput): Promise<void> {
      await deps.dataSource.transaction(async (manager) => {
        await insertBook(manager, input);
        await manager.query(`UPDATE storybooks SET status = 'generating', retry_count = GREATEST(retry_count, $2), updated_at = now() WHERE id = $1`, [
          input.storybookId,
          input.retryAttempt,
        ]);
        await manager.query(
          `UPDATE storybook_pages SET status = 'pending', error = NULL, error_status = NULL, updated_at = now()
           WHERE storybook_id = $1 AND page_number = ANY($2::int[]) AND status = 'failed'`,
          [input.storybookId, input.pages.map((job) => job.page)],
        );
      });
    },

    /** One record: a retry attempt that could not start (its owner could not pay) still counts. */
    async countStorybookRetry(input: { storybookId: string; retryAttempt: number }): Promise<void> {
      await deps.dataSource.query('UPDATE storybooks SET retry_count = GREATEST(retry_count, $2) WHERE id = $1', [input.storybookId, input.retryAttempt]);
    },

    /** One record: a delivered page, its image and its unit's delivery, in one transaction (a retry writes nothing more). */
    async recordStorybookPage(input: DeliveredPage): Promise<void> {
      const { image } = input;
      await ledger.deliver(input.delivery, `storybook ${input.storybookId} page ${input.page}`, async (manager) => {
        await insertGeneratedImage(manager, image);
        await manager.update(
          StorybookPage,
          { storybookId: input.storybookId, pageNumber: input.page },
          { status: 'generated', imageId: image.id, imageKey: image.imageKey, altText: image.altText, consistencyScore: image.consistencyScore, attempts: image.attempts, error: null, errorStatus: null },
        );
      });
    },

    /** One record: a page that got no image, with why. */
    async recordStorybookPageFailure(input: FailedPage): Promise<void> {
      await pages().update(
        { storybookId: input.storybookId, pageNumber: input.page },
        { status: 'failed', imageId: null, imageKey: null, altText: null, consistencyScore: null, attempts: input.attempts, error: input.error.slice(0, 500), errorStatus: input.errorStatus ?? null },
      );
    },

    /**
     * Assembles the book's generated pages, in order, into a PDF in storage; null when no page has an image. The PDF
     * is streamed into storage, each page's image read when its page is drawn.
     */
    async assembleStorybookPdf(input: { storybookId: string }): Promise<string | null> {
      const book = await deps.dataSource.getRepository(Storybook).findOneByOrFail({ id: input.storybookId });
      const generated = await pages().find({ where: { storybookId: book.id, status: 'generated' }, order: { pageNumber: 'ASC' } });
      if (generated.length === 0) return null;
      async function* documentPages() {
        for (const page of generated) yield { png: await loadStoredFile(deps.storage, page.imageKey as string), text: page.prompt, altText: page.altText ?? page.prompt };
      }
      const key = newStorageKey('storybooks', 'application/pdf');
      await deps.storage.putStream(key, renderStorybookPdf(documentPages(), book.pdfPageSize, `Storybook: ${storybookTitle(generated[0].prompt)}`), 'application/pdf');
      return key;
    },

    /**
     * One record: the book's final status from its pages (and its new PDF); pages this run left pending (a cancel,
     * a failed run) become failed with `unfinishedReason`, so a retry can pick them up. Returns the status and the
     * event recorded with it.
     */
    async finishStorybookRun(input: { storybookId: string; pdfKey: string | null; unfinishedReason: string }): Promise<{ status: StorybookStatus; events: WebhookEventRef[] }> {
      return storybooks.finishRun(input.storybookId, input);
    },
  };
}
