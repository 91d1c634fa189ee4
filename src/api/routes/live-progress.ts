import { once } from 'node:events';
import { parseCursor, progressStream, seenToTheEnd, type ProgressView } from '../live-progress';
import type { AppContext, ApiDeps } from '../context';
import type { ApiRoutes, RouteResult } from '../routing';
import { ErrorSchema, IdParams } from '../schemas/common';
import { z } from '../zod';
import { comicWithPages } from './comics';
import { storybookView } from './storybooks';

const EVENT_STREAM = 'text/event-stream';

function eventStreamSchema(item: string, example: string) {
  return z.string().openapi({
    description: `Server-Sent Events: \`${item}\` (one ${item} as GET shows it, each time one is planned, drawn or fails), \`status\` (the status changed), and \`done\` (the whole resource as GET answers it) when the run ends, after which the stream closes. Comments (\`: keep-alive\`) every 15 s. Every event has an id: send the last one back as Last-Event-ID to resume without missing anything.`,
    example,
  });
}

async function comicProgress(deps: ApiDeps, userId: string, comicId: string): Promise<ProgressView> {
  const { comic, pages } = await deps.services.comics.get(userId, comicId);
  const whole = comicWithPages(deps, comic, pages);
  return {
    status: comic.status,
    final: comic.status !== 'generating',
    head: whole.comic,
    items: whole.pages.map((panel) => ({ key: panel.page_number, state: panel.image_url ? 'drawn' : panel.error ? 'failed' : 'planned', body: panel })),
    whole,
  };
}

async function storybookProgress(deps: ApiDeps, userId: string, storybookId: string): Promise<ProgressView> {
  const whole = storybookView(deps.config, await deps.services.storybooks.get(userId, storybookId));
  const { pages, ...head } = whole;
  return {
    status: whole.status,
    final: whole.status !== 'generating',
    head,
    items: pages.map((page) => ({ key: page.page, state: page.image_url ? 'generated' : 'error' in page ? 'failed' : 'pending', body: page })),
    whole,
  };
}

/** The stream of a run the caller owns (the first read answers 404 otherwise); 204 when the client has seen its end. */
async function stream(ctx: AppContext, deps: ApiDeps, read: () => Promise<ProgressView>, itemEvent: string): Promise<RouteResult> {
  const first = await read();
  const cursor = parseCursor(ctx.get('Last-Event-ID') || undefined);
  if (seenToTheEnd(first, cursor)) return { status: 204, body: null };
  const events = progressStream({ first, read, cursor, itemEvent, settings: deps.config.liveProgress, draining: deps.draining, closed: once(ctx.res, 'close').then(() => undefined) });
  // The stream answers by itself: a client that leaves ends it normally, where Koa would report a premature close.
  ctx.respond = false;
  ctx.res.writeHead(200, { 'Content-Type': `${EVENT_STREAM}; charset=utf-8`, 'Cache-Control': 'no-cache, no-transform', 'X-Accel-Buffering': 'no' });
  events.pipe(ctx.res);
  return { body: undefined };
}

const RESPONSES = (what: string, item: string, example: string) => ({
  200: { description: `The ${what}'s progress as it happens`, contentType: EVENT_STREAM, schema: eventStreamSchema(item, example) },
  204: { description: `The ${what} has ended and Last-Event-ID shows its end was seen: do not reconnect` },
  404: { description: `No such ${what} of yours`, schema: ErrorSchema },
});

/** Live progress of comics and storybooks as Server-Sent Events, alongside polling their GET. */
export function liveProgressRoutes(routes: ApiRoutes, deps: ApiDeps): void {
  routes.add({
    method: 'get',
    path: '/api/comics/:id/events',
    operationId: 'streamComicEvents',
    description: 'Follows a comic while it generates, as Server-Sent Events: each panel as it is planned, drawn or fails, status changes, then done. The console reader uses it; polling getComic keeps working.',
    tag: 'Comics',
    summary: "A comic's progress as Server-Sent Events",
    params: IdParams,
    responses: RESPONSES('comic', 'panel', 'id: 3.generating.pd\nevent: panel\ndata: {"page_number":2,"image_url":"https://likeness.example/files/panels/3f2c1b9e.png"}\n\n'),
    handler: (ctx, { params, user }) => stream(ctx, deps, () => comicProgress(deps, user.id, params.id), 'panel'),
  });

  routes.add({
    method: 'get',
    path: '/api/storybooks/:id/events',
    operationId: 'streamStorybookEvents',
    description: 'Follows a storybook run as Server-Sent Events: each page as it is generated or fails, status changes, then done with the whole book.',
    tag: 'Generation',
    summary: "A storybook's progress as Server-Sent Events",
    params: IdParams,
    responses: RESPONSES('storybook', 'page', 'id: 2.generating.gp\nevent: page\ndata: {"page":1,"image_url":"https://likeness.example/files/scenes/3f2c1b9e.png"}\n\n'),
    handler: (ctx, { params, user }) => stream(ctx, deps, () => storybookProgress(deps, user.id, params.id), 'page'),
  });
}
