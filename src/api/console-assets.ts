import fs from 'node:fs';
import path from 'node:path';
import type { Next } from 'koa';
import type { CaptchaProvider } from '../config/env';
import type { AppContext } from './context';
import { CONTENT_TYPES, packageDir } from './static-files';

/** The console's pages: each answers with the built index.html, and the page's script shows the right one. */
export const CONSOLE_PAGES = ['/', '/sign-in', '/sign-up', '/api-keys', '/credits', '/characters', '/library', '/marketplace', '/storybooks', '/comics', '/webhooks', '/scenes', '/brand-kits', '/account', '/account-deleted', '/verify-email', '/forgot-password', '/reset-password'];
const PAGE_PATH = new RegExp(`^(${CONSOLE_PAGES.filter((page) => page !== '/').join('|')})(/[\\w-]+)?/?$`);
const ASSET_PATH = /^\/assets\/([\w.-]+)$/;
/** The icons and the web app manifest, at the root where browsers and home screens look for them (web/public). */
const ROOT_FILES = new Set(['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png', '/icon-192.png', '/icon-512.png', '/manifest.webmanifest']);
/** A day: icons change rarely, and keep their names. */
const ROOT_FILE_CACHE = 'public, max-age=86400';

/** The origins a sign-up CAPTCHA's script and frame come from (docs/reference/account-area.md: CAPTCHA_PROVIDER). */
const CAPTCHA_ORIGINS: Record<CaptchaProvider, string> = {
  turnstile: 'https://challenges.cloudflare.com',
  hcaptcha: 'https://hcaptcha.com https://*.hcaptcha.com',
};

/**
 * Pages run only the console's own hashed scripts and styles, and talk only to this origin; with a CAPTCHA configured,
 * also its provider's script and frame (nothing else of theirs).
 */
function pageSecurityPolicy(captcha: CaptchaProvider | undefined): string {
  const provider = captcha ? ` ${CAPTCHA_ORIGINS[captcha]}` : '';
  return [
    "default-src 'none'",
    `script-src 'self'${provider}`,
    `style-src 'self'${provider}`,
    "img-src 'self' blob: data:",
    `connect-src 'self'${provider}`,
    "font-src 'self'",
    "manifest-src 'self'",
    ...(captcha ? [`frame-src${provider}`] : []),
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** web/dist of the package this module belongs to (from src/api or, compiled, dist/src/api). */
export function consoleBuildDir(): string {
  return path.join(packageDir(), 'web', 'dist');
}

function readIfFile(file: string): Buffer | undefined {
  try {
    return fs.readFileSync(file);
  } catch {
    return undefined;
  }
}

/**
 * Serves the built web console (web/dist): hashed assets cached for a year, pages revalidated every time,
 * under a Content-Security-Policy without inline scripts. Runs after the API's routes, for GETs nothing else took.
 */
export function consoleAssets(buildDir: string, captcha?: CaptchaProvider) {
  const policy = pageSecurityPolicy(captcha);
  return async function serveConsole(ctx: AppContext, next: Next): Promise<void> {
    await next();
    if (ctx.status !== 404 || ctx.body || !['GET', 'HEAD'].includes(ctx.method)) return;
    const asset = ASSET_PATH.exec(ctx.path);
    const file = asset ? path.join('assets', asset[1]) : ROOT_FILES.has(ctx.path) ? ctx.path.slice(1) : undefined;
    if (file) {
      const body = readIfFile(path.join(buildDir, file));
      if (!body) return;
      ctx.set('Cache-Control', asset ? 'public, max-age=31536000, immutable' : ROOT_FILE_CACHE);
      ctx.type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
      ctx.body = body;
      return;
    }
    if (ctx.path !== '/' && !PAGE_PATH.test(ctx.path)) return;
    const page = readIfFile(path.join(buildDir, 'index.html'));
    ctx.set('Cache-Control', 'no-cache');
    if (!page) {
      ctx.status = 503;
      ctx.body = { error: 'The web console is not built: run `npm run console:build` (npm run dev builds it when stale)' };
      return;
    }
    ctx.set('Content-Security-Policy', policy);
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = page;
  };
}
