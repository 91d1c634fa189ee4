import Router from '@koa/router';
import Koa from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import { LIMITS } from '../config/pricing';
import { generationCapacity } from '../operations/capacity';
import type { ApiDeps, AppState } from './context';
import { requireCaller } from './middleware/auth';
import { consoleAssets, consoleBuildDir } from './console-assets';
import { docsBuildDir, docsSite } from './docs-site';
import { cors } from './middleware/cors';
import { errorHandler } from './middleware/errors';
import { requestId } from './middleware/request-id';
import { requestLog } from './middleware/request-log';
import { logger as defaultLogger, type Logger } from '../observability/logger';
import { securityHeaders } from './middleware/security-headers';
import { buildOpenApiDocument, createOpenApiRegistry } from './openapi';
import { accountRoutes } from './routes/account';
import { accountSettingsRoutes } from './routes/account-settings';
import { brandKitRoutes } from './routes/brand-kits';
import { characterRoutes } from './routes/characters';
import { comicPageRoutes } from './routes/comic-pages';
import { comicRoutes } from './routes/comics';
import { fileRoutes } from './routes/files';
import { generateRoutes } from './routes/generate';
import { sceneRoutes } from './routes/scenes';
import { poseRoutes } from './routes/poses';
import { editRoutes } from './routes/edits';
import { varyRoutes } from './routes/vary';
import { operationsRoutes } from './routes/operations';
import { libraryRoutes } from './routes/library';
import { marketplaceRoutes } from './routes/marketplace';
import { storybookRoutes } from './routes/storybooks';
import { STRIPE_WEBHOOK_PATH, stripeRoutes } from './routes/stripe';
import { sessionRoutes } from './routes/session';
import { liveProgressRoutes } from './routes/live-progress';
import { webhookRoutes } from './routes/webhooks';
import { predictionWebhookRoutes } from './routes/prediction-webhooks';
import { PREDICTION_WEBHOOK_PATHS } from '../temporal/contracts/predictions';
import { cookieIsSecure } from './session-cookie';
import { ApiRoutes } from './routing';

export interface AppOptions {
  logger?: Logger;
  /** Where the built web console lies (default: web/dist of this package). */
  consoleDir?: string;
  /** Where the built documentation site lies (default: docs/.vitepress/dist of this package). */
  docsDir?: string;
}

export function createApp(appDeps: ApiDeps, options: AppOptions = {}): Koa<AppState> {
  const deps: ApiDeps = { ...appDeps, capacity: appDeps.capacity ?? generationCapacity(appDeps.temporal, appDeps.config) };
  const app = new Koa<AppState>();
  app.proxy = deps.config.trustProxy;
  // Only the entry the trusted proxy appended: the ones before it are whatever the client sent.
  app.maxIpsCount = 1;
  const router = new Router<AppState>();
  const registry = createOpenApiRegistry();
  const { apiKeys, sessions } = deps.services;
  const routes = new ApiRoutes(router, registry, requireCaller({ apiKeys, sessions, secureCookies: cookieIsSecure(deps.config.publicBaseUrl) }));
  const logger = options.logger ?? defaultLogger;

  sessionRoutes(routes, deps);
  accountRoutes(routes, deps);
  accountSettingsRoutes(routes, deps);
  fileRoutes(routes, deps);
  characterRoutes(routes, deps);
  generateRoutes(routes, deps);
  sceneRoutes(routes, deps);
  poseRoutes(routes, deps);
  editRoutes(routes, deps);
  varyRoutes(routes, deps);
  operationsRoutes(routes, deps);
  libraryRoutes(routes, deps);
  brandKitRoutes(routes, deps);
  storybookRoutes(routes, deps);
  comicPageRoutes(routes, deps);
  comicRoutes(routes, deps);
  marketplaceRoutes(routes, deps);
  stripeRoutes(routes, deps, logger);
  webhookRoutes(routes, deps);
  predictionWebhookRoutes(routes, deps);
  liveProgressRoutes(routes, deps);

  const document = buildOpenApiDocument(registry, deps.config.publicBaseUrl);
  router.get('/openapi.json', (ctx) => {
    ctx.body = document;
  });

  app.use(requestId);
  app.use(requestLog(logger));
  app.use(errorHandler((error, ctx) => logger.error({ err: error, requestId: ctx.state.requestId }, 'request failed')));
  app.use(securityHeaders);
  app.use(cors(deps.config.corsOrigins));
  const parseBody = koaBody({
    json: true,
    jsonStrict: true,
    jsonLimit: LIMITS.jsonBodyBytes,
    multipart: false,
    urlencoded: false,
    text: false,
    parsedMethods: [HttpMethodEnum.POST, HttpMethodEnum.PATCH, HttpMethodEnum.PUT, HttpMethodEnum.DELETE],
  });
  // Signed webhooks read their exact bytes themselves.
  const rawBodyPaths = new Set([STRIPE_WEBHOOK_PATH, ...Object.values(PREDICTION_WEBHOOK_PATHS)]);
  app.use(async (ctx, next) => {
    if (rawBodyPaths.has(ctx.path)) await next();
    else await parseBody(ctx, next);
  });
  app.use(docsSite(options.docsDir ?? docsBuildDir()));
  app.use(consoleAssets(options.consoleDir ?? consoleBuildDir(), deps.config.signup.captcha?.provider));
  app.use(router.routes());
  app.use(router.allowedMethods());
  return app;
}
