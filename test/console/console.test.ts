import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { buildConsoleIfStale } from '../../src/dev/console-build';
import { CHROMIUM_MISSING, chromiumIsInstalled, launchChromium, screenshotAtBothWidths } from '../support/browser';
import { call } from '../support/http';
import { getTestStack, TestStack } from '../support/stack';

const PASSWORD = 'console journeys 2026';
const PHOTO = path.resolve(__dirname, '../fixtures/faces/portrait.jpg');
const XSS_NAME = '<img src=x onerror=alert(1)>';
const SLOW_MS = 180_000;

/** The part of an <img> element the checks read (the tests compile without the DOM library). */
interface LoadedImage {
  complete: boolean;
  naturalWidth: number;
  decode(): Promise<void>;
}

describe('web console in Chromium: journeys, security, accessibility, screenshots', function () {
  this.timeout(600_000);
  let stack: TestStack;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const email = `journey-${crypto.randomBytes(4).toString('hex')}@example.test`;
  const dialogs: string[] = [];
  const pageErrors: string[] = [];
  const visited: Record<string, string> = {};

  before(async function () {
    if (!chromiumIsInstalled()) {
      if (process.env.LIKENESS_REQUIRE_ALL_RUNNERS === '1') throw new Error(CHROMIUM_MISSING);
      console.log(`    (skipped) ${CHROMIUM_MISSING}`);
      this.skip();
    }
    buildConsoleIfStale();
    stack = await getTestStack();
    browser = await launchChromium();
    context = await browser.newContext({ baseURL: stack.baseUrl, viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
  });

  after(async () => {
    await browser?.close();
  });

  const heading = (name: string | RegExp) => page.getByRole('heading', { level: 1, name });

  it('signs up, creates an API key that is shown once, and revokes it after confirming', async () => {
    await page.goto('/');
    await page.waitForURL('**/sign-in');
    visited['sign-in'] = '/sign-in';
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL('**/sign-up');
    visited['sign-up'] = '/sign-up';
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await heading(/Welcome/).waitFor();

    const session = (await context.cookies()).find((cookie) => cookie.name === 'likeness_session');
    assert.ok(session, 'the session cookie is set');
    assert.equal(session.httpOnly, true);
    assert.equal(session.sameSite, 'Lax');
    assert.equal(await page.evaluate('document.cookie'), '', 'page scripts cannot read the session cookie');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API keys' }).click();
    await heading('API keys').waitFor();
    await page.getByText('You have no API keys yet').waitFor();
    await page.getByLabel('Name of the new key').fill('laptop');
    await page.getByRole('button', { name: 'Create key' }).click();
    const key = (await page.getByTestId('new-key').textContent()) ?? '';
    assert.match(key, /^lk_live_[0-9A-Za-z]{32,}$/);
    await page.getByText('shown only once').waitFor();
    assert.equal((await call(stack.baseUrl, 'GET', '/api/credits', { key })).status, 200, 'the shown key works');

    await page.getByRole('button', { name: 'I have stored it' }).click();
    await page.getByRole('cell', { name: `${key.slice(0, 12)}…` }).waitFor();
    assert.ok(!(await page.content()).includes(key), 'the full key is not shown again');

    await page.getByRole('button', { name: 'Revoke laptop' }).click();
    await page.getByText('revoked', { exact: true }).waitFor();
    assert.match(dialogs.at(-1) ?? '', /Revoke the key “laptop”/);
    assert.equal((await call(stack.baseUrl, 'GET', '/api/credits', { key })).status, 401, 'the revoked key no longer works');
  });

  it('a character with a photo: reference sheet, lock, then a generated scene with its score and reasoning', async () => {
    await page.goto('/characters');
    await page.getByText('No characters yet').waitFor();
    await page.getByLabel('Name').fill('Mara');
    await page.getByLabel('What they look like').fill('A young woman with short black hair, brown eyes and a red scarf');
    await page.getByLabel(/Photo or drawing/).setInputFiles(PHOTO);
    await page.getByRole('button', { name: 'Create character' }).click();
    await heading('Mara').waitFor();
    visited['character'] = new URL(page.url()).pathname;

    await page.getByRole('button', { name: 'Draw reference sheet' }).click();
    await page.getByRole('img', { name: 'Mara: front' }).waitFor({ timeout: SLOW_MS });
    await page.getByRole('button', { name: 'Lock', exact: true }).click();
    await page.getByText('locked', { exact: true }).first().waitFor();

    await page.getByLabel('Scene').fill('reading a map on a windy hilltop');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    const score = await page.getByTestId('score').textContent({ timeout: SLOW_MS });
    assert.match(score ?? '', /^\d+$/);
    const result = await page.getByTestId('scene-result').textContent();
    assert.match(result ?? '', /after \d+ attempts?/);
    const image = page.getByRole('img', { name: 'Scene: reading a map on a windy hilltop' });
    assert.ok(await image.evaluate((element) => {
      const img = element as unknown as LoadedImage;
      return img.complete && img.naturalWidth > 0;
    }), 'the scene image loads');
  });

  it('a character named like markup renders as text and runs nothing', async () => {
    await page.goto('/characters');
    await page.getByLabel('Name').fill(XSS_NAME);
    await page.getByLabel('What they look like').fill('A plain test character');
    await page.getByRole('button', { name: 'Create character' }).click();
    await heading(XSS_NAME).waitFor();
    assert.equal(await page.locator('img[src="x"]').count(), 0);
    assert.ok(!dialogs.some((message) => message === '1'), 'no alert ran');
  });

  it('a comic: panels appear while it generates, then page 1 and the PDF', async () => {
    await page.goto('/comics');
    await page.getByLabel('Title').fill('The Windy Hill');
    await page.getByLabel('Story idea').fill('Mara follows an old map up a windy hill and finds a hidden garden');
    await page.getByLabel('Panels').fill('3');
    await page.getByRole('button', { name: /Make comic/ }).click();
    await heading('The Windy Hill').waitFor();
    visited['comic'] = new URL(page.url()).pathname;

    const readyCounts: number[] = [];
    const deadline = Date.now() + SLOW_MS;
    while (Date.now() < deadline) {
      readyCounts.push(await page.getByTestId('panel-ready').count());
      if (await page.getByTestId('printed-page').isVisible()) break;
      await page.waitForTimeout(300);
    }
    assert.ok(readyCounts[0] < 3, `the reader opened before every panel was drawn (${readyCounts.join(',')})`);
    assert.equal(readyCounts.at(-1), 3, `every panel appeared (${readyCounts.join(',')})`);
    const firstPage = page.getByTestId('printed-page');
    await firstPage.waitFor();
    assert.match((await firstPage.getAttribute('alt')) ?? '', /^Page 1 of \d+$/);
    assert.ok(await firstPage.evaluate(async (element) => {
      const img = element as unknown as LoadedImage;
      await img.decode();
      return img.naturalWidth > 0;
    }), 'page 1 loads');

    const pdfHref = await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
    const pdf = await context.request.get(pdfHref ?? '');
    assert.equal(pdf.status(), 200);
    assert.match(pdf.headers()['content-type'] ?? '', /application\/pdf/);
    assert.equal((await pdf.body()).subarray(0, 4).toString(), '%PDF');
  });

  it('imports a library character, which arrives locked', async () => {
    await page.goto('/library');
    await page.getByRole('button', { name: /^Import / }).first().click();
    await page.waitForURL(/\/characters\/[0-9a-f-]{36}$/);
    await page.getByText('locked', { exact: true }).first().waitFor();
  });

  it('a signed-in POST without the CSRF header is 403, and a cross-site form POST changes nothing', async () => {
    const status = await page.evaluate(`fetch('/api/api-keys', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name":"forged"}' }).then((r) => r.status)`);
    assert.equal(status, 403);

    const target = `${stack.baseUrl}/api/api-keys`;
    const attacker = http.createServer((_request, response) => {
      response.setHeader('Content-Type', 'text/html');
      response.end(`<form method="POST" action="${target}" enctype="text/plain"><input name='{"name":"forged","x":"' value='"}'></form><script>document.forms[0].submit()</script>`);
    });
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
    try {
      // localhost and 127.0.0.1 are different sites: the SameSite=Lax cookie does not travel.
      const answer = page.waitForResponse(target);
      await page.goto(`http://localhost:${(attacker.address() as AddressInfo).port}/`);
      assert.ok([401, 403].includes((await answer).status()));
    } finally {
      attacker.close();
    }
    await page.goto('/api-keys');
    await heading('API keys').waitFor();
    assert.equal(await page.getByRole('cell', { name: 'forged' }).count(), 0, 'no key was created by the forged requests');
  });

  it('every page: no serious or critical axe violations, screenshots at 1280 and 390 px', async () => {
    const pages: Record<string, string> = { home: '/', 'api-keys': '/api-keys', credits: '/credits', characters: '/characters', library: '/library', comics: '/comics', storybooks: '/storybooks', ...visited };
    const violations: string[] = [];
    const signedOutContext = await browser.newContext({ baseURL: stack.baseUrl });
    const signedOut = await signedOutContext.newPage();
    for (const [name, url] of Object.entries(pages)) {
      const tab = name.startsWith('sign-') ? signedOut : page;
      await tab.goto(url);
      await tab.getByRole('heading', { level: 1 }).waitFor();
      await tab.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page: tab }).analyze();
      for (const violation of results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
        violations.push(`${name}: ${violation.id} (${violation.impact}) ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      }
      await screenshotAtBothWidths(tab, name);
    }
    await signedOutContext.close();
    assert.deepEqual(violations, []);
    assert.deepEqual(pageErrors, [], 'no script errors on any page');
  });
});
