import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { buildConsoleIfStale } from '../../src/dev/console-build';
import { horizontalOverflow, launchChromium, requireChromium, screenshotAtBothWidths, seriousViolations, signUpConfirmedIn, WIDTHS } from '../support/browser';
import { createReadyCharacter } from '../support/characters';
import { getTestStack, type TestStack } from '../support/stack';

const PASSWORD = 'parity walks 2026';
const SLOW_MS = 180_000;
/** Pictures to upload: the console's own app icon as a brand logo, a portrait as a product shot. */
const LOGO = path.resolve(__dirname, '../../web/public/icon-512.png');
const PRODUCT = path.resolve(__dirname, '../fixtures/faces/portrait.jpg');

interface ComicBody {
  comic: { status: string };
  pages: Array<{ page_number: number; caption: string; speaker: string | null; alt_text: string; bubbles: Array<{ anchor: { x: number; y: number } }> }>;
}

/**
 * What the API offers, done in the console by a person in Chromium, at 1280 px and on a 390 px phone: a comic edited
 * (empty comic, panels added, lettering edited on the picture, a panel drawn again, webtoon and right-to-left reading,
 * every download, keyboard and swipe page turns, deletion), a scene's page with its variations, a scene of several
 * characters, brand kits used in a scene, the choice of model and a draft character edited. Every page walked is
 * checked by axe-core, must not scroll sideways at 1280, 390 and 360 px, and is shot to out/console/.
 */
describe('web console in Chromium: every capability of the API, on a laptop and a phone', function () {
  this.timeout(600_000);
  let stack: TestStack;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let userId: string;
  const characters: Record<string, string> = {};
  const pageErrors: string[] = [];
  const findings: string[] = [];
  const heading = (name: string | RegExp) => page.getByRole('heading', { level: 1, name });
  const api = async <T>(method: 'get' | 'post', url: string, data?: unknown): Promise<T> => {
    const csrf = ((await (await context.request.get('/api/session')).json()) as { csrf_token: string }).csrf_token;
    const answer = await context.request[method](url, { data, headers: { 'X-CSRF-Token': csrf } });
    assert.ok(answer.ok(), `${method} ${url}: ${answer.status()} ${await answer.text()}`);
    return (await answer.json()) as T;
  };

  /** axe-core, the widths and screenshots at 1280 and 390 px of the page as it is now; findings are asserted at the end. */
  async function look(name: string): Promise<void> {
    await page.waitForLoadState('networkidle');
    findings.push(...(await seriousViolations(page, name)), ...(await horizontalOverflow(page, name)));
    await screenshotAtBothWidths(page, name);
  }

  before(async function () {
    requireChromium(this);
    buildConsoleIfStale();
    stack = await getTestStack();
    browser = await launchChromium();
    context = await browser.newContext({ baseURL: stack.baseUrl, viewport: { width: WIDTHS.desktop, height: 900 }, acceptDownloads: true });
    const email = `parity-${crypto.randomBytes(4).toString('hex')}@example.test`;
    userId = await signUpConfirmedIn(context, stack, email, PASSWORD);
    await stack.services.users.grant(userId, 60, 'granted by the test');
    for (const [name, description] of [
      ['Mara', 'A young woman with short black hair, brown eyes and a red scarf'],
      ['Rusty', 'A small fox with orange fur and a blue backpack'],
    ]) {
      characters[name] = (await createReadyCharacter(stack, userId, name, description)).id;
    }
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('dialog', (dialog) => void dialog.accept());
  });

  after(async () => {
    await browser?.close();
  });

  const comicOf = async (id: string) => api<ComicBody>('get', `/api/comics/${id}`);

  it('an empty comic: panels added and drawn one by one, lettering edited on the picture (a balloon dragged, words, how and who), a panel drawn again, then deleted', async () => {
    await page.goto('/comics');
    await page.getByLabel('How to make it').selectOption('empty');
    await page.getByLabel('Title').fill('The Lighthouse Door');
    await page.getByRole('checkbox', { name: 'Rusty' }).check();
    await page.getByRole('button', { name: 'Start the empty comic (free)' }).click();
    await heading('The Lighthouse Door').waitFor();
    const comicId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await page.getByText('No panels yet').waitFor();
    await look('comic-empty');

    await page.getByLabel('What happens in it').fill('Mara finds a small door at the foot of the lighthouse');
    await page.getByLabel(/^Words/).fill('What is behind it?');
    await page.getByRole('button', { name: 'Draw the panel' }).click();
    await page.getByTestId('panel-ready').first().waitFor({ timeout: SLOW_MS });
    await page.getByRole('button', { name: 'Add a panel (1 credit)' }).click();
    await page.getByLabel('What happens in it').fill('Mara and Rusty open the door together');
    await page.getByLabel('How they are said').selectOption('dialogue');
    await page.getByLabel('Who says them').selectOption('Rusty');
    await page.getByLabel(/^Words/).fill('Careful, it creaks!');
    await page.getByRole('button', { name: 'Draw the panel' }).click();
    await page.getByTestId('panel-ready').nth(1).waitFor({ timeout: SLOW_MS });
    await page.getByTestId('printed-page').waitFor();

    const before = await comicOf(comicId);
    await page.getByRole('button', { name: 'Edit lettering, panel 1' }).click();
    const handle = page.getByRole('button', { name: /^Balloon 1: / });
    await handle.waitFor();
    await look('comic-lettering');
    await page.locator('.lettering').scrollIntoViewIfNeeded();
    // Measured once the picture has loaded: until then it has no height, and the balloons sit elsewhere.
    await page.waitForFunction("(() => { const img = document.querySelector('.lettering img'); return img !== null && img.complete && img.naturalWidth > 0; })()");
    const box = (await handle.boundingBox())!;
    const picture = (await page.locator('.lettering img').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(picture.x + picture.width * 0.8, picture.y + picture.height * 0.88, { steps: 5 });
    await page.mouse.up();
    // The balloon's place, as the form shows it, is where it was dropped before the lettering is saved.
    await page.waitForFunction(`Math.abs(Number(document.querySelector('input[name="anchor_x"]')?.value) - 80) <= 2`);
    await page.getByRole('button', { name: 'Save the lettering' }).click();
    // The editor closes once the panel is lettered again (its button reads "Lettering…" meanwhile).
    await page.locator('.lettering').waitFor({ state: 'detached' });
    const dragged = (await comicOf(comicId)).pages[0].bubbles[0].anchor;
    assert.notDeepEqual(dragged, before.pages[0].bubbles[0].anchor, 'the balloon was moved where it was dragged');
    assert.ok(dragged.y > before.pages[0].bubbles[0].anchor.y + 30, `dragged down to the foot of the panel (${JSON.stringify(before.pages[0].bubbles[0].anchor)} to ${JSON.stringify(dragged)})`);

    await page.getByRole('button', { name: 'Edit lettering, panel 1' }).click();
    await page.getByLabel(/^Words/).fill('Look, a door!');
    await page.getByLabel('How they are said').selectOption('dialogue');
    await page.getByLabel('Who says them').selectOption('Rusty');
    await page.getByRole('button', { name: 'Save the lettering' }).click();
    const panelOne = page.locator('.panels > li').first();
    await panelOne.getByText('Look, a door!').waitFor();
    const lettered = (await comicOf(comicId)).pages[0];
    assert.deepEqual([lettered.caption, lettered.speaker], ['Look, a door!', 'Rusty']);
    assert.match(lettered.alt_text, /Rusty (says|shouts): Look, a door!/);
    assert.equal(await panelOne.getByRole('img').getAttribute('alt'), lettered.alt_text, 'the picture says its new words to a screen reader');

    const credits = async () => ((await (await context.request.get('/api/credits')).json()) as { credits: number }).credits;
    const beforeRedraw = await credits();
    await page.getByRole('button', { name: 'Draw again, panel 2' }).click();
    await page.getByLabel('What happens in it').fill('Mara and Rusty peek through the open door');
    await look('comic-redraw');
    await page.getByRole('button', { name: 'Draw it again' }).click();
    await page.locator('.panels > li').nth(1).getByText('Careful, it creaks!').waitFor({ timeout: SLOW_MS });
    await page.getByRole('button', { name: 'Draw it again' }).waitFor({ state: 'detached', timeout: SLOW_MS });
    assert.equal(await credits(), beforeRedraw - 1, 'drawing a panel again costs 1 credit');
    await page.locator('.balance').filter({ hasText: `${beforeRedraw - 1} credits` }).waitFor();

    await page.getByRole('button', { name: 'Delete comic' }).click();
    await page.waitForURL('**/comics');
    assert.equal((await context.request.get(`/api/comics/${comicId}`)).status(), 404, 'the comic is deleted');
  });

  it('a manga read right to left as printed pages (arrow keys and swipes turn them, the new page is scrolled to its top) and as a webtoon; every download named after it', async () => {
    const started = await api<{ id: string }>('post', '/api/comics/generate', {
      title: 'Rusty and the Moon Kite',
      story_prompt: 'Rusty builds a kite. Mara helps. The wind lifts it. The kite flies to the moon. They wave. They laugh.',
      character_ids: [characters.Rusty, characters.Mara],
      page_count: 6,
      style_preset: 'manga_bw',
    });
    await page.goto(`/comics/${started.id}`);
    await page.getByTestId('printed-page').waitFor({ timeout: SLOW_MS });
    const counter = page.locator('.reader .pager span');
    const total = Number(/of (\d+)/.exec((await counter.textContent()) ?? '')?.[1]);
    assert.ok(total >= 2, `a six-panel comic prints on ${total} pages`);
    assert.equal(await page.getByLabel('Read right to left (manga)').isChecked(), true, 'a manga reads right to left');
    assert.match((await page.getByTestId('printed-page').getAttribute('src')) ?? '', /direction=rtl/);

    await page.keyboard.press('ArrowLeft');
    await counter.filter({ hasText: `Page 2 of ${total}` }).waitFor();
    await page.keyboard.press('ArrowRight');
    await counter.filter({ hasText: `Page 1 of ${total}` }).waitFor();
    await page.getByLabel('Read right to left (manga)').uncheck();
    await page.keyboard.press('ArrowRight');
    await counter.filter({ hasText: `Page 2 of ${total}` }).waitFor();

    await page.setViewportSize({ width: WIDTHS.phone, height: 800 });
    await page.getByRole('button', { name: 'Previous page' }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Previous page' }).click();
    await counter.filter({ hasText: `Page 1 of ${total}` }).waitFor();
    const top = await page.locator('.reader').evaluate((element) => element.getBoundingClientRect().top);
    assert.ok(top >= -1 && top < 100, `the new page starts at the top of the screen (its top is at ${top} px)`);
    await swipe(page.getByTestId('printed-page'), -150);
    await counter.filter({ hasText: `Page 2 of ${total}` }).waitFor();
    await look('comic-reader');

    const downloads: string[] = [];
    for (const name of ['Download PDF', 'PDF, one panel a page', 'CBZ', 'EPUB']) {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name, exact: true }).click()]);
      downloads.push(download.suggestedFilename());
    }
    assert.deepEqual(downloads, ['Rusty and the Moon Kite.pdf', 'Rusty and the Moon Kite.pdf', 'Rusty and the Moon Kite.cbz', 'Rusty and the Moon Kite.epub']);

    await page.getByRole('button', { name: 'Webtoon (one long strip)' }).click();
    const strip = page.getByTestId('webtoon').getByRole('img');
    await strip.first().waitFor();
    const webtoon = await api<{ slices: Array<{ alt_text: string }> }>('get', `/api/comics/${started.id}/webtoon`);
    assert.deepEqual(await strip.evaluateAll((images) => images.map((image) => image.getAttribute('alt'))), webtoon.slices.map((slice) => slice.alt_text));
    await look('comic-webtoon');
  });

  it("a scene's page: the likeness and what of the prompt was not drawn apart, what the illustrator drew, variations made from it and listed, the model chosen", async () => {
    await page.goto(`/characters/${characters.Mara}`);
    await page.getByLabel('Scene').fill('Mara flies a red kite on a windy hilltop');
    await page.getByLabel('Image model').selectOption('builtin-painterly');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await page.getByRole('link', { name: 'Open the scene: vary it, see its details' }).click({ timeout: SLOW_MS });
    await heading('Mara flies a red kite on a windy hilltop').waitFor();
    await page.getByText('builtin-painterly').first().waitFor();
    await page.getByTestId('prompt-adherence').getByText('Not everything the prompt names is drawn').waitFor();
    assert.doesNotMatch(await page.getByTestId('signals').innerText(), /passed/i);
    await page.getByRole('heading', { name: 'What the illustrator drew' }).waitFor();
    await page.getByLabel('What to change').selectOption('expression');
    await page.getByLabel('Change it to').fill('surprised');
    await page.getByLabel('How many').fill('2');
    await page.getByRole('button', { name: 'Make variations' }).click();
    await page.getByText(/\d of 2 made/).waitFor({ timeout: SLOW_MS });
    const variations = page.locator('ul.grid a[href^="/scenes/"]');
    await variations.first().waitFor();
    assert.ok((await variations.count()) >= 1);
    await look('scene');
    await variations.first().click();
    await page.getByRole('link', { name: 'The scene it was varied from' }).waitFor();
  });

  it('a scene of several characters: each likeness and the prompt apart, then its page', async () => {
    await page.goto('/scenes');
    await page.getByRole('link', { name: 'Scene with several characters' }).click();
    await heading('A scene with several characters').waitFor();
    await page.getByRole('checkbox', { name: 'Mara' }).check();
    await page.getByRole('checkbox', { name: 'Rusty' }).check();
    await page.getByLabel('Scene').fill('Mara and Rusty share an umbrella in the rain');
    await page.getByRole('button', { name: 'Generate' }).click();
    const result = page.getByTestId('scene-result');
    await result.waitFor({ timeout: SLOW_MS });
    assert.match(await result.innerText(), /Each character: Mara \d+, Rusty \d+\./);
    await result.getByTestId('prompt-adherence').waitFor();
    await look('scene-multi');
  });

  it('a brand kit made with a logo and a palette (said in words, not codes), a product picture added, used in a scene', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Brand kits' }).click();
    await heading('Brand kits').waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Fizz Orange');
    await page.getByLabel(/^Logo/).setInputFiles(LOGO);
    await page.getByRole('button', { name: 'Add a colour' }).click();
    await page.getByLabel('Colour 1', { exact: true }).fill('Fizz orange');
    await page.getByLabel('Colour 1 value').fill('#f58c1e');
    await look('brand-kits');
    await page.getByRole('button', { name: 'Create brand kit' }).click();
    await heading('Fizz Orange').waitFor();
    const palette = await page.getByTestId('palette').innerText();
    assert.match(palette, /Fizz orange:\s+orange/);
    assert.doesNotMatch(palette, /#[0-9a-f]{6}/i, 'no colour codes');
    await page.getByLabel('What it shows').selectOption('product');
    await page.getByLabel('Label').fill('Fizz can');
    await page.getByLabel(/^Picture/).setInputFiles(PRODUCT);
    await page.getByRole('button', { name: 'Add picture' }).click();
    await page.getByRole('button', { name: 'Remove the picture Fizz can' }).waitFor();
    await page.getByLabel(/^Character/).selectOption({ label: 'Mara' });
    await page.getByLabel('Scene').fill('Mara holds a can of soda at a picnic');
    await page.getByRole('checkbox', { name: 'Fizz can' }).check();
    await page.getByRole('button', { name: 'Generate' }).click();
    await page.getByText(/^Brand: \d+ \/ 100\.$/).waitFor({ timeout: SLOW_MS });
    await look('brand-kit');
  });

  it('a draft character edited: name, description and look, its colours picked and said in words', async () => {
    const draft = await createReadyCharacter(stack, userId, 'Ivy', 'A girl with a green coat', { status: 'draft', references: false });
    await page.goto(`/characters/${draft.id}`);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByLabel('Name', { exact: true }).fill('Ivy Fern');
    await page.getByLabel('Hair colour').fill('#2850d2');
    await look('character-edit');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await heading('Ivy Fern').waitFor();
    const descriptor = await page.locator('.descriptor').innerText();
    assert.match(descriptor, /hair\s+blue\s+short/i, 'the hair colour picked, said in words');
    assert.doesNotMatch(descriptor, /#[0-9a-f]{6}/i, 'the descriptor is said in words, not colour codes');
  });

  it('every page walked: no serious axe finding, none wider than the screen, no script error', () => {
    assert.deepEqual(findings, []);
    assert.deepEqual(pageErrors, []);
  });
});

/** A finger swiping `dx` pixels sideways across the element (touch pointer events, as a phone sends them). */
async function swipe(target: Locator, dx: number): Promise<void> {
  const box = (await target.boundingBox())!;
  const y = box.y + box.height / 2;
  const start = box.x + box.width / 2 - dx / 2;
  await target.evaluate(
    (element, move) => {
      // The tests compile without the DOM library: the page's own PointerEvent, as the page sees it.
      const Pointer = (globalThis as unknown as { PointerEvent: new (type: string, init: object) => unknown }).PointerEvent;
      const fire = (type: string, x: number) => (element as unknown as { dispatchEvent(event: unknown): void }).dispatchEvent(new Pointer(type, { bubbles: true, pointerType: 'touch', clientX: x, clientY: move.y, isPrimary: true }));
      fire('pointerdown', move.start);
      fire('pointerup', move.start + move.dx);
    },
    { start, dx, y },
  );
}
