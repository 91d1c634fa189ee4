import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import { buildConsoleIfStale } from '../../src/dev/console-build';
import { KEYPOINT_NAMES } from '../../src/poses/keypoints';
import { horizontalOverflow, launchChromium, requireChromium, screenshotAtBothWidths, signUpConfirmedIn, WIDTHS } from '../support/browser';
import { createReadyCharacter } from '../support/characters';
import { getTestStack, type TestStack } from '../support/stack';

const PASSWORD = 'edits and poses 2026';
const SLOW_MS = 120_000;

type Point = [number, number] | null;
/** The part of the mask's <canvas> the phone check reads (the tests compile without the DOM library). */
interface PaintCanvas {
  width: number;
  height: number;
  getContext(kind: '2d'): { getImageData(x: number, y: number, width: number, height: number): { data: ArrayLike<number> } };
}
interface EditBody {
  instruction: string;
  mask?: string;
  region?: { x: number; y: number; width: number; height: number };
}

/**
 * The console's edit tool and pose picker, used by a person in Chromium: a scene edited by a painted mask and by a
 * box (dragged, then moved and resized with the keys), before and after, its history and the credit each costs; a
 * pose picked from the catalogue, a skeleton dragged with the mouse, moved with the arrow keys and dragged by touch on
 * a phone, each generated with; a comic panel edited and drawn in a pose; what a server lacks (a panel's edit, a pose
 * read from a photo) said plainly. Every
 * new view is checked by axe-core (no violation of any impact), must not scroll sideways at 1280, 390 and 360 px, and
 * is shot to out/console/.
 */
describe('web console in Chromium: edit a picture, pose a character', function () {
  this.timeout(600_000);
  let stack: TestStack;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let userId: string;
  let maraId: string;
  let scene: { image_id: string; image_url: string };
  const pageErrors: string[] = [];
  const findings: string[] = [];
  const api = async <T>(method: 'get' | 'post', url: string, data?: unknown): Promise<T> => {
    const csrf = ((await (await context.request.get('/api/session')).json()) as { csrf_token: string }).csrf_token;
    const answer = await context.request[method](url, { data, headers: { 'X-CSRF-Token': csrf } });
    assert.ok(answer.ok(), `${method} ${url}: ${answer.status()} ${await answer.text()}`);
    return (await answer.json()) as T;
  };
  const credits = async () => (await api<{ credits: number }>('get', '/api/credits')).credits;

  /** axe-core (every impact) on the new views shown now, the widths, and screenshots at 1280 and 390 px. */
  async function look(name: string, views: string[]): Promise<void> {
    await page.waitForLoadState('networkidle');
    let axe = new AxeBuilder({ page });
    for (const view of views) axe = axe.include(view);
    const { violations } = await axe.analyze();
    findings.push(...violations.map((violation) => `${name}: ${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`));
    findings.push(...(await horizontalOverflow(page, name)));
    await screenshotAtBothWidths(page, name);
  }

  /** Drags with the mouse from one point to another, in steps, as a hand does. */
  async function drag(from: [number, number], to: [number, number]): Promise<void> {
    await page.mouse.move(...from);
    await page.mouse.down();
    await page.mouse.move(...to, { steps: 12 });
    await page.mouse.up();
  }

  /** Two points on the picture being edited (fractions of its width and height), as the window shows it now. */
  async function onSurface(from: [number, number], to: [number, number]): Promise<[[number, number], [number, number]]> {
    const surface = page.locator('.edit-surface');
    await surface.scrollIntoViewIfNeeded();
    const box = await surface.boundingBox();
    assert.ok(box, 'the picture is shown');
    const at = ([x, y]: [number, number]): [number, number] => [box.x + box.width * x, box.y + box.height * y];
    return [at(from), at(to)];
  }

  const centre = async (locator: Locator): Promise<[number, number]> => {
    const box = await locator.boundingBox();
    assert.ok(box, 'the element is shown');
    return [box.x + box.width / 2, box.y + box.height / 2];
  };

  /** The JSON body of the next POST to a path the page sends while `act` runs. */
  async function bodySent<T>(path: string, act: () => Promise<void>): Promise<T> {
    const [request] = await Promise.all([page.waitForRequest((r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === path), act()]);
    return request.postDataJSON() as T;
  }

  before(async function () {
    requireChromium(this);
    buildConsoleIfStale();
    stack = await getTestStack();
    browser = await launchChromium();
    context = await browser.newContext({ baseURL: stack.baseUrl, viewport: { width: WIDTHS.desktop, height: 900 } });
    const email = `poses-${crypto.randomBytes(4).toString('hex')}@example.test`;
    userId = await signUpConfirmedIn(context, stack, email, PASSWORD);
    await stack.services.users.grant(userId, 40, 'granted by the test');
    maraId = (await createReadyCharacter(stack, userId, 'Mara', 'a 7-year-old girl with curly red hair in a yellow raincoat and green boots')).id;
    scene = await api('post', '/api/generate', { character_id: maraId, prompt: 'Mara walks down the street in the rain holding an umbrella', max_retries: 1, min_score: 0.1 });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('dialog', (dialog) => void dialog.accept());
  });

  after(async () => {
    await browser?.close();
  });

  it('edits a scene by a painted mask (brush, eraser, clear): the cost said before, progress, before and after, the history, 1 credit', async () => {
    await page.goto(`/scenes/${scene.image_id}`);
    await page.getByRole('heading', { name: 'Edits made of it' }).waitFor();
    await page.getByText('None yet.').first().waitFor();
    await page.getByRole('button', { name: 'Edit the picture (1 credit)' }).click();
    const instruction = page.getByLabel('The change, in words');
    await instruction.waitFor();
    await page.getByText('Costs 1 credit, refunded if no edit can be made. The original is kept.').waitFor();
    assert.equal(await instruction.getAttribute('maxlength'), '1000');
    await instruction.fill('make it snowy');
    assert.equal(await page.getByTestId('instruction-limit').textContent(), '13 of 1,000 characters at most');

    // Nothing painted yet: said, nothing sent, nothing charged.
    const before = await credits();
    await page.getByRole('button', { name: 'Edit (1 credit)' }).click();
    await page.getByRole('alert').filter({ hasText: 'Paint where the picture may change first' }).waitFor();

    // A stroke, cleared; a stroke on the left, erased; then the right half painted.
    await drag(...(await onSurface([0.1, 0.1], [0.4, 0.4])));
    await page.getByRole('button', { name: 'Clear the mask' }).click();
    await drag(...(await onSurface([0.1, 0.5], [0.3, 0.5])));
    await page.getByRole('button', { name: 'Eraser' }).click();
    await page.getByLabel('Brush size').fill('20');
    await drag(...(await onSurface([0.05, 0.5], [0.35, 0.5])));
    await page.getByRole('button', { name: 'Brush' }).click();
    for (const y of [0.1, 0.3, 0.5, 0.7, 0.9]) await drag(...(await onSurface([0.6, y], [0.95, y])));
    await look('edit-scene-painted', ['.edit-surface', 'form.form']);

    const sent = await bodySent<EditBody>(`/api/scenes/${scene.image_id}/edit`, async () => {
      await page.getByRole('button', { name: 'Edit (1 credit)' }).click();
      await page.getByRole('status').filter({ hasText: 'Editing the picture' }).waitFor();
    });
    assert.equal(sent.instruction, 'make it snowy');
    assert.equal(sent.region, undefined);
    const mask = await maskReadBack(sent.mask);
    assert.deepEqual([mask.width, mask.height], [1024, 1024], "the mask is the picture's size");
    assert.ok(mask.whiteShareLeft < 0.01, `the cleared and erased strokes left nothing on the left (${(mask.whiteShareLeft * 100).toFixed(1)} % white)`);
    assert.ok(mask.whiteShareRight > 0.3, `the right half is painted (${(mask.whiteShareRight * 100).toFixed(1)} % white)`);

    await page.getByTestId('compare').waitFor({ timeout: SLOW_MS });
    assert.equal(await credits(), before - 1, 'one credit charged');
    await page.locator('.balance').filter({ hasText: `${before - 1} credits` }).waitFor();
    const slider = page.getByLabel('Show more of the picture before or after the edit');
    await slider.fill('20');
    assert.match((await page.locator('.compare-before').getAttribute('style')) ?? '', /inset\(0(px)? 80% 0(px)? 0(px)?\)/);
    const history = page.getByTestId('edit-history').locator('li');
    await history.filter({ hasText: '“make it snowy”' }).waitFor();
    await look('edit-scene-before-after', ['.edit-outcome', '[data-testid="edit-history"]']);
  });

  it('edits a scene inside a box dragged on it, moved and resized with the keys; the edit names the picture it came from', async () => {
    const before = await credits();
    await page.getByLabel('The change, in words').fill('make it night');
    await page.getByRole('radio', { name: 'Draw a box' }).check();
    await drag(...(await onSurface([0.1, 0.05], [0.6, 0.35])));
    const region = page.getByTestId('region');
    assert.match((await region.getAttribute('aria-label')) ?? '', /^Box: from 10% across, 5% down, 50% wide, 30% high$/);
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowDown');
    assert.equal(await region.getAttribute('aria-label'), 'Box: from 12% across, 5% down, 50% wide, 32% high');
    await look('edit-scene-box', ['.edit-surface', 'form.form']);

    const sent = await bodySent<EditBody>(`/api/scenes/${scene.image_id}/edit`, () => page.getByRole('button', { name: 'Edit (1 credit)' }).click());
    assert.equal(sent.mask, undefined);
    assert.ok(sent.region);
    assert.deepEqual(
      [sent.region.x, sent.region.y, sent.region.width, sent.region.height].map(Math.round),
      [12, 5, 50, 32],
    );
    await page.getByTestId('compare').waitFor({ timeout: SLOW_MS });
    await page.getByTestId('edit-history').locator('li').filter({ hasText: '“make it night”' }).waitFor();
    assert.equal(await credits(), before - 1);
    assert.equal(await page.getByTestId('edit-history').locator('li').count(), 2, 'both edits listed, newest first');
    assert.match((await page.getByTestId('edit-history').locator('li').first().textContent()) ?? '', /make it night/);

    await page.getByRole('link', { name: 'Open the edited scene' }).click();
    await page.getByRole('link', { name: 'The picture it was edited from' }).waitFor();
    await page.getByText('“make it night”').first().waitFor();
    await page.getByRole('link', { name: 'The picture it was edited from' }).click();
    await page.waitForURL(`**/scenes/${scene.image_id}`);
  });

  it('picks a pose from the catalogue (each drawn as its skeleton) and generates Mara in it', async () => {
    await page.goto(`/characters/${maraId}`);
    await page.getByRole('button', { name: 'Choose a pose' }).click();
    const poses = page.getByRole('group', { name: 'Poses' });
    await poses.getByRole('button').first().waitFor();
    assert.ok((await poses.getByRole('button').count()) >= 10, 'the catalogue is listed');
    assert.equal(await poses.locator('svg line').count() > 100, true, 'each pose shows its skeleton');
    await poses.getByRole('button', { name: 'Waving' }).click();
    assert.equal(await poses.getByRole('button', { name: 'Waving' }).getAttribute('aria-pressed'), 'true');
    await page.getByText('Chosen: Waving').waitFor();
    await page.getByLabel('Scene').fill('waving hello at the park gate');
    await look('pose-catalogue', ['.pose-picker']);
    const before = await credits();
    const sent = await bodySent<{ pose?: unknown }>('/api/generate', () => page.getByRole('button', { name: 'Generate' }).click());
    assert.deepEqual(sent.pose, { name: 'waving' });
    await page.getByTestId('scene-result').waitFor({ timeout: SLOW_MS });
    assert.equal(await credits(), before - 1);
  });

  it('drags a joint with the mouse, moves another with the arrow keys, and generates on that skeleton', async () => {
    await page.goto(`/characters/${maraId}`);
    await page.getByRole('button', { name: 'Choose a pose' }).click();
    await page.getByRole('radio', { name: 'Drag a skeleton' }).check();
    await page.getByLabel('Start from').selectOption('standing');
    const frame = page.locator('.skeleton-frame');
    await frame.scrollIntoViewIfNeeded();
    const frameBox = await frame.boundingBox();
    assert.ok(frameBox);
    const leftWrist = page.locator('[data-joint="left_wrist"]');
    const target: [number, number] = [frameBox.x + frameBox.width * 0.8, frameBox.y + frameBox.height * 0.15];
    await drag(await centre(leftWrist), target);
    await page.getByTestId('joint-status').filter({ hasText: /^Left wrist: (79|80|81)% across, (14|15|16)% down$/ }).waitFor();

    const rightWrist = page.locator('[data-joint="right_wrist"]');
    await rightWrist.focus();
    const start = /(\d+)% across, (\d+)% down/.exec((await rightWrist.getAttribute('aria-label')) ?? '');
    assert.ok(start);
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Shift+ArrowLeft');
    assert.equal(await rightWrist.getAttribute('aria-label'), `Right wrist, ${Number(start[1]) - 5}% across, ${Number(start[2]) - 4}% down`);
    await page.getByTestId('joint-status').filter({ hasText: `Right wrist: ${Number(start[1]) - 5}% across, ${Number(start[2]) - 4}% down` }).waitFor();
    await page.getByLabel('Scene').fill('reaching for a kite');
    await look('pose-skeleton', ['.pose-picker']);

    const sent = await bodySent<{ pose: { keypoints: Point[] } }>('/api/generate', () => page.getByRole('button', { name: 'Generate' }).click());
    const keypoints = sent.pose.keypoints;
    assert.equal(keypoints.length, KEYPOINT_NAMES.length);
    const wrist = keypoints[KEYPOINT_NAMES.indexOf('left_wrist')];
    assert.ok(wrist && Math.abs(wrist[0] - 80) < 1.5 && Math.abs(wrist[1] - 15) < 1.5, `the dragged wrist is sent where it was dropped: ${JSON.stringify(wrist)}`);
    const moved = keypoints[KEYPOINT_NAMES.indexOf('right_wrist')];
    assert.ok(moved && Math.round(moved[0]) === Number(start[1]) - 5 && Math.round(moved[1]) === Number(start[2]) - 4, `the wrist moved by keys is sent: ${JSON.stringify(moved)}`);
    await page.getByTestId('scene-result').waitFor({ timeout: SLOW_MS });
  });

  it('edits a comic panel inside a box, and draws a panel with a catalogue pose for its character', async () => {
    const comic = await api<{ id: string }>('post', '/api/comics', { title: 'The Red Umbrella', character_ids: [maraId] });
    await api('post', `/api/comics/${comic.id}/panels`, { page_number: 1, action: 'Mara opens a red umbrella in the rain' });
    await page.goto(`/comics/${comic.id}`);
    await page.getByRole('button', { name: 'Edit picture, panel 1' }).click();
    await page.getByRole('heading', { name: 'Edit panel 1 (1 credit)' }).waitFor();
    await page.getByLabel('The change, in words').fill('make it night');
    await page.getByRole('radio', { name: 'Draw a box' }).check();
    await drag(...(await onSurface([0, 0], [1, 0.4])));
    await look('panel-edit', ['.edit-surface', 'form.form']);
    const before = await credits();
    const sent = await bodySent<EditBody>(`/api/comics/${comic.id}/panels/1/edit`, () => page.getByRole('button', { name: 'Edit (1 credit)' }).click());
    assert.deepEqual(sent.region && [sent.region.x, sent.region.y, sent.region.width, sent.region.height].map(Math.round), [0, 0, 100, 40]);
    await page.getByTestId('compare').waitFor({ timeout: SLOW_MS });
    assert.equal(await credits(), before - 1, 'one credit charged');
    const panel = (await api<{ pages: Array<{ image_url: string }> }>('get', `/api/comics/${comic.id}`)).pages[0];
    assert.equal(await page.locator('.compare-frame img').first().getAttribute('src'), panel.image_url, 'after is the panel as it is now');
    await look('panel-edit-before-after', ['.edit-outcome']);
    await page.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Add a panel (1 credit)' }).click();
    await page.getByLabel('What happens in it').fill('Mara sits down under the umbrella');
    await page.getByRole('button', { name: 'Choose a pose' }).click();
    await page.getByRole('group', { name: 'Poses' }).getByRole('button', { name: 'Sitting on a chair' }).click();
    await look('panel-pose', ['.pose-picker']);
    const drawn = await bodySent<{ poses?: Record<string, unknown> }>(`/api/comics/${comic.id}/panels`, () => page.getByRole('button', { name: 'Draw the panel' }).click());
    assert.deepEqual(drawn.poses, { [maraId]: { name: 'sitting' } });
    await page.getByTestId('panel-ready').nth(1).waitFor({ timeout: SLOW_MS });
  });

  it('says plainly what a server lacks: reading a pose from a photo, editing a comic panel (its route answering 404)', async () => {
    await page.goto(`/characters/${maraId}`);
    await page.getByRole('button', { name: 'Choose a pose' }).click();
    await page.getByRole('radio', { name: 'From a photo' }).check();
    await page.getByTestId('photo-pose-note').filter({ hasText: 'Not available on this server' }).waitFor();
    assert.equal(await page.getByLabel('A photo of a person in the pose').isDisabled(), true);
    await look('pose-photo-missing', ['.pose-picker']);

    const comic = await api<{ id: string }>('post', '/api/comics', { title: 'An Older Server', character_ids: [maraId] });
    await api('post', `/api/comics/${comic.id}/panels`, { page_number: 1, action: 'Mara waves from a window' });
    // A server from before panel edits: no such route (404), where a route that exists answers a GET with 405.
    await page.route(`**/api/comics/${comic.id}/panels/1/edit`, (route) => route.fulfill({ status: 404, json: { error: 'Not found' } }));
    await page.goto(`/comics/${comic.id}`);
    await page.getByRole('button', { name: 'Edit picture, panel 1' }).click();
    await page.getByTestId('panel-edit-missing').filter({ hasText: 'This server cannot edit comic panels' }).waitFor();
    await look('panel-edit-missing', ['[data-testid="panel-edit-missing"]']);
    await page.unroute(`**/api/comics/${comic.id}/panels/1/edit`);
  });

  it('on a phone: a joint dragged by touch, a mask painted by touch', async () => {
    const phone = await browser.newContext({ baseURL: stack.baseUrl, viewport: { width: WIDTHS.phone, height: 800 }, hasTouch: true, isMobile: true, storageState: await context.storageState() });
    const tab = await phone.newPage();
    tab.on('pageerror', (error) => pageErrors.push(error.message));
    const touch = await phone.newCDPSession(tab);
    const swipe = async (from: [number, number], to: [number, number]) => {
      await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from[0], y: from[1] }] });
      for (let step = 1; step <= 10; step += 1) {
        const x = from[0] + ((to[0] - from[0]) * step) / 10;
        const y = from[1] + ((to[1] - from[1]) * step) / 10;
        await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
      }
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await tab.goto(`/characters/${maraId}`);
    await tab.getByRole('button', { name: 'Choose a pose' }).click();
    await tab.getByRole('radio', { name: 'Drag a skeleton' }).check();
    const joint = tab.locator('[data-joint="left_ankle"]');
    await joint.scrollIntoViewIfNeeded();
    const frame = await tab.locator('.skeleton-frame').boundingBox();
    const ankle = await joint.boundingBox();
    assert.ok(frame && ankle);
    await swipe([ankle.x + ankle.width / 2, ankle.y + ankle.height / 2], [frame.x + frame.width * 0.7, frame.y + frame.height * 0.6]);
    await tab.getByTestId('joint-status').filter({ hasText: /^Left ankle: (69|70|71)% across, (59|60|61)% down$/ }).waitFor();

    await tab.goto(`/scenes/${scene.image_id}`);
    await tab.getByRole('button', { name: 'Edit the picture (1 credit)' }).click();
    const surface = tab.locator('.edit-surface');
    await surface.scrollIntoViewIfNeeded();
    const box = await surface.boundingBox();
    assert.ok(box);
    await swipe([box.x + box.width * 0.2, box.y + box.height * 0.5], [box.x + box.width * 0.8, box.y + box.height * 0.5]);
    const painted = await tab.getByTestId('mask-canvas').evaluate((canvas: PaintCanvas) => {
      const alpha = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
      let count = 0;
      for (let i = 3; i < alpha.length; i += 4) if (alpha[i] > 0) count += 1;
      return count;
    });
    assert.ok(painted > 10_000, `the finger painted the mask (${painted} pixels)`);
    await phone.close();
  });

  it('raised no script error, and every new view passed axe-core at every width', () => {
    assert.deepEqual(pageErrors, []);
    assert.deepEqual(findings, []);
  });
});

/** A mask sent as a data: URL: its size and the share of white on its left and right halves. */
async function maskReadBack(mask: string | undefined): Promise<{ width: number; height: number; whiteShareLeft: number; whiteShareRight: number }> {
  assert.ok(mask, 'a mask is sent');
  assert.match(mask, /^data:image\/png;base64,/);
  const { default: sharp } = await import('sharp');
  const { data, info } = await sharp(Buffer.from(mask.split(',')[1], 'base64')).greyscale().raw().toBuffer({ resolveWithObject: true });
  let [left, right] = [0, 0];
  for (let y = 0; y < info.height; y += 1) {
    for (let x = 0; x < info.width; x += 1) {
      if (data[y * info.width + x] < 128) continue;
      if (x < info.width / 2) left += 1;
      else right += 1;
    }
  }
  const half = (info.width * info.height) / 2;
  return { width: info.width, height: info.height, whiteShareLeft: left / half, whiteShareRight: right / half };
}
