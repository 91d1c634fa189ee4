import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DOCS_DIST } from '../../scripts/docs/build';
import { appWithoutDependencies } from '../../scripts/openapi-document';
import { ROOT } from '../support/doc-examples';
import { getTestStack, type TestStack } from '../support/stack';

/**
 * The documentation site as a reader reaches it: `npm run docs:build` (which fails on a broken link or dead anchor,
 * and on a configuration variable the config module reads but the reference lacks), then the API's /docs.
 */
describe('the docs site: built with its link check, served by the API at /docs with the API reference at /docs/api', function () {
  this.timeout(300_000);
  let stack: TestStack;

  before(async () => {
    stack = await getTestStack();
  });

  it('npm run docs:build generates the references, builds the site and finds no broken link or dead anchor', async () => {
    const { stdout } = await promisify(execFile)('npm', ['run', '-s', 'docs:build'], { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 });
    assert.match(stdout, /docs: \d+ pages, \d+ links within the site/);
    const configuration = fs.readFileSync(path.join(ROOT, 'docs/reference/configuration.md'), 'utf8');
    for (const variable of ['DATABASE_URL', 'STORAGE_BACKEND', 'JUDGE_PROVIDER']) assert.ok(configuration.includes(`\`${variable}\``), `${variable} in the configuration reference`);
    assert.match(fs.readFileSync(path.join(ROOT, 'docs/reference/cli.md'), 'utf8'), /likeness models check/);
    const chunks = path.join(DOCS_DIST, 'assets/chunks');
    const searchIndex = fs.readdirSync(chunks).find((name) => name.startsWith('@localSearchIndex'));
    assert.ok(searchIndex, 'the local search index is built with the site');
    assert.match(fs.readFileSync(path.join(chunks, searchIndex), 'utf8'), /Webhooks instead of polling/);
  });

  it('/docs serves the site: the home page, a tutorial, search, assets cached, a 404 page, nothing outside the build', async () => {
    const home = await fetch(`${stack.baseUrl}/docs`);
    assert.equal(home.status, 200);
    assert.equal(home.url, `${stack.baseUrl}/docs/`);
    const page = await home.text();
    assert.match(page, /Tutorials/);
    const policy = home.headers.get('content-security-policy') ?? '';
    assert.match(policy, /script-src 'self' 'sha256-/, 'inline scripts allowed by their hashes only');
    const tutorial = await fetch(`${stack.baseUrl}/docs/tutorials/first-comic.html`);
    assert.equal(tutorial.status, 200);
    assert.match(await tutorial.text(), /Your first comic from a story idea/);
    const script = /src="(\/docs\/assets\/[^"]+\.js)"/.exec(page)?.[1];
    const asset = await fetch(`${stack.baseUrl}${script}`);
    assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal((await fetch(`${stack.baseUrl}/docs/no-such-page.html`)).status, 404);
    assert.equal((await fetch(`${stack.baseUrl}/docs/..%2f..%2fpackage.json`)).status, 404);
  });

  it('/docs/api renders /openapi.json with Redoc from the server itself (no CDN)', async () => {
    const reference = await fetch(`${stack.baseUrl}/docs/api/`);
    assert.equal(reference.status, 200);
    const html = await reference.text();
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    assert.ok(sources.every((source) => !/^(https?:)?\/\//.test(source)), `only local files: ${sources.join(', ')}`);
    const redoc = await fetch(`${stack.baseUrl}/docs/api/redoc.standalone.js`);
    assert.equal(redoc.status, 200);
    assert.match(redoc.headers.get('content-type') ?? '', /javascript/);
    assert.match(await (await fetch(`${stack.baseUrl}/docs/api/reference.js`)).text(), /\/openapi\.json/);
    assert.equal((await fetch(`${stack.baseUrl}/openapi.json`)).status, 200);
  });

  it('without a build, /docs says how to make one', async () => {
    const app = await appWithoutDependencies({ docsDir: path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'likeness-docs-')), 'dist') });
    try {
      const answer = await fetch(`${app.baseUrl}/docs/`);
      assert.equal(answer.status, 503);
      assert.match(((await answer.json()) as { error: string }).error, /npm run docs:build/);
    } finally {
      app.close();
    }
  });
});
