import crypto from 'node:crypto';
import type { Comic } from '../../entities/comic';
import type { ComicPanel } from '../../entities/comic-panel';
import { notFound } from '../../errors';
import { startComic } from '../../operations/comic';
import { illustratorWarning } from '../../operations/language-warnings';
import { generateComicPanel } from '../../operations/comic-panel';
import { publicFileUrl } from '../../storage';
import { settingAltText } from '../../vocabulary/alt-text';
import { describerFor } from '../../vocabulary/descriptions';
import { readingDirectionOf } from '../../comics/lettering';
import type { ApiDeps } from '../context';
import { contentDisposition } from '../file-names';
import type { ApiRoutes } from '../routing';
import { CONTENT_REFUSED_RESPONSE, ErrorSchema, IdParams, MODEL_FAILED_RESPONSE, PAID_RUN_RESPONSES } from '../schemas/common';
import {
  ComicListSchema,
  ComicPatchBody,
  ComicWithPagesSchema,
  CreateComicBody,
  CreatedComicSchema,
  DeletedComicSchema,
  GenerateComicBody,
  GenerateComicResultSchema,
  PageParams,
  PanelBody,
  PanelResultSchema,
  RenderBody,
} from '../schemas/comics';
import { PdfQuery } from '../schemas/comic-pages';
import { z } from '../zod';

const fileUrl = (deps: ApiDeps, key: string | null) => (key ? publicFileUrl(deps.config, key) : null);

export function comicView(deps: ApiDeps, comic: Comic, cover: Pick<ComicPanel, 'imageKey' | 'altText'> | undefined) {
  return {
    id: comic.id,
    title: comic.title,
    story_prompt: comic.storyPrompt,
    character_ids: comic.characterIds,
    status: comic.status,
    page_count: comic.pageCount,
    setting: comic.setting,
    outfit_locks: comic.outfitLocks.map((lock) => ({ character_name: lock.characterName, outfit: lock.outfit })),
    style_preset: comic.stylePreset,
    style_lock: comic.styleLock,
    language: comic.language,
    reading_direction: readingDirectionOf(comic.language, comic.stylePreset),
    setting_anchor_url: fileUrl(deps, comic.settingAnchorKey),
    setting_anchor_alt_text: comic.settingAnchorKey ? settingAltText(comic.setting, describerFor(comic.language)) : null,
    created_at: comic.createdAt.toISOString(),
    cover_image_url: fileUrl(deps, cover?.imageKey ?? null),
    cover_image_alt_text: cover ? cover.altText : null,
    error: comic.error,
  };
}

export function panelView(deps: ApiDeps, panel: ComicPanel) {
  return {
    id: panel.id,
    comic_id: panel.comicId,
    page_number: panel.pageNumber,
    image_url: fileUrl(deps, panel.imageKey),
    image_id: panel.imageId,
    caption: panel.caption,
    caption_type: panel.captionType,
    speaker: panel.speaker,
    action: panel.action,
    scene_prompt: panel.scenePrompt,
    shot: panel.shot,
    bubbles: panel.bubbles,
    alt_text: panel.altText,
    alt_text_custom: panel.altTextCustom,
    page_url: panel.imageKey ? `${deps.config.publicBaseUrl}/api/comics/${panel.comicId}/pages/${panel.pageNumber}.png` : null,
    error: panel.error,
    error_status: panel.error ? (panel.errorStatus ?? null) : null,
    created_at: panel.createdAt.toISOString(),
  };
}

/** The comic with `shown` of its pages (all by default); the cover comes from page 1 of `pages`. */
export function comicWithPages(deps: ApiDeps, comic: Comic, pages: ComicPanel[], shown = pages) {
  const cover = pages.find((page) => page.pageNumber === 1 && page.imageKey);
  return { comic: comicView(deps, comic, cover), pages: shown.map((page) => panelView(deps, page)) };
}

const GENERATING_409 = { description: 'The comic is still generating', schema: ErrorSchema };
const NOT_FOUND_404 = { description: 'Comic not found', schema: ErrorSchema };

export function comicRoutes(routes: ApiRoutes, deps: ApiDeps): void {
  const { comics, comicPages } = deps.services;

  routes.add({
    method: 'get',
    path: '/api/comics',
    operationId: 'listComics',
    description: 'The caller\'s comics, newest first, each with its status and the page-1 image as cover.',
    tag: 'Comics',
    summary: 'Your comics, newest first, with the page-1 image as cover',
    responses: { 200: { description: 'Comics', schema: ComicListSchema } },
    handler: async (_ctx, { user }) => ({
      body: { comics: (await comics.list(user.id)).map(({ comic, cover }) => comicView(deps, comic, cover)) },
    }),
  });

  routes.add({
    method: 'post',
    path: '/api/comics',
    operationId: 'createComic',
    description: 'Creates an empty comic with its locks (setting, outfits, style); panels are added one at a time with createComicPanel.',
    tag: 'Comics',
    summary: 'Create an empty comic (status ready, no panels) with its locks: setting, outfits, style',
    body: CreateComicBody,
    responses: {
      200: { description: 'The comic; `warning` when the image model that draws its panels cannot read its setting or outfits', schema: CreatedComicSchema },
      400: { description: 'Invalid fields, or an outfit lock for a character not in the comic', schema: ErrorSchema },
      404: { description: 'A character is not yours', schema: ErrorSchema },
    },
    handler: async (_ctx, { body, user }) => {
      const comic = await comics.create(user.id, {
        id: crypto.randomUUID(),
        title: body.title,
        storyPrompt: body.story_prompt,
        characterIds: body.character_ids,
        stylePreset: body.style_preset,
        status: 'ready',
        setting: body.setting,
        outfitLocks: body.outfit_locks.map((lock) => ({ characterName: lock.character_name, outfit: lock.outfit })),
        language: body.language,
      });
      const drawn = [body.setting ?? '', ...body.outfit_locks.map((lock) => lock.outfit)];
      const warning = illustratorWarning(deps.imageModels, deps.imageModels.defaultName, 'the setting and outfits', drawn, 'make it DEFAULT_IMAGE_MODEL (comics are drawn by the default model)');
      return { body: { ...comicView(deps, comic, undefined), ...(warning ? { warning } : {}) } };
    },
  });

  routes.add({
    method: 'post',
    path: '/api/comics/generate',
    operationId: 'generateComic',
    idempotent: true,
    description: 'Plans a comic from a story idea and generates its panels in the background; poll getComic to watch panels appear. 1 credit per planned panel; failed panels are refunded.',
    tag: 'Comics',
    summary: 'Plan a comic from a story idea and generate its panels in the background (1 credit per planned panel)',
    body: GenerateComicBody,
    responses: {
      200: { description: 'Accepted: poll GET /api/comics/{id}; `warning` when the planner cannot read the story', schema: GenerateComicResultSchema },
      400: { description: 'Invalid fields, or a character without reference images', schema: ErrorSchema },
      402: PAID_RUN_RESPONSES[402],
      404: { description: 'A character is not yours', schema: ErrorSchema },
      409: { description: 'A character is a draft, or the Idempotency-Key was used with another body', schema: ErrorSchema },
    },
    handler: async (_ctx, { body, caller }) => {
      const { comicId, pageCount, warning } = await startComic(deps, caller, {
        title: body.title,
        story: body.story_prompt,
        characterIds: body.character_ids,
        pageCount: body.page_count,
        stylePreset: body.style_preset,
        language: body.language,
      });
      return { body: { id: comicId, status: 'generating', page_count: pageCount, ...(warning ? { warning } : {}) } };
    },
  });

  // Registered before GET /api/comics/:id, which would otherwise take "<id>.pdf" as its id.
  routes.add({
    method: 'get',
    path: '/api/comics/:id.pdf',
    operationId: 'downloadComicPdf',
    description: 'The whole comic as a PDF of laid-out printed pages (or one page per panel with layout=panels), bubbles drawn. Free.',
    tag: 'Comics',
    summary: 'The whole comic as a PDF: laid-out printed pages (or, with layout=panels, one page per panel), bubbles drawn',
    params: IdParams,
    query: PdfQuery,
    responses: {
      200: { description: 'PDF', contentType: 'application/pdf', schema: z.string().openapi({ format: 'binary' }) },
      400: { description: 'direction=rtl for a comic that is neither manga_bw nor in a right-to-left language', schema: ErrorSchema },
      404: { description: 'Comic not found, or no panel has an image yet', schema: ErrorSchema },
    },
    handler: async (_ctx, { params, query, user }) => ({
      body: query.layout === 'panels' ? await comics.pdf(user.id, params.id) : await comicPages.pdf(user.id, params.id, query.direction),
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': contentDisposition('inline', await comics.title(user.id, params.id), 'pdf', 'comic'),
        'Cache-Control': 'private, no-cache',
      },
    }),
  });

  routes.add({
    method: 'get',
    path: '/api/comics/:id/pages/:page.png',
    operationId: 'getComicPanelPage',
    description: 'One panel of the comic as PNG with its speech bubbles drawn. Free.',
    tag: 'Comics',
    summary: 'One page of the comic: the panel image with its bubbles drawn',
    params: PageParams,
    responses: {
      200: { description: 'PNG', contentType: 'image/png', schema: z.string().openapi({ format: 'binary' }) },
      404: { description: 'Comic or panel not found, or the panel has no image yet', schema: ErrorSchema },
    },
    handler: async (_ctx, { params, user }) => ({
      body: await comics.compositedPage(user.id, params.id, params.page),
      headers: { 'Content-Type': 'image/png', 'Cache-Control': 'private, no-cache' },
    }),
  });

  routes.add({
    method: 'get',
    path: '/api/comics/:id',
    operationId: 'getComic',
    description: 'A comic with its status and its pages in order; poll it while the comic generates to see each panel as it is delivered.',
    tag: 'Comics',
    summary: 'A comic with its pages in order (poll this while it generates)',
    params: IdParams,
    responses: { 200: { description: 'The comic and its pages', schema: ComicWithPagesSchema }, 404: NOT_FOUND_404 },
    handler: async (_ctx, { params, user }) => {
      const { comic, pages } = await comics.get(user.id, params.id);
      return { body: comicWithPages(deps, comic, pages) };
    },
  });

  routes.add({
    method: 'delete',
    path: '/api/comics/:id',
    operationId: 'deleteComic',
    description: 'Deletes a comic with its pages and their stored files.',
    tag: 'Comics',
    summary: 'Delete a comic with its pages and their files',
    params: IdParams,
    responses: { 200: { description: 'Deleted', schema: DeletedComicSchema }, 404: NOT_FOUND_404 },
    handler: async (_ctx, { params, user }) => {
      await comics.delete(user.id, params.id);
      return { body: { deleted: true, id: params.id } };
    },
  });

  routes.add({
    method: 'patch',
    path: '/api/comics/:id',
    operationId: 'updateComic',
    description:
      "Changes the comic's language (BCP 47): every panel is lettered again in it (fonts, line breaks, reading direction, vertical balloons for a Japanese or Chinese manga read right to left; bubbles placed again, moved anchors reset) and its alt_text follows unless you wrote your own. Free.",
    tag: 'Comics',
    summary: "Change the comic's language; its panels are lettered again in it (free)",
    params: IdParams,
    body: ComicPatchBody,
    responses: {
      200: { description: 'The comic and its pages, lettered again', schema: ComicWithPagesSchema },
      400: { description: 'Not a BCP 47 language tag', schema: ErrorSchema },
      404: NOT_FOUND_404,
      409: GENERATING_409,
    },
    handler: async (_ctx, { params, body, user }) => {
      const { comic, pages } = await comicPages.relanguage(user.id, params.id, body.language);
      return { body: comicWithPages(deps, comic, pages) };
    },
  });

  routes.add({
    method: 'post',
    path: '/api/comics/:id/panels',
    operationId: 'createComicPanel',
    idempotent: true,
    description: 'Generates one panel at page_number, inserting it or drawing the panel there again. 1 credit, refunded on failure; Idempotency-Key honoured.',
    tag: 'Comics',
    summary: 'Generate one panel at page_number, inserting it or regenerating the panel there (1 credit, refunded on failure)',
    params: IdParams,
    body: PanelBody,
    responses: {
      200: { description: 'The panel and its image', schema: PanelResultSchema },
      400: { description: 'Invalid fields, speaker not in the comic, continue_from not an earlier panel with an image', schema: ErrorSchema },
      404: NOT_FOUND_404,
      409: { description: 'The comic is generating, a character is a draft, or the Idempotency-Key was used with another body', schema: ErrorSchema },
      422: CONTENT_REFUSED_RESPONSE,
      502: MODEL_FAILED_RESPONSE,
      ...PAID_RUN_RESPONSES,
    },
    handler: async (_ctx, { params, body, caller }) => {
      const panel = await generateComicPanel(deps, caller, {
        comicId: params.id,
        pageNumber: body.page_number,
        action: body.action,
        shot: body.shot,
        caption: body.caption,
        captionType: body.caption_type,
        speaker: body.speaker,
        continueFrom: body.continue_from,
        poses: body.poses,
      });
      const recorded = panelView(deps, panel);
      return { body: { panel: recorded, image_url: recorded.image_url } };
    },
  });

  routes.add({
    method: 'post',
    path: '/api/comics/:id/render',
    operationId: 'renderComic',
    description: 'The comic and its pages (or one page) with bubble positions, for a client that composites the lettering itself.',
    tag: 'Comics',
    summary: 'The comic and its pages (or one page) with bubble positions, for client-side compositing',
    params: IdParams,
    body: RenderBody,
    responses: {
      200: { description: 'The comic and the requested pages', schema: ComicWithPagesSchema },
      404: { description: 'Comic not found, or no panel at page_number', schema: ErrorSchema },
      409: GENERATING_409,
    },
    handler: async (_ctx, { params, body, user }) => {
      const { comic, pages } = await comics.get(user.id, params.id);
      comics.assertNotGenerating(comic);
      const shown = body.page_number === undefined ? pages : pages.filter((page) => page.pageNumber === body.page_number);
      if (body.page_number !== undefined && shown.length === 0) throw notFound(`Panel ${body.page_number}`);
      return { body: comicWithPages(deps, comic, pages, shown) };
    },
  });
}
