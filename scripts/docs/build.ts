/**
 * `npm run docs:build`: the documentation site, from docs/ into docs/.vitepress/dist (served by the API at /docs).
 * 1. writes the generated reference pages: configuration variables and limits and costs (from src/config), CLI
 *    commands (from its help);
 * 2. builds the site with VitePress (a link to a missing page fails it);
 * 3. adds the HTTP API reference at api/: Redoc (from npm, served from the site's own files, no CDN) over the
 *    server's /openapi.json, with the document as built now for static hosts;
 * 4. checks every link and anchor of the built site: one broken fails the build.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { openApiDocument } from '../openapi-document';
import { checkLinks } from './check-links';
import { cliPage } from './cli';
import { configurationPage } from './configuration';
import { limitsPage } from './limits';

const ROOT = path.resolve(__dirname, '../..');
const DOCS = path.join(ROOT, 'docs');
export const DOCS_DIST = path.join(DOCS, '.vitepress/dist');
/** Where the site is served from; VitePress's `base` (docs/.vitepress/config.mjs) says the same. */
const BASE = '/docs/';

export function writeGeneratedPages(): void {
  fs.writeFileSync(path.join(DOCS, 'reference/configuration.md'), configurationPage());
  fs.writeFileSync(path.join(DOCS, 'reference/cli.md'), cliPage());
  fs.writeFileSync(path.join(DOCS, 'reference/limits-and-costs.md'), limitsPage());
}

async function writeApiReference(): Promise<void> {
  const target = path.join(DOCS_DIST, 'api');
  fs.mkdirSync(target, { recursive: true });
  for (const file of fs.readdirSync(path.join(__dirname, 'api-reference'))) fs.copyFileSync(path.join(__dirname, 'api-reference', file), path.join(target, file));
  fs.copyFileSync(require.resolve('redoc/bundles/redoc.standalone.js'), path.join(target, 'redoc.standalone.js'));
  fs.writeFileSync(path.join(target, 'openapi.json'), `${JSON.stringify(await openApiDocument(), null, 2)}\n`);
}

async function timed<T>(what: string, step: () => T | Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await step();
  console.log(`docs: ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return result;
}

export async function buildDocs(): Promise<void> {
  await timed('generated the configuration, limits and CLI references', writeGeneratedPages);
  await timed('built the site with VitePress', () => execFileSync(path.join(ROOT, 'node_modules/.bin/vitepress'), ['build', 'docs'], { cwd: ROOT, stdio: 'inherit' }));
  await timed('added the HTTP API reference (Redoc) at api/', writeApiReference);
  const report = await timed('checked links and anchors', () => checkLinks(DOCS_DIST, BASE));
  console.log(`docs: ${report.pages} pages, ${report.links} links within the site`);
  if (report.broken.length > 0) throw new Error(`${report.broken.length} broken links or anchors:\n${report.broken.join('\n')}`);
}

if (require.main === module) {
  buildDocs().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
