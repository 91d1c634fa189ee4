import Router from '@koa/router';
import Koa from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import { LIMITS } from '../config/pricing';
import type { ApiDeps, AppState } from './context';
import { requireApiKey } from './middleware/auth';
import { errorHandler } from './middleware/errors';
import { requestId } from './middleware/request-id';
import { securityHeaders } from './middleware/security-headers';
import { buildOpenApiDocument, createOpenApiRegistry } from './openapi';
import { accountRoutes } from './routes/account';
import { brandKitRoutes } from './routes/brand-kits';
import { libraryRoutes } from './routes/library';
import { ApiRoutes } from './routing';

export interface AppOptions {
  logError?: (error: unknown, requestId: string) => void;
}

const defaultLogError = (error: unknown, id: string) => console.error(`[api] request ${id} failed:`, error);

export function createApp(deps: ApiDeps, options: AppOptions = {}): Koa<AppState> {
  const app = new Koa<AppState>();
  app.proxy = true;
  const router = new Router<AppState>();
  const registry = createOpenApiRegistry();
  const routes = new ApiRoutes(router, registry, requireApiKey(deps.apiKeys));

  accountRoutes(routes, deps);
  libraryRoutes(routes, deps);
  brandKitRoutes(routes, deps);

  const document = buildOpenApiDocument(registry, deps.config.publicBaseUrl);
  router.get('/openapi.json', (ctx) => {
    ctx.body = document;
  });

  const logError = options.logError ?? defaultLogError;
  app.use(requestId);
  app.use(errorHandler((error, ctx) => logError(error, ctx.state.requestId)));
  app.use(securityHeaders);
  app.use(
    koaBody({
      json: true,
      jsonStrict: true,
      jsonLimit: LIMITS.jsonBodyBytes,
      multipart: false,
      urlencoded: false,
      text: false,
      parsedMethods: [HttpMethodEnum.POST, HttpMethodEnum.PATCH, HttpMethodEnum.PUT, HttpMethodEnum.DELETE],
    }),
  );
  app.use(router.routes());
  app.use(router.allowedMethods());
  return app;
}
