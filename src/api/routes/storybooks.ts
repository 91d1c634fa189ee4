import { COSTS } from '../../config/pricing';
import { canonicalJson } from '../../services/canonical-hash';
import { checkModelName } from '../../services/scene-requests';
import { Storybooks, storybookRunInput, type StoredStorybook } from '../../services/storybooks';
import { publicFileUrl } from '../../storage';
import { workflowIds } from '../../temporal/contracts/names';
import { generateStorybook, type StorybookBook } from '../../workflows/storybook';
import type { AppConfig } from '../../config/env';
import type { ApiDeps } from '../context';
import { claimPaidOperation } from '../operations';
import type { ApiRoutes } from '../routing';
import { ErrorSchema, IdParams } from '../schemas/common';
import { StorybookBody, StorybookResultSchema } from '../schemas/storybooks';
import { executeWorkflow, startOptions, type WorkflowLabels } from '../workflows';

export function storybookService(deps: Pick<ApiDeps, 'dataSource' | 'services'>): Storybooks {
  return new Storybooks(deps.dataSource, deps.services.sceneRequests, deps.services.ledger);
}

/** StorybookResult: the stored book and its pages, as POST /api/storybook, GET and retry answer it. */
export function storybookView(config: Pick<AppConfig, 'publicBaseUrl'>, { book, pages }: StoredStorybook) {
  const url = (key: string | null) => (key ? publicFileUrl(config, key) : null);
  return {
    id: book.id,
    status: book.status,
    character_ids: book.characterIds,
    character_names: book.characterNames,
    total_pages: pages.length,
    generated: pages.filter((page) => page.status === 'generated').length,
    failed: pages.filter((page) => page.status === 'failed').length,
    pages: pages.map((page) => ({
      page: page.pageNumber,
      prompt: page.prompt,
      image_url: url(page.imageKey),
      consistency_score: page.consistencyScore ?? 0,
      ...(page.status === 'failed' ? { error: page.error ?? 'generation failed' } : {}),
    })),
    ...(book.exportPdf ? { pdf_url: url(book.pdfKey) } : {}),
  };
}

function labelsFor(userId: string, book: Pick<StorybookBook, 'characters'>, summary: string): WorkflowLabels {
  const characterId = book.characters.length === 1 ? book.characters[0].id : undefined;
  return { userId, kind: 'storybook', characterId, summary };
}

/**
 * Regenerates a book's failed pages in a new workflow run (1 credit per page) and returns the updated
 * book. The one code path of POST /api/storybooks/{id}/retry and `likeness storybooks replay-failed`.
 */
export async function retryStorybook(deps: ApiDeps, userId: string, storybookId: string, requestId: string): Promise<StoredStorybook> {
  const storybooks = storybookService(deps);
  const { workflowId, input } = await storybooks.planRetry(userId, storybookId, deps.config.storybookConcurrency);
  const summary = `storybook ${storybookId} retry ${input.retryAttempt}: ${input.pages.length} failed page(s)`;
  await executeWorkflow(deps, generateStorybook, startOptions<typeof generateStorybook>(workflowId, [input], labelsFor(userId, input.book, summary), requestId));
  return storybooks.get(userId, storybookId);
}

const ERRORS = {
  400: { description: 'Invalid parameters, or a character without reference images', schema: ErrorSchema },
  402: { description: 'Not enough credits (body carries credits and required)', schema: ErrorSchema },
  404: { description: 'Character (or storybook) not found', schema: ErrorSchema },
  409: { description: 'A character is a draft, the Idempotency-Key was used with another body, or the book is still generating', schema: ErrorSchema },
};

export function storybookRoutes(routes: ApiRoutes, deps: ApiDeps): void {
  const storybooks = storybookService(deps);

  routes.add({
    method: 'post',
    path: '/api/storybook',
    tag: 'Generation',
    summary: 'Generate a storybook: one scene per page, in parallel, with an optional PDF (1 credit per page, refunded per failed page)',
    body: StorybookBody,
    responses: { 200: { description: 'The stored storybook with every page', schema: StorybookResultSchema }, ...ERRORS },
    handler: async (ctx, { body, user }) => {
      const model = checkModelName(body.model, deps.imageModels);
      const characters = await storybooks.characters(user.id, body.character_ids ?? [body.character_id as string]);
      const cost = body.pages.length * COSTS.storybookPage;
      const { operationId: storybookId } = await claimPaidOperation(ctx, deps, user, cost, canonicalJson(body), workflowIds.storybook);
      const workflowId = workflowIds.storybook(storybookId);
      const book: StorybookBook = {
        characters,
        artStyle: body.art_style,
        model,
        consistencyCheck: body.consistency_check,
        exportPdf: body.export_pdf,
        pdfPageSize: body.pdf_page_size,
      };
      const jobs = body.pages.map((prompt, index) => ({ page: index + 1, prompt }));
      const input = storybookRunInput(storybookId, user.id, book, jobs, { workflowId, concurrency: deps.config.storybookConcurrency });
      const summary = `storybook ${storybookId}: ${jobs.length} page(s), ${characters.map((character) => character.name).join(', ')}`;
      await executeWorkflow(deps, generateStorybook, startOptions<typeof generateStorybook>(workflowId, [input], labelsFor(user.id, book, summary), ctx.state.requestId));
      return { body: storybookView(deps.config, await storybooks.get(user.id, storybookId)) };
    },
  });

  routes.add({
    method: 'get',
    path: '/api/storybooks/:id',
    tag: 'Generation',
    summary: 'A stored storybook with its pages',
    params: IdParams,
    responses: { 200: { description: 'The storybook', schema: StorybookResultSchema }, 404: { description: 'Storybook not found', schema: ErrorSchema } },
    handler: async (_ctx, { params, user }) => ({ body: storybookView(deps.config, await storybooks.get(user.id, params.id)) }),
  });

  routes.add({
    method: 'post',
    path: '/api/storybooks/:id/retry',
    tag: 'Generation',
    summary: "Regenerate only a storybook's failed pages in a new run (1 credit per failed page, refunded per page that fails again)",
    params: IdParams,
    responses: {
      200: { description: 'The updated storybook', schema: StorybookResultSchema },
      400: { description: 'No failed pages, or a character lost its reference images', schema: ErrorSchema },
      402: ERRORS[402],
      404: { description: 'Storybook (or one of its characters) not found', schema: ErrorSchema },
      409: { description: 'The storybook is still generating, or a character is a draft', schema: ErrorSchema },
    },
    handler: async (ctx, { params, user }) => ({
      body: storybookView(deps.config, await retryStorybook(deps, user.id, params.id, ctx.state.requestId)),
    }),
  });
}
