import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { buildConsoleIfStale } from '../../src/dev/console-build';
import { launchChromium, requireChromium, screenshotAtBothWidths } from '../support/browser';
import { createReadyCharacter } from '../support/characters';
import { withModelFaults } from '../support/faulty-models';
import { withSideWorker } from '../support/side-services';
import { getTestStack, type TestStack } from '../support/stack';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';

const PASSWORD = 'webhook journeys 2026';

/** axe-core's serious and critical findings in the page's own content (the shell is checked by console.test.ts). */
async function seriousViolations(tab: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page: tab }).include('section.page').analyze();
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe('web console in Chromium: webhooks and the live reader', function () {
  this.timeout(300_000);
  let stack: TestStack;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let userId: string;
  let receiver: WebhookReceiver;
  const pageErrors: string[] = [];
  const heading = (name: string | RegExp) => page.getByRole('heading', { level: 1, name });

  before(async function () {
    requireChromium(this);
    buildConsoleIfStale();
    stack = await getTestStack();
    receiver = await startWebhookReceiver();
    browser = await launchChromium();
    context = await browser.newContext({ baseURL: stack.baseUrl, viewport: { width: 1280, height: 900 } });
    const email = `hooks-${crypto.randomBytes(4).toString('hex')}@example.test`;
    const signUp = await context.request.post('/api/session/sign-up', { data: { email, password: PASSWORD } });
    assert.equal(signUp.status(), 202, await signUp.text());
    const signIn = await context.request.post('/api/session', { data: { email, password: PASSWORD } });
    assert.equal(signIn.status(), 200, await signIn.text());
    userId = ((await (await context.request.get('/api/session')).json()) as { user_id: string }).user_id;
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('dialog', (dialog) => void dialog.accept());
  });

  after(async () => {
    await browser?.close();
    await receiver?.close();
  });

  it('adds an endpoint whose secret is shown once, sends a test event the receiver verifies, shows its attempts, redelivers it and disables the endpoint', async () => {
    await page.goto('/webhooks');
    await heading('Webhooks').waitFor();
    await page.getByText('No endpoints yet').waitFor();
    await page.getByLabel('URL of your receiver').fill(receiver.url);
    await page.getByLabel('Description (optional)').fill('console receiver');
    await page.getByRole('checkbox', { name: /storybook\.completed / }).check();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = (await page.getByTestId('webhook-secret').textContent()) ?? '';
    assert.match(secret, /^whsec_/);
    await page.getByText('it is shown only once').waitFor();
    receiver.trust(secret);
    await screenshotAtBothWidths(page, 'webhooks-secret');
    await page.getByRole('button', { name: 'I have stored it' }).click();
    assert.ok(!(await page.content()).includes(secret), 'the secret is not shown again');

    await page.getByRole('link', { name: receiver.url }).click();
    await heading('Webhook endpoint').waitFor();
    await page.getByText('Nothing was sent here yet').waitFor();
    await page.getByRole('button', { name: 'Send test event' }).click();
    const [event] = await receiver.waitForEvents(1);
    assert.equal(event.type, 'webhook.test');
    const delivery = page.getByTestId('delivery');
    for (let tries = 0; !(await delivery.getByText('delivered', { exact: true }).first().isVisible()) && tries < 50; tries += 1) {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await page.waitForTimeout(100);
    }
    await delivery.getByText(event.id, { exact: true }).waitFor();
    await delivery.getByText('Attempts', { exact: true }).click();
    await delivery.getByRole('cell', { name: '200', exact: true }).waitFor();
    await delivery.getByRole('cell', { name: /\d+ ms/ }).waitFor();
    await page.waitForLoadState('networkidle');
    await screenshotAtBothWidths(page, 'webhook-endpoint');
    assert.deepEqual(await seriousViolations(page), []);

    await delivery.getByRole('button', { name: /^Redeliver webhook\.test/ }).click();
    for (let tries = 0; receiver.requests.length < 2 && tries < 100; tries += 1) await page.waitForTimeout(50);
    assert.deepEqual(
      receiver.requests.map((request) => request.id),
      [event.id, event.id],
      'the redelivery carries the same webhook-id',
    );

    await page.getByRole('button', { name: 'Disable' }).click();
    await page.getByText('disabled', { exact: true }).first().waitFor();
    assert.equal(await page.getByRole('button', { name: 'Send test event' }).isDisabled(), true);
    await page.getByRole('button', { name: 'Enable again' }).click();
    await page.getByText('enabled', { exact: true }).first().waitFor();

    await page.goto('/webhooks');
    await page.getByRole('link', { name: receiver.url }).waitFor();
    await page.getByRole('spinbutton', { name: /Send credits\.low when/ }).fill('5');
    await page.getByRole('button', { name: 'Save threshold' }).click();
    await page.waitForLoadState('networkidle');
    assert.equal((await (await context.request.get('/api/webhook-settings')).json()).credits_low_threshold, 5);
    await screenshotAtBothWidths(page, 'webhooks');
    assert.deepEqual(await seriousViolations(page), []);
  });

  it('the reader shows panels as they are drawn from the comic\'s event stream, without polling', async () => {
    const mia = await createReadyCharacter(stack, userId, 'Mia', 'a girl with curly red hair in a yellow raincoat');
    await stack.services.ledger.grant(userId, `console-webhooks-${crypto.randomUUID()}`, 10);
    const panels = 5; // one more than COMIC_CONCURRENCY: the last is drawn after the first four
    const reads: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/^\/api\/comics\/[0-9a-f-]{36}(\/events)?$/.test(path)) reads.push(path);
    });
    // The fifth panel lands a whole render (2 s) after the first four, so the reader is seen between them even when a
    // loaded machine delays its samples (at 700 ms all five were once first seen together).
    await withSideWorker(stack, { models: withModelFaults(stack.deps.models, { renderDelayMs: 2_000 }) }, async () => {
      const started = await context.request.post('/api/comics/generate', {
        data: { title: 'Harbour', story_prompt: 'Mia watches the boats come into the harbour.', character_ids: [mia.id], page_count: panels },
        headers: { 'X-CSRF-Token': ((await (await context.request.get('/api/session')).json()) as { csrf_token: string }).csrf_token },
      });
      assert.equal(started.status(), 200, await started.text());
      const comicId = ((await started.json()) as { id: string }).id;
      await page.goto(`/comics/${comicId}`);
      await heading('Harbour').waitFor();
      const readyCounts: number[] = [];
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        readyCounts.push(await page.getByTestId('panel-ready').count());
        if (await page.getByTestId('printed-page').isVisible()) break;
        await page.waitForTimeout(150);
      }
      assert.ok(readyCounts[0] < panels, `the reader opened before every panel was drawn (${readyCounts.join(',')})`);
      assert.ok(readyCounts.some((count) => count > 0 && count < panels), `panels appeared as they were drawn (${readyCounts.join(',')})`);
      assert.equal(readyCounts.at(-1), panels);
      assert.deepEqual(reads, [`/api/comics/${comicId}`, `/api/comics/${comicId}/events`], 'one read, then the event stream: no polling');
    });
    assert.deepEqual(pageErrors, []);
  });
});
