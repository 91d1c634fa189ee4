import { PAGE } from '../../comics/layout';
import { WEBTOON } from '../../comics/webtoon';
import type { ApiDeps } from '../context';
import { contentDisposition } from '../file-names';
import type { ApiRoutes } from '../routing';
import { ErrorSchema, IdParams } from '../schemas/common';
import { ComicPanelSchema } from '../schemas/comics';
import { DirectionQuery, LayoutPageParams, LayoutSchema, LetteringBody, PanelSlotParams, WebtoonSchema, WebtoonSliceParams } from '../schemas/comic-pages';
import { z } from '../zod';
import { panelView } from './comics';

const binary = (description: string, contentType: string) => ({ description, contentType, schema: z.string().openapi({ format: 'binary' }) });
const NOT_FOUND = { description: 'Comic not found, or no panel has an image yet', schema: ErrorSchema };
const BAD_DIRECTION = { description: 'direction=rtl for a comic that is neither manga_bw nor in a right-to-left language', schema: ErrorSchema };
const PRIVATE = { 'Cache-Control': 'private, no-cache' };

/**
 * What a reader takes away from a comic: laid-out pages, the webtoon strip, CBZ and EPUB books, and lettering
 * edits. All free; another user's comic is a 404 like a missing one. Registered before the comic routes, whose
 * GET /api/comics/{id} would otherwise take "<id>.cbz" as an id.
 */
export function comicPageRoutes(routes: ApiRoutes, deps: ApiDeps): void {
  const pages = deps.services.comicPages;
  const base = (id: string) => `${deps.config.publicBaseUrl}/api/comics/${id}`;
  /** A download named after the comic's title. */
  const named = async (userId: string, id: string, extension: string) => contentDisposition('attachment', await deps.services.comics.title(userId, id), extension, 'comic');

  routes.add({
    method: 'get',
    path: '/api/comics/:id.cbz',
    operationId: 'downloadComicCbz',
    description: 'The comic as a CBZ archive for comic readers: laid-out pages in order and ComicInfo.xml. Free.',
    tag: 'Comics',
    summary: 'The comic as a CBZ: laid-out pages in order plus ComicInfo.xml (free)',
    params: IdParams,
    query: DirectionQuery,
    responses: { 200: binary('CBZ (zip)', 'application/vnd.comicbook+zip'), 400: BAD_DIRECTION, 404: NOT_FOUND },
    handler: async (_ctx, { params, query, user }) => ({
      body: await pages.cbz(user.id, params.id, query.direction),
      headers: { 'Content-Type': 'application/vnd.comicbook+zip', 'Content-Disposition': await named(user.id, params.id, 'cbz'), ...PRIVATE },
    }),
  });

  routes.add({
    method: 'get',
    path: '/api/comics/:id.epub',
    operationId: 'downloadComicEpub',
    description: 'The comic as a fixed-layout EPUB 3 book with one laid-out page per spread slot. Free.',
    tag: 'Comics',
    summary: 'The comic as a fixed-layout EPUB 3 book, one laid-out page per spread slot (free)',
    params: IdParams,
    query: DirectionQuery,
    responses: { 200: binary('EPUB', 'application/epub+zip'), 400: BAD_DIRECTION, 404: NOT_FOUND },
    handler: async (_ctx, { params, query, user }) => ({
      body: await pages.epub(user.id, params.id, query.direction),
      headers: { 'Content-Type': 'application/epub+zip', 'Content-Disposition': await named(user.id, params.id, 'epub'), ...PRIVATE },
    }),
  });

  routes.add({
    method: 'get',
    path: '/api/comics/:id/layout',
    operationId: 'getComicLayout',
    description: 'How the comic\'s panels sit on printed pages (two to six a page), with the URL of each page\'s PNG. Free.',
    tag: 'Comics',
    summary: 'How the panels are laid out on printed pages (2-6 panels a page), with each page as PNG (free)',
    params: IdParams,
    query: DirectionQuery,
    responses: { 200: { description: 'The laid-out pages', schema: LayoutSchema }, 400: BAD_DIRECTION, 404: NOT_FOUND },
    handler: async (_ctx, { params, query, user }) => {
      const layout = await pages.layout(user.id, params.id, query.direction);
      const suffix = layout.direction === 'rtl' ? '?direction=rtl' : '';
      return {
        body: {
          comic_id: params.id,
          direction: layout.direction,
          page_width: PAGE.width,
          page_height: PAGE.height,
          pages: layout.pages.map((page, index) => ({
            page: index + 1,
            template: page.template,
            url: `${base(params.id)}/layout/${index + 1}.png${suffix}`,
            panels: page.frames.map(({ pageNumber, ...frame }) => ({ page_number: pageNumber, ...frame })),
          })),
        },
      };
    },
  });

  routes.add({
    method: 'get',
    path: '/api/comics/:id/layout/:page.png',
    operationId: 'getComicLayoutPage',
    description: 'One printed page of the comic as PNG: its panels, lettering, gutters and borders. Free.',
    tag: 'Comics',
    summary: 'One laid-out printed page: its panels with their lettering, gutters and borders (free)',
    params: LayoutPageParams,
    query: DirectionQuery,
    responses: { 200: binary('PNG', 'image/png'), 400: BAD_DIRECTION, 404: { description: 'Comic or page not found', schema: ErrorSchema } },
    handler: async (_ctx, { params, query, user }) => ({
      body: await pages.layoutPage(user.id, params.id, params.page, query.direction),
      headers: { 'Content-Type': 'image/png', ...PRIVATE },
    }),
  });

  routes.add({
    method: 'get',
    path: '/api/comics/:id/webtoon',
    operationId: 'getComicWebtoon',
    description: 'The comic as a vertical webtoon strip 800 px wide, listed as slices of at most 1280 px, each with the panels it shows and their text alternatives. Free.',
    tag: 'Comics',
    summary: `The comic as a vertical webtoon strip ${WEBTOON.width} px wide, in slices of at most ${WEBTOON.maxSliceHeight} px (free)`,
    params: IdParams,
    responses: { 200: { description: 'The strip and its slices', schema: WebtoonSchema }, 404: NOT_FOUND },
    handler: async (_ctx, { params, user }) => {
      const { language, slices } = await pages.webtoonSlices(user.id, params.id);
      const last = slices[slices.length - 1];
      return {
        body: {
          comic_id: params.id,
          lang: language,
          width: WEBTOON.width,
          height: last.top + last.height,
          slices: slices.map((slice, index) => ({
            slice: index + 1,
            url: `${base(params.id)}/webtoon/${index + 1}.png`,
            top: slice.top,
            height: slice.height,
            alt_text: slice.altText,
            panels: slice.panels.map((panel) => ({ page_number: panel.pageNumber, continued: panel.continued })),
          })),
        },
      };
    },
  });

  routes.add({
    method: 'get',
    path: '/api/comics/:id/webtoon/:slice.png',
    operationId: 'getComicWebtoonSlice',
    description: 'One slice of the comic\'s webtoon strip as PNG. Free.',
    tag: 'Comics',
    summary: 'One slice of the webtoon strip (PNG, free)',
    params: WebtoonSliceParams,
    responses: { 200: binary('PNG', 'image/png'), 404: { description: 'Comic or slice not found', schema: ErrorSchema } },
    handler: async (_ctx, { params, user }) => ({
      body: await pages.webtoonSlice(user.id, params.id, params.slice),
      headers: { 'Content-Type': 'image/png', ...PRIVATE },
    }),
  });

  routes.add({
    method: 'patch',
    path: '/api/comics/:id/panels/:page_number',
    operationId: 'updateComicPanelLettering',
    description:
      "Changes a panel's lettering (caption, caption type, speaker, bubble anchors) without drawing the panel again; its alt_text follows, unless you set your own with alt_text (null goes back to the made one). Free.",
    tag: 'Comics',
    summary: "Edit a panel's lettering (caption, caption type, speaker, bubble anchors) without rendering it again (free)",
    params: PanelSlotParams,
    body: LetteringBody,
    responses: {
      200: { description: 'The panel with its bubbles placed again', schema: ComicPanelSchema },
      400: { description: 'Invalid fields, speaker not in the comic, anchors not one per bubble', schema: ErrorSchema },
      404: { description: 'Comic or panel not found', schema: ErrorSchema },
      409: { description: 'The comic is still generating', schema: ErrorSchema },
    },
    handler: async (_ctx, { params, body, user }) => {
      const panel = await pages.updateLettering(user.id, params.id, params.page_number, {
        caption: body.caption,
        captionType: body.caption_type,
        speaker: body.speaker,
        bubbleAnchors: body.bubble_anchors,
        altText: body.alt_text,
      });
      return { body: panelView(deps, panel) };
    },
  });
}
