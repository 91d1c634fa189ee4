import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { buildConsoleIfStale } from '../../src/dev/console-build';
import type { ConsoleLanguage } from '../../src/vocabulary/console-languages';
import { horizontalOverflow, launchChromium, requireChromium, SCREENSHOT_DIR, WIDTHS } from '../support/browser';
import { createReadyCharacter } from '../support/characters';
import { linkIn, waitForMail } from '../support/mailbox';
import { getTestStack, type TestStack } from '../support/stack';

const PASSWORD = 'languages walk 2026';
/** The main pages, walked in every language. */
const PAGES = ['/', '/characters', '/scenes', '/brand-kits', '/library', '/marketplace', '/comics', '/storybooks', '/credits', '/api-keys', '/webhooks', '/account'];
/** What the navigation's first link and the credits page's heading say in each language (from its catalogue). */
const WORDS: Record<ConsoleLanguage, { home: string; credits: string; signIn: string; balance: RegExp }> = {
  en: { home: 'Home', credits: 'Credits', signIn: 'Sign in', balance: /credits$/ },
  es: { home: 'Inicio', credits: 'Créditos', signIn: 'Iniciar sesión', balance: /créditos$/ },
  ja: { home: 'ホーム', credits: 'クレジット', signIn: 'ログイン', balance: /クレジット$/ },
  ar: { home: 'الرئيسية', credits: 'الرصيد', signIn: 'تسجيل الدخول', balance: /رصيد|أرصدة/ },
};

/**
 * The console in English, Spanish, Japanese and Arabic, in Chromium: every main page in each language with axe-core
 * (no violation of any impact) and no sideways scroll; <html lang dir>; the Arabic console laid out right to left;
 * the language picked kept for the account across sign-in in another browser; the edit tool and the pose picker in
 * Arabic (controls from the right, the picture and the skeleton as they are); screenshots in out/console/.
 */
describe('web console in four languages', function () {
  this.timeout(600_000);
  let stack: TestStack;
  let browser: Browser;
  let email: string;
  let maraId: string;
  const pageErrors: string[] = [];

  /** A browser whose own language is `locale`, signed in with the account when `signIn`. */
  async function browserIn(locale: string, signIn: boolean): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ baseURL: stack.baseUrl, viewport: { width: WIDTHS.desktop, height: 900 }, locale });
    if (signIn) assert.equal((await context.request.post('/api/session', { data: { email, password: PASSWORD } })).status(), 200);
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    return { context, page };
  }

  /**
   * Picks a language in the header's picker and waits for the page to be redrawn in it and for the account to keep it
   * (a page loaded before the PATCH has landed would be drawn in the account's previous language). The page is first
   * let settle in the account's language: until it has read the account it shows the browser's, and a pick made then
   * would change nothing (or be undone when the account's language arrives).
   */
  async function pick(page: Page, language: ConsoleLanguage): Promise<void> {
    const session = (await (await page.context().request.get('/api/session')).json()) as { console_language: string | null };
    const picker = page.locator('header select[name="console_language"]');
    if (session.console_language) await page.locator(`html[lang="${session.console_language}"]`).waitFor({ state: 'attached' });
    else await picker.waitFor();
    if ((await page.evaluate('document.documentElement.lang')) === language) return;
    const kept = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/account' && answer.request().method() === 'PATCH');
    await picker.selectOption(language);
    await page.locator(`html[lang="${language}"]`).waitFor({ state: 'attached' });
    assert.equal((await kept).status(), 200, 'the account keeps the language picked');
  }

  async function violations(page: Page, name: string): Promise<string[]> {
    const results = await new AxeBuilder({ page }).analyze();
    return results.violations.map((violation) => `${name}: ${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }

  before(async function () {
    requireChromium(this);
    buildConsoleIfStale();
    stack = await getTestStack();
    browser = await launchChromium();
    email = `languages-${crypto.randomBytes(4).toString('hex')}@example.test`;
    const context = await browser.newContext({ baseURL: stack.baseUrl });
    assert.equal((await context.request.post('/api/session/sign-up', { data: { email, password: PASSWORD } })).status(), 202);
    const { token } = linkIn(await waitForMail(stack.mailbox, email, /Confirm your email address/), '/verify-email');
    assert.equal((await context.request.post('/api/session/confirm-email', { data: { token } })).status(), 200);
    assert.equal((await context.request.post('/api/session', { data: { email, password: PASSWORD } })).status(), 200);
    const { user_id: userId } = (await (await context.request.get('/api/session')).json()) as { user_id: string };
    await stack.services.users.grant(userId, 1234, 'granted by the test');
    maraId = (await createReadyCharacter(stack, userId, 'Mara', 'A young woman with short black hair, brown eyes and a red scarf')).id;
    await context.close();
  });

  after(async () => {
    await browser?.close();
  });

  it('shows a first visit in the browser’s own language, before and after signing in', async () => {
    for (const [locale, language] of [['es-MX', 'es'], ['ja-JP', 'ja'], ['ar-EG', 'ar'], ['fr-FR', 'en']] as const) {
      const { context, page } = await browserIn(locale, false);
      await page.goto('/sign-in');
      await page.getByRole('heading', { level: 1, name: WORDS[language].signIn }).waitFor();
      assert.equal(await page.evaluate('document.documentElement.lang'), language);
      assert.equal(await page.evaluate('document.documentElement.dir'), language === 'ar' ? 'rtl' : 'ltr');
      await context.close();
    }
  });

  it('walks every main page in English, Spanish, Japanese and Arabic with no axe-core violation and no sideways scroll', async () => {
    const { context, page } = await browserIn('en-US', true);
    const findings: string[] = [];
    await page.goto('/');
    for (const language of ['en', 'es', 'ja', 'ar'] as const) {
      await pick(page, language);
      for (const url of PAGES) {
        await page.goto(url);
        await page.getByRole('navigation').getByRole('link', { name: WORDS[language].home }).waitFor();
        await page.waitForLoadState('networkidle');
        await page.locator('.state[role="status"]').first().waitFor({ state: 'detached' }).catch(() => undefined);
        const name = `${language}${url.replace(/\//g, '-')}`;
        findings.push(...(await violations(page, name)), ...(await horizontalOverflow(page, name)));
        await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
      }
    }
    assert.deepEqual(findings, []);
    assert.deepEqual(pageErrors, []);
    await context.close();
  });

  it('lays Arabic out right to left: the navigation on the right, numbers and credits written for Arabic', async () => {
    const { context, page } = await browserIn('ar', true);
    await page.goto('/');
    await pick(page, 'ar');
    await page.goto('/credits');
    await page.getByRole('heading', { level: 1, name: WORDS.ar.credits }).waitFor();
    assert.equal(await page.evaluate('document.documentElement.dir'), 'rtl');
    await shoot(page, 'ar-credits');
    const box = async (selector: string) => {
      const found = await page.locator(selector).first().boundingBox();
      assert.ok(found, `${selector} is shown`);
      return found;
    };
    const rightEdge = (found: { x: number; width: number }) => found.x + found.width;
    const brand = await box('header .brand');
    const nav = await box('header nav');
    const home = await box('header nav a[href="/"]');
    const webhooks = await box('header nav a[href="/webhooks"]');
    const balance = await box('header .balance');
    assert.ok(rightEdge(brand) > WIDTHS.desktop - 60, `the brand starts the bar at the right (ends at ${rightEdge(brand)})`);
    assert.ok(rightEdge(nav) > WIDTHS.desktop * 0.75 && rightEdge(nav) <= brand.x + 1, `the navigation follows the brand leftwards (ends at ${rightEdge(nav)})`);
    assert.ok(home.x > webhooks.x, 'the first link is the rightmost, the last leftwards');
    assert.ok(balance.x < WIDTHS.desktop / 2, 'the balance and the account sit at the left end');
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    assert.ok(heading && heading.x + heading.width > WIDTHS.desktop / 2, 'the page heading is set from the right');
    const { credits } = (await (await context.request.get('/api/credits')).json()) as { credits: number };
    const written = new Intl.NumberFormat('ar').format(credits);
    assert.equal((await page.getByTestId('balance').textContent())?.trim(), written, 'the balance is written as Arabic writes numbers');
    assert.match((await page.locator('header .balance').textContent()) ?? '', new RegExp(`${written}\\s*رصيد`), 'the header says the credits in Arabic');
    await page.goto('/characters');
    await page.getByRole('link', { name: /Mara/ }).waitFor();
    await shoot(page, 'ar-characters');
    await context.close();
  });

  it('edits a picture and poses a character in Arabic: controls from the right, the picture and the skeleton never mirrored', async () => {
    const { context, page } = await browserIn('ar', true);
    const arabicPercent = (value: number) => new Intl.NumberFormat('ar', { style: 'percent' }).format(value / 100);
    const findings: string[] = [];
    const csrf = ((await (await context.request.get('/api/session')).json()) as { csrf_token: string }).csrf_token;
    const made = await context.request.post('/api/generate', { data: { character_id: maraId, prompt: 'Mara waits at a bus stop in the rain', max_retries: 1, min_score: 0.1 }, headers: { 'X-CSRF-Token': csrf } });
    assert.equal(made.status(), 200, await made.text());
    const { image_id: sceneId } = (await made.json()) as { image_id: string };
    await page.goto('/');
    await pick(page, 'ar');

    await page.goto(`/scenes/${sceneId}`);
    await page.getByRole('button', { name: 'تعديل الصورة (رصيد واحد)' }).click();
    // In English: the built-in illustrator reads English instructions only (it refuses others with a 400).
    await page.getByLabel('التغيير المطلوب، بالكلمات').fill('make it night');
    const [paint, box] = await Promise.all([page.getByRole('radio', { name: 'تلوين قناع' }).boundingBox(), page.getByRole('radio', { name: 'رسم مربع' }).boundingBox()]);
    assert.ok(paint && box && paint.x > box.x, 'the ways to mark the picture read from the right: the first is the rightmost');
    await page.getByRole('radio', { name: 'رسم مربع' }).check();
    const surface = page.locator('.edit-surface');
    await surface.scrollIntoViewIfNeeded();
    const picture = await surface.boundingBox();
    assert.ok(picture);
    // A box dragged on the left of the picture stays on its left: the picture is not mirrored, nor are its coordinates.
    await page.mouse.move(picture.x + picture.width * 0.1, picture.y + picture.height * 0.05);
    await page.mouse.down();
    await page.mouse.move(picture.x + picture.width * 0.6, picture.y + picture.height * 0.35, { steps: 12 });
    await page.mouse.up();
    const region = page.getByTestId('region');
    await region.focus();
    await page.keyboard.press('ArrowRight');
    assert.equal(await region.getAttribute('aria-label'), `المربع: على بُعد ${arabicPercent(12)} من الحافة اليسرى و${arabicPercent(5)} من الأعلى، عرضه ${arabicPercent(50)} وارتفاعه ${arabicPercent(30)}`);
    const drawn = await region.boundingBox();
    assert.ok(drawn && Math.abs(drawn.x - (picture.x + picture.width * 0.12)) < 3, 'the right arrow moved the box to the right, from where it was drawn');
    findings.push(...(await violations(page, 'ar-edit-tool')), ...(await horizontalOverflow(page, 'ar-edit-tool')));
    const [request] = await Promise.all([
      page.waitForRequest((sent) => sent.method() === 'POST' && sent.url().endsWith(`/api/scenes/${sceneId}/edit`)),
      page.getByRole('button', { name: 'تعديل (رصيد واحد)' }).click(),
    ]);
    const sent = request.postDataJSON() as { region: { x: number; y: number; width: number; height: number } };
    assert.deepEqual([sent.region.x, sent.region.y, sent.region.width, sent.region.height].map(Math.round), [12, 5, 50, 30]);
    await page.getByTestId('compare').waitFor({ timeout: 120_000 });
    // Before is on the reader's side (the right), where the slider starts: at 20 it shows the right fifth of before.
    await page.getByLabel('أظهر جزءًا أكبر من الصورة قبل التعديل أو بعده').fill('20');
    assert.match((await page.locator('.compare-before').getAttribute('style')) ?? '', /inset\(0(px)? 0(px)? 0(px)? 80%\)/);
    const [frame, divider, beforeTag] = await Promise.all([page.locator('.compare-frame').boundingBox(), page.locator('.compare-divider').boundingBox(), page.locator('.compare-tag.start').boundingBox()]);
    assert.ok(frame && divider && beforeTag);
    assert.ok(Math.abs(divider.x - (frame.x + frame.width * 0.8)) < 3, `the divider is a fifth from the right (at ${divider.x - frame.x} of ${frame.width})`);
    assert.ok(beforeTag.x > frame.x + frame.width / 2, '“before” is labelled on the right');
    await page.locator('.edit-outcome').scrollIntoViewIfNeeded();
    findings.push(...(await violations(page, 'ar-edit-before-after')));
    await shoot(page, 'ar-edit-tool');

    await page.goto(`/characters/${maraId}`);
    await page.getByRole('button', { name: 'اختر وضعية' }).click();
    await page.getByRole('group', { name: 'الوضعيات' }).getByRole('button', { name: 'تلويح' }).click();
    await page.getByText('الوضعية المختارة: تلويح').waitFor();
    await page.getByRole('radio', { name: 'تشكيل هيكل بالسحب' }).check();
    await page.getByLabel('ابدأ من').selectOption('standing');
    // The person's left wrist keeps its name and its place: on the viewer's right of a person facing them.
    const wrist = page.locator('[data-joint="left_wrist"]');
    const start = /^الرسغ الأيسر، على بُعد (\S+) من اليسار و(\S+) من الأعلى$/.exec((await wrist.getAttribute('aria-label')) ?? '');
    assert.ok(start, `the left wrist is named in Arabic: ${await wrist.getAttribute('aria-label')}`);
    const [skeleton, joint] = await Promise.all([page.locator('.skeleton-frame').boundingBox(), wrist.boundingBox()]);
    assert.ok(skeleton && joint && joint.x > skeleton.x + skeleton.width / 2, 'the left wrist of a person facing the viewer is on the right: the skeleton is not mirrored');
    await wrist.focus();
    await page.keyboard.press('Shift+ArrowRight');
    const moved = await wrist.getAttribute('aria-label');
    assert.ok(moved?.includes(`على بُعد ${arabicPercent(numberIn(start[1]) + 5)} من اليسار`), `Shift and the right arrow move it right: ${moved}`);
    await page.locator('.pose-picker').scrollIntoViewIfNeeded();
    findings.push(...(await violations(page, 'ar-pose-picker')), ...(await horizontalOverflow(page, 'ar-pose-picker')));
    await shoot(page, 'ar-pose-picker');
    assert.deepEqual(findings, []);
    assert.deepEqual(pageErrors, []);
    await context.close();
  });

  it('shows the Japanese console with its own words and shoots it', async () => {
    const { context, page } = await browserIn('ja-JP', true);
    await page.goto('/');
    await pick(page, 'ja');
    for (const url of ['/', '/comics']) {
      await page.goto(url);
      await page.getByRole('navigation').getByRole('link', { name: WORDS.ja.home }).waitFor();
      await page.waitForLoadState('networkidle');
      await shoot(page, `ja${url === '/' ? '-home' : url.replace(/\//g, '-')}`);
    }
    assert.match((await page.locator('header .balance').textContent()) ?? '', WORDS.ja.balance);
    await context.close();
  });

  it('keeps the language picked for the account: another browser in another language signs in to it', async () => {
    const first = await browserIn('en-US', true);
    await first.page.goto('/');
    await pick(first.page, 'ja');
    await first.page.getByRole('heading', { level: 2, name: 'はじめに' }).waitFor();
    const session = (await (await first.context.request.get('/api/session')).json()) as { console_language: string | null };
    assert.equal(session.console_language, 'ja', 'the account keeps the language');
    await first.page.getByRole('button', { name: 'ログアウト' }).click();
    await first.page.getByRole('heading', { level: 1, name: WORDS.ja.signIn }).waitFor();
    await first.context.close();

    const second = await browserIn('es-ES', false);
    await second.page.goto('/sign-in');
    await second.page.getByRole('heading', { level: 1, name: WORDS.es.signIn }).waitFor();
    await second.page.getByLabel('Correo electrónico').fill(email);
    await second.page.getByLabel('Contraseña').fill(PASSWORD);
    await second.page.getByRole('button', { name: WORDS.es.signIn }).click();
    await second.page.getByRole('navigation').getByRole('link', { name: WORDS.ja.home }).waitFor();
    assert.equal(await second.page.evaluate('document.documentElement.lang'), 'ja');
    // Back to the browser's own language for whoever signs in next: null follows each browser.
    const csrf = ((await (await second.context.request.get('/api/session')).json()) as { csrf_token: string }).csrf_token;
    const refused = await second.context.request.patch('/api/account', { data: { console_language: 'fr' }, headers: { 'X-CSRF-Token': csrf } });
    assert.equal(refused.status(), 400, 'a language the console is not written in is refused');
    const reset = await second.context.request.patch('/api/account', { data: { console_language: null }, headers: { 'X-CSRF-Token': csrf } });
    assert.deepEqual(await reset.json(), { console_language: null });
    await second.context.close();
  });
});

/** A screenshot at the desktop width: out/console/<name>-1280.png. */
async function shoot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${WIDTHS.desktop}.png`), fullPage: true });
}

/** The whole number in a percentage as Arabic writes it (Western or Arabic-Indic digits, direction marks, a percent sign). */
function numberIn(written: string): number {
  return Number(written.replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660)).replace(/\D/g, ''));
}
