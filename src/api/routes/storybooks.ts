import type { AppConfig } from '../../config/env';
import type { StorybookPage } from '../../entities/storybook';
import { makeStorybook } from '../../operations/storybook';
import { retryStorybook } from '../../operations/storybook-retry';
import type { StoredStorybook } from '../../services/storybooks';
import { storybookTitle } from '../../services/titles';
import { publicFileUrl } from '../../storage';
import { notFound } from '../../errors';
import type { ApiDeps } from '../context';
import { contentDisposition } from '../file-names';
import type { ApiRoutes } from '../routing';
import { ErrorSchema, IdParams, PAID_RUN_RESPONSES } from '../schemas/common';
import { z } from '../zod';
import { CreatedStorybookSchema, DeletedStorybookSchema, StorybookBody, StorybookListQuery, StorybookListSchema, StorybookPatchBody, StorybookResultSchema } from '../schemas/storybooks';

const pageCounts = (pages: StorybookPage[]) => ({
  total_pages: pages.length,
  generated: pages.filter((page) => page.status === 'generated').length,
  failed: pages.filter((page) => page.status === 'failed').length,
});

/** StorybookSummary: a book in the caller's list, titled by its first page. */
function storybookSummaryView({ book, pages }: StoredStorybook) {
  return {
    id: book.id,
    title: storybookTitle(pages[0]?.prompt),
    status: book.status,
    character_names: book.characterNames,
    ...pageCounts(pages),
    created_at: book.createdAt.toISOString(),
  };
}

/** StorybookResult: the stored book and its pages, as POST /api/storybook, GET and retry answer it. */
export function storybookView(config: Pick<AppConfig, 'publicBaseUrl'>, { book, pages }: StoredStorybook) {
  const url = (key: string | null) => (key ? publicFileUrl(config, key) : null);
  return {
    id: book.id,
    status: book.status,
    character_ids: book.characterIds,
    character_names: book.characterNames,
    language: book.language,
    ...pageCounts(pages),
    pages: pages.map((page) => ({
      page: page.pageNumber,
      prompt: page.prompt,
      image_url: url(page.imageKey),
      alt_text: page.altText,
      consistency_score: page.consistencyScore ?? 0,
      ...(page.status === 'failed' ? { error: page.error ?? 'generation failed', ...(page.errorStatus ? { error_status: page.errorStatus } : {}) } : {}),
    })),
    ...(book.exportPdf ? { pdf_url: url(book.pdfKey) } : {}),
  };
}

const ERRORS = {
  400: { description: 'Invalid parameters, or a character without reference images', schema: ErrorSchema },
  404: { description: 'Character (or storybook) not found', schema: ErrorSchema },
  409: { description: 'A character is a draft, the Idempotency-Key was used with another body, or the book is still generating', schema: ErrorSchema },
  ...PAID_RUN_RESPONSES,
};

export function storybookRoutes(routes: ApiRoutes, deps: ApiDeps): void {
  routes.add({
    method: 'post',
    path: '/api/storybook',
    operationId: 'createStorybook',
    idempotent: true,
    description: 'Generates a storybook: one scene per page in parallel, with an optional PDF. 1 credit per page; each failed page is refunded; Idempotency-Key honoured.',
    tag: 'Generation',
    summary: 'Generate a storybook: one scene per page, in parallel, with an optional PDF (1 credit per page, refunded per failed page)',
    body: StorybookBody,
    responses: { 200: { description: 'The stored storybook with every page; `warning` when its image model cannot read the page texts', schema: CreatedStorybookSchema }, ...ERRORS },
    handler: async (_ctx, { body, caller }) => {
      const { stored, warning } = await makeStorybook(deps, caller, {
        pages: body.pages,
        characterIds: body.character_ids ?? [body.character_id as string],
        artStyle: body.art_style,
        model: body.model,
        consistencyCheck: body.consistency_check,
        exportPdf: body.export_pdf,
        pdfPageSize: body.pdf_page_size,
        language: body.language,
      });
      return { body: { ...storybookView(deps.config, stored), ...(warning ? { warning } : {}) } };
    },
  });

  routes.add({
    method: 'get',
    path: '/api/storybooks',
    operationId: 'listStorybooks',
    description: 'The storybooks you made, newest first, with their status and page counts; pages with limit and offset or cursor (next_cursor of the page before). Read one with getStorybook.',
    tag: 'Generation',
    summary: 'Your storybooks, newest first',
    query: StorybookListQuery,
    responses: { 200: { description: 'One page of your storybooks and how many you have', schema: StorybookListSchema } },
    handler: async (_ctx, { user, query }) => {
      const { rows: books, total, nextCursor } = await deps.services.storybooks.list(user.id, query);
      return { body: { storybooks: books.map(storybookSummaryView), total, limit: query.limit, offset: query.offset, next_cursor: nextCursor } };
    },
  });

  // Registered before GET /api/storybooks/:id, which would otherwise take "<id>.pdf" as its id.
  routes.add({
    method: 'get',
    path: '/api/storybooks/:id.pdf',
    operationId: 'downloadStorybookPdf',
    description: "The storybook's PDF (made when it was asked for with export_pdf), as a download named after the book's first page. pdf_url serves the same file without a name.",
    tag: 'Generation',
    summary: "Download a storybook's PDF, named after the book",
    params: IdParams,
    responses: {
      200: { description: 'PDF', contentType: 'application/pdf', schema: z.string().openapi({ format: 'binary' }) },
      404: { description: 'Storybook not found, or it has no PDF', schema: ErrorSchema },
    },
    handler: async (_ctx, { params, user }) => {
      const { book, pages } = await deps.services.storybooks.get(user.id, params.id);
      const pdf = book.pdfKey ? await deps.storage.get(book.pdfKey) : undefined;
      if (!pdf) throw notFound('Storybook PDF');
      return {
        body: pdf,
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': contentDisposition('attachment', storybookTitle(pages[0]?.prompt), 'pdf', 'storybook'), 'Cache-Control': 'private, no-cache' },
      };
    },
  });

  routes.add({
    method: 'get',
    path: '/api/storybooks/:id',
    operationId: 'getStorybook',
    description: 'A storybook with each page\'s status, image and score, and the PDF when there is one.',
    tag: 'Generation',
    summary: 'A stored storybook with its pages',
    params: IdParams,
    responses: { 200: { description: 'The storybook', schema: StorybookResultSchema }, 404: { description: 'Storybook not found', schema: ErrorSchema } },
    handler: async (_ctx, { params, user }) => ({ body: storybookView(deps.config, await deps.services.storybooks.get(user.id, params.id)) }),
  });

  routes.add({
    method: 'delete',
    path: '/api/storybooks/:id',
    operationId: 'deleteStorybook',
    description: 'Deletes a storybook with its pages, their images and its PDF (their URLs then answer 404). 409 while a run is making it.',
    tag: 'Generation',
    summary: 'Delete a storybook and its files',
    params: IdParams,
    responses: {
      200: { description: 'Deleted', schema: DeletedStorybookSchema },
      404: { description: 'Storybook not found', schema: ErrorSchema },
      409: { description: 'The storybook is being generated', schema: ErrorSchema },
    },
    handler: async (_ctx, { params, user }) => {
      await deps.services.storybooks.delete(user.id, params.id, deps.storage);
      return { body: { deleted: true as const, id: params.id } };
    },
  });

  routes.add({
    method: 'patch',
    path: '/api/storybooks/:id',
    operationId: 'updateStorybook',
    description: "Changes the storybook's language (BCP 47); its PDF, when it has one, is assembled again with its text set and declared in that language. Free. 409 while a run is making it.",
    tag: 'Generation',
    summary: "Change a storybook's language; its PDF is made again in it (free)",
    params: IdParams,
    body: StorybookPatchBody,
    responses: {
      200: { description: 'The storybook', schema: StorybookResultSchema },
      400: { description: 'Not a BCP 47 language tag', schema: ErrorSchema },
      404: { description: 'Storybook not found', schema: ErrorSchema },
      409: { description: 'The storybook is being generated', schema: ErrorSchema },
    },
    handler: async (_ctx, { params, body, user }) => ({ body: storybookView(deps.config, await deps.services.storybooks.setLanguage(user.id, params.id, body.language, deps.storage)) }),
  });

  routes.add({
    method: 'post',
    path: '/api/storybooks/:id/retry',
    operationId: 'retryStorybookPages',
    description: 'Generates only the failed pages of a storybook again in a new run. 1 credit per failed page; pages that fail again are refunded.',
    tag: 'Generation',
    summary: "Regenerate only a storybook's failed pages in a new run (1 credit per failed page, refunded per page that fails again)",
    params: IdParams,
    responses: {
      200: { description: 'The updated storybook', schema: StorybookResultSchema },
      400: { description: 'No failed pages, or a character lost its reference images', schema: ErrorSchema },
      404: { description: 'Storybook (or one of its characters) not found', schema: ErrorSchema },
      409: { description: 'The storybook is still generating, or a character is a draft', schema: ErrorSchema },
      ...PAID_RUN_RESPONSES,
    },
    handler: async (_ctx, { params, caller }) => ({ body: storybookView(deps.config, await retryStorybook(deps, caller, params.id)) }),
  });
}
