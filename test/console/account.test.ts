import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { buildConsoleIfStale } from '../../src/dev/console-build';
import { launchChromium, requireChromium, SCREENSHOT_DIR, screenshotAtBothWidths, seriousViolations } from '../support/browser';
import { createReadyCharacter } from '../support/characters';
import { linkIn, waitForMail, type CaughtMail } from '../support/mailbox';
import { getTestStack, type TestStack } from '../support/stack';

const PASSWORD = 'account journeys 2026';
const NEW_PASSWORD = 'a reset passphrase 2026';
/** Each email as its recipient's mail client shows it (the HTML part, rendered by Chromium). */
const MAIL_SHOTS = path.join(path.dirname(SCREENSHOT_DIR), 'mail');

describe('web console in Chromium: the account area (confirm, reset, settings, export, gallery, deletion) and its emails', function () {
  this.timeout(300_000);
  let stack: TestStack;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const email = `account-${crypto.randomBytes(4).toString('hex')}@example.test`;
  const pageErrors: string[] = [];
  const emails: Record<string, CaughtMail> = {};
  const violations: string[] = [];

  /** axe-core on the page as it is now, and screenshots at both widths (out/console/<name>-1280.png and -390.png). */
  async function look(tab: Page, name: string): Promise<void> {
    await tab.waitForLoadState('networkidle');
    violations.push(...(await seriousViolations(tab, name)));
    await screenshotAtBothWidths(tab, name);
  }
  const heading = (name: string | RegExp) => page.getByRole('heading', { level: 1, name });

  before(async function () {
    requireChromium(this);
    buildConsoleIfStale();
    stack = await getTestStack();
    browser = await launchChromium();
    context = await browser.newContext({ baseURL: stack.baseUrl, viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('dialog', (dialog) => void dialog.accept());
  });

  after(async () => {
    await browser?.close();
  });

  /** The signed-in page's CSRF token, for the API calls a test makes beside the browser. */
  const csrf = async () => ((await (await context.request.get('/api/session')).json()) as { csrf_token: string }).csrf_token;

  it('signs up (told to check the email), signs in before confirming and sees that the credits wait for the address, confirms it from the caught email, and the link opened twice says it is confirmed already', async () => {
    await page.goto('/sign-up');
    await page.getByText('We email you a link to confirm your address').waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await heading('Check your email').waitFor();
    assert.equal((await context.cookies()).some((cookie) => cookie.name === 'likeness_session'), false, 'sign-up signs nobody in');
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await heading(/Welcome/).waitFor();
    await page.getByText('Confirm your email address with the link we sent').waitFor();
    assert.equal(await page.locator('.balance').textContent(), '0 credits');
    await look(page, 'home-unconfirmed');

    emails['verify-email'] = await waitForMail(stack.mailbox, email, /Confirm your email address/);
    const link = linkIn(emails['verify-email'], '/verify-email').url;
    await page.goto(link);
    await page.getByText(`${stack.config.signup.credits} free credits`).waitFor();
    assert.equal(new URL(page.url()).search, '', 'the token leaves the address bar');
    await look(page, 'verify-email');
    await page.getByRole('link', { name: 'Go to your console' }).click();
    await heading(/Welcome/).waitFor();
    assert.equal(await page.locator('.balance').textContent(), `${stack.config.signup.credits} credits`);
    assert.equal(await page.getByText('Confirm your email address with the link').count(), 0, 'the banner is gone');

    await page.goto(link);
    await page.getByText(`${email} is confirmed already`).waitFor();
    await look(page, 'verify-email-again');
    await page.getByRole('link', { name: 'Go to your console' }).click();
    await heading(/Welcome/).waitFor();
  });

  it('signing up with an address that has an account: the same page as for a new one, and the owner is emailed', async () => {
    const stranger = await browser.newContext({ baseURL: stack.baseUrl });
    try {
      const tab = await stranger.newPage();
      await tab.goto('/sign-up');
      await tab.getByLabel('Email').fill(email.toUpperCase());
      await tab.getByLabel('Password').fill('a guess at a passphrase');
      await tab.getByRole('button', { name: 'Create account' }).click();
      await tab.getByRole('heading', { level: 1, name: 'Check your email' }).waitFor();
      await tab.getByText(`we sent a message to ${email}`).waitFor();
      assert.equal((await stranger.cookies()).length, 0, 'no session');
    } finally {
      await stranger.close();
    }
    emails['sign-up-attempt'] = await waitForMail(stack.mailbox, email, /Someone tried to sign up/);
    assert.match(emails['sign-up-attempt'].text, /no new one was made/);
  });

  it('forgets the password: the link from the caught email sets a new one, which then signs in', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/sign-in');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await heading('Forgot your password?').waitFor();
    await look(page, 'forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.getByText('If an account uses this address').waitFor();
    emails['reset-password'] = await waitForMail(stack.mailbox, email, /Reset your Likeness password/);
    await page.goto(linkIn(emails['reset-password'], '/reset-password').url);
    await heading('Choose a new password').waitFor();
    await look(page, 'reset-password');
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await page.getByText('Your password was changed').waitFor();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await heading(/Welcome/).waitFor();
    emails['password-changed'] = await waitForMail(stack.mailbox, email, /password was changed/);
  });

  it('the account page: a wrong current password is said, a right one changes it; an export is made, announced and downloaded', async () => {
    await page.getByRole('link', { name: email }).click();
    await heading('Account').waitFor();
    await page.getByLabel('Current password').fill('not my password');
    await page.getByLabel('New password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    // The API's words name the field by its JSON name; the console says it as the form labels it.
    await page.getByText('Current password: this is not your password').waitFor();
    await page.getByLabel('Current password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed.').waitFor();

    await page.getByRole('button', { name: 'Export my data' }).click();
    await page.getByText('Preparing your export').waitFor();
    const download = page.getByRole('link', { name: 'Download your export' });
    await download.waitFor({ timeout: 60_000 });
    const zip = await context.request.get((await download.getAttribute('href')) ?? '');
    assert.equal(zip.status(), 200);
    assert.equal(zip.headers()['content-type'], 'application/zip');
    emails['export-ready'] = await waitForMail(stack.mailbox, email, /export is ready/);
    await look(page, 'account');
  });

  it('the gallery shows scenes as thumbnails, filters by character and deletes one; a storybook is deleted from its page', async () => {
    const userId = ((await (await context.request.get('/api/session')).json()) as { user_id: string }).user_id;
    const [nia, bo] = await Promise.all([
      createReadyCharacter(stack, userId, 'Nia', 'a girl with braids and a green dress'),
      createReadyCharacter(stack, userId, 'Bo', 'a boy with a red cap and a striped shirt'),
    ]);
    const headers = { 'X-CSRF-Token': await csrf() };
    for (const [character, prompt] of [[nia, 'Nia picks apples'], [bo, 'Bo flies a kite']] as const) {
      const made = await context.request.post('/api/generate', { headers, data: { character_id: character.id, prompt, max_retries: 1, min_score: 0 } });
      assert.equal(made.status(), 200, await made.text());
    }
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Scenes' }).click();
    await heading('Scenes').waitFor();
    for (const prompt of ['Nia picks apples', 'Bo flies a kite']) {
      const thumbnail = page.getByRole('img', { name: new RegExp(prompt) });
      await thumbnail.waitFor();
      assert.ok(await thumbnail.evaluate(async (element) => {
        const img = element as unknown as { decode(): Promise<void>; naturalWidth: number };
        await img.decode();
        return img.naturalWidth > 0;
      }), `${prompt} shows its picture`);
    }
    await look(page, 'scenes');
    await page.getByLabel('Character').selectOption({ label: 'Nia' });
    await page.getByText('Bo flies a kite').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Delete the scene “Nia picks apples”' }).click();
    await page.getByText('No scenes of this character yet').waitFor();
    const left = (await (await context.request.get('/api/scenes')).json()) as { scenes: Array<{ prompt: string }> };
    assert.deepEqual(left.scenes.map((scene) => scene.prompt), ['Bo flies a kite']);

    const book = await context.request.post('/api/storybook', { headers, data: { pages: ['Nia sails a boat'], character_id: nia.id } });
    assert.equal(book.status(), 200, await book.text());
    const bookId = ((await book.json()) as { id: string }).id;
    await page.goto(`/storybooks/${bookId}`);
    await page.getByRole('button', { name: 'Delete storybook' }).click();
    await page.waitForURL('**/storybooks');
    assert.equal((await context.request.get(`/api/storybooks/${bookId}`)).status(), 404, 'the storybook is deleted');
  });

  it('deletes the account from the form (the address typed, the password, a confirmation; a paid plan said to end with it): signed out, and a last email', async () => {
    await stack.dataSource.query(`UPDATE users SET plan = 'creator' WHERE email = $1`, [email]);
    await page.goto('/account');
    await heading('Account').waitFor();
    await page.getByText('plan ends with the account: its subscription is cancelled at once and no further payment is taken').waitFor();
    assert.equal(await page.locator('.danger-zone strong').first().textContent(), 'Creator', 'the plan by its name, as the credits page says it');
    const remove = page.getByRole('button', { name: 'Delete my account' });
    assert.equal(await remove.isDisabled(), true, 'disabled until the address is typed');
    await page.getByLabel(/Type your email address/).fill(email.toUpperCase());
    await page.getByLabel('Your password', { exact: true }).last().fill(PASSWORD);
    await remove.click();
    await heading('Your account is being deleted').waitFor();
    await look(page, 'account-deleted');
    assert.equal((await context.request.get('/api/session')).status(), 401, 'signed out');
    emails['account-deleted'] = await waitForMail(stack.mailbox, email, /account was deleted/, new Set(), 60_000);
  });

  it('every account page: no serious or critical axe violations, and no script error', () => {
    assert.deepEqual(violations, []);
    assert.deepEqual(pageErrors, []);
  });

  it('each email, opened as its recipient would: HTML rendered by Chromium, its button the same link as its text', async () => {
    fs.mkdirSync(MAIL_SHOTS, { recursive: true });
    assert.deepEqual(Object.keys(emails).sort(), ['account-deleted', 'export-ready', 'password-changed', 'reset-password', 'sign-up-attempt', 'verify-email']);
    const reader = await (await browser.newContext({ viewport: { width: 700, height: 900 }, javaScriptEnabled: false })).newPage();
    for (const [kind, mail] of Object.entries(emails)) {
      await reader.setContent(mail.html);
      assert.equal(await reader.locator('h1').count(), 1, `${kind} has a heading`);
      const button = reader.locator('a[href]').first();
      if (await button.count()) assert.equal(await button.getAttribute('href'), (mail.text.match(/https?:\/\/\S+/) ?? [''])[0], `${kind}: the button and the text give the same link`);
      await reader.screenshot({ path: path.join(MAIL_SHOTS, `${kind}.png`), fullPage: true });
    }
    await reader.context().close();
  });
});
