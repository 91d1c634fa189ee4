import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Next } from 'koa';
import type { AppContext } from './context';
import { CONTENT_TYPES, packageDir } from './static-files';

/** Where the site is served; VitePress builds it for this base (docs/.vitepress/config.mjs). */
const BASE = '/docs';
const NOT_BUILT = 'The documentation site is not built: run `npm run docs:build` (it writes docs/.vitepress/dist), or read the Markdown under docs/';

/** docs/.vitepress/dist of the package this module belongs to (from src/api or, compiled, dist/src/api). */
export function docsBuildDir(): string {
  return path.join(packageDir(), 'docs', '.vitepress', 'dist');
}

/**
 * A page may run the site's own scripts and the inline ones it was built with (VitePress's colour-scheme check),
 * named by their hashes; styles may be inline (VitePress's style attributes, Redoc's styled components).
 */
function pagePolicy(html: string): string {
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => `'sha256-${crypto.createHash('sha256').update(match[1]).digest('base64')}'`);
  return [
    "default-src 'none'",
    `script-src 'self' ${inline.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The built file a path under /docs names, never one outside the build; undefined when there is none. */
function fileFor(buildDir: string, sitePath: string): string | undefined {
  const local = path.join(buildDir, path.normalize(decodeURIComponent(sitePath)));
  if (!local.startsWith(buildDir + path.sep) && local !== buildDir) return undefined;
  const candidates = sitePath.endsWith('/') ? [path.join(local, 'index.html')] : [local, `${local}.html`];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
}

/**
 * Serves the built documentation site at /docs: static files, hashed assets cached for a year, pages revalidated.
 * Without a build, /docs says how to make one. No business logic: files only.
 */
export function docsSite(buildDir: string) {
  return async function serveDocs(ctx: AppContext, next: Next): Promise<void> {
    if (!['GET', 'HEAD'].includes(ctx.method) || (ctx.path !== BASE && !ctx.path.startsWith(`${BASE}/`))) {
      await next();
      return;
    }
    if (ctx.path === BASE) return ctx.redirect(`${BASE}/`);
    if (!fs.existsSync(buildDir)) {
      ctx.status = 503;
      ctx.body = { error: NOT_BUILT };
      return;
    }
    let file: string | undefined;
    try {
      file = fileFor(buildDir, ctx.path.slice(BASE.length));
    } catch {
      file = undefined; // a malformed escape in the path: no such file
    }
    if (!file && !ctx.path.endsWith('/') && fileFor(buildDir, `${ctx.path.slice(BASE.length)}/`)) return ctx.redirect(`${ctx.path}/`);
    const notFound = !file;
    file ??= path.join(buildDir, '404.html');
    ctx.status = notFound ? 404 : 200;
    ctx.type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
    ctx.set('Cache-Control', /[\\/]assets[\\/]/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
    const body = fs.readFileSync(file);
    if (file.endsWith('.html')) ctx.set('Content-Security-Policy', pagePolicy(body.toString('utf8')));
    ctx.body = body;
  };
}
