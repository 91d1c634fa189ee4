import assert from 'node:assert/strict';
import sharp from 'sharp';
import { createReadyCharacter } from '../support/characters';
import { call } from '../support/http';
import { getTestStack, TestStack } from '../support/stack';
import { assertLedgerExact } from '../support/integrity';
import { createTestUser, TestUser } from '../support/users';

/** Where two pictures differ: how many pixels, their box, and the mean difference (0-255) over the pixels outside `keep` (a box in pixels). */
async function compare(a: Buffer, b: Buffer, keep?: { left: number; top: number; right: number; bottom: number }) {
  const [pa, pb] = await Promise.all([sharp(a).removeAlpha().raw().toBuffer({ resolveWithObject: true }), sharp(b).removeAlpha().raw().toBuffer()]);
  const { width, height } = pa.info;
  let changed = 0;
  let outsideSum = 0;
  let outsideCount = 0;
  const box = { left: width, top: height, right: -1, bottom: -1 };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const o = (y * width + x) * 3;
      const d = Math.abs(pa.data[o] - pb[o]) + Math.abs(pa.data[o + 1] - pb[o + 1]) + Math.abs(pa.data[o + 2] - pb[o + 2]);
      if (d > 0) {
        changed += 1;
        Object.assign(box, { left: Math.min(box.left, x), top: Math.min(box.top, y), right: Math.max(box.right, x), bottom: Math.max(box.bottom, y) });
      }
      const inside = keep && x >= keep.left && x < keep.right && y >= keep.top && y < keep.bottom;
      if (!inside) {
        outsideSum += d / 3;
        outsideCount += 1;
      }
    }
  }
  return { changed, share: changed / (width * height), box, meanOutside: outsideSum / outsideCount, width, height };
}

const png = async (url: string) => Buffer.from(await (await fetch(url)).arrayBuffer());

describe('Edits: POST /api/scenes/{image_id}/edit with the built-in illustrator', () => {
  let stack: TestStack;
  let user: TestUser;
  let source: { image_id: string; image_url: string };
  let original: Buffer;

  before(async () => {
    stack = await getTestStack();
    user = await createTestUser(stack, { credits: 20 });
    const mia = await createReadyCharacter(stack, user.id, 'Mia', 'a 7-year-old girl with curly red hair in a yellow raincoat and green boots');
    const res = await api('POST', '/api/generate', { body: { character_id: mia.id, prompt: 'Mia walks down the street in the rain holding an umbrella', max_retries: 1, min_score: 0.1 } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    source = res.body;
    original = await png(source.image_url);
  });

  const api = (method: string, path: string, options = {}) => call(stack.baseUrl, method, path, { key: user.key, ...options });
  const credits = async () => (await api('GET', '/api/credits')).body.credits as number;
  const edit = (body: object) => api('POST', `/api/scenes/${source.image_id}/edit`, { body: { min_score: 0.1, ...body } });

  it('recolours the umbrella and nothing else, as a new scene naming the one it was edited from, for 1 credit', async () => {
    const before = await credits();
    const res = await edit({ instruction: 'make the umbrella blue' });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.edited_from_image_id, source.image_id);
    assert.notEqual(res.body.image_id, source.image_id);
    assert.match(res.body.alt_text, /Edited: make the umbrella blue\.$/);
    assert.equal(await credits(), before - 1);
    const edited = await png(res.body.image_url);
    const diff = await compare(original, edited);
    assert.ok(diff.changed > 500, `the umbrella changed (${diff.changed} pixels)`);
    assert.ok(diff.share < 0.03, `only the umbrella changed: ${(diff.share * 100).toFixed(2)} % of the picture`);
    // What changed is blue now.
    const { data, info } = await sharp(edited).removeAlpha().extract({ left: diff.box.left, top: diff.box.top, width: diff.box.right - diff.box.left + 1, height: diff.box.bottom - diff.box.top + 1 }).raw().toBuffer({ resolveWithObject: true });
    let blue = 0;
    for (let i = 0; i < info.width * info.height; i += 1) if (data[i * 3 + 2] > 150 && data[i * 3] < 100) blue += 1;
    assert.ok(blue > 300, `blue pixels where the umbrella is: ${blue}`);
    const scene = (await api('GET', `/api/scenes/${res.body.image_id}`)).body;
    assert.equal(scene.kind, 'edit');
    assert.equal(scene.edited_from_image_id, source.image_id);
    assert.equal(scene.edit_instruction, 'make the umbrella blue');
    const history = (await api('GET', `/api/scenes/${source.image_id}/edits`)).body;
    assert.deepEqual(history.edits.map((e: { image_id: string }) => e.image_id), [res.body.image_id]);
    assert.equal((await fetch(source.image_url)).status, 200, 'the original is kept');
  });

  it('keeps every pixel outside a region (mean difference 0) while the light changes inside it', async () => {
    const res = await edit({ instruction: 'make it night', region: { x: 0, y: 0, width: 100, height: 40 } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const diff = await compare(original, await png(res.body.image_url), { left: 0, top: 0, right: 1024, bottom: Math.round(1024 * 0.4) });
    assert.equal(diff.meanOutside, 0);
    assert.ok(diff.changed > 100_000, `the sky and walls inside the region went dark (${diff.changed} pixels)`);
    assert.ok(diff.box.bottom < Math.round(1024 * 0.4));
  });

  it('keeps every pixel outside a painted mask (a PNG, white where it may change)', async () => {
    const mask = await sharp({ create: { width: 1024, height: 1024, channels: 3, background: '#000000' } })
      .composite([{ input: await sharp({ create: { width: 512, height: 1024, channels: 3, background: '#ffffff' } }).png().toBuffer(), left: 512, top: 0 }])
      .png()
      .toBuffer();
    const res = await edit({ instruction: 'make it snowy', mask: `data:image/png;base64,${mask.toString('base64')}` });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const diff = await compare(original, await png(res.body.image_url), { left: 512, top: 0, right: 1024, bottom: 1024 });
    assert.equal(diff.meanOutside, 0);
    assert.ok(diff.box.left >= 512 && diff.changed > 10_000);
  });

  it('rejects a mask that is not a PNG or not the picture\'s size, one that lets nothing change, mask and region both, and a long instruction: 400, nothing charged', async () => {
    const before = await credits();
    const jpeg = await sharp({ create: { width: 1024, height: 1024, channels: 3, background: '#ffffff' } }).jpeg().toBuffer();
    const notPng = await edit({ instruction: 'make the umbrella red', mask: jpeg.toString('base64') });
    assert.equal(notPng.status, 400);
    assert.match(notPng.body.error, /mask must be a PNG/);
    const small = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const wrongSize = await edit({ instruction: 'make the umbrella red', mask: small.toString('base64') });
    assert.equal(wrongSize.status, 400);
    assert.match(wrongSize.body.error, /mask is 64x64; it must be the picture's size, 1024x1024/);
    const black = await sharp({ create: { width: 1024, height: 1024, channels: 3, background: '#000000' } }).png().toBuffer();
    const closed = await edit({ instruction: 'make the umbrella red', mask: black.toString('base64') });
    assert.equal(closed.status, 400);
    assert.match(closed.body.error, /lets nothing change/);
    const both = await edit({ instruction: 'make the umbrella red', mask: small.toString('base64'), region: { x: 0, y: 0, width: 10, height: 10 } });
    assert.equal(both.status, 400);
    assert.match(both.body.error, /a mask or a region, not both/);
    const long = await edit({ instruction: 'x'.repeat(1001) });
    assert.equal(long.status, 400);
    assert.match(long.body.error, /instruction is at most 1,000 characters/);
    const outside = await edit({ instruction: 'make it night', region: { x: 80, y: 0, width: 30, height: 10 } });
    assert.equal(outside.status, 400);
    assert.match(outside.body.error, /inside the picture/);
    assert.equal(await credits(), before);
  });

  it('says so when the built-in illustrator cannot make the edit, and refunds the credit', async () => {
    const before = await credits();
    const res = await edit({ instruction: 'turn it into a watercolour with a vintage feel' });
    assert.equal(res.status, 502, JSON.stringify(res.body));
    assert.match(res.body.error, /cannot draw this edit/);
    assert.match(res.body.error, /refunded/);
    assert.equal(await credits(), before);
  });

  it('keeps the original until its edits are deleted', async () => {
    const res = await edit({ instruction: 'make the umbrella green' });
    assert.equal(res.status, 200);
    const refused = await api('DELETE', `/api/scenes/${source.image_id}`);
    assert.equal(refused.status, 409);
    assert.match(refused.body.error, /was edited/);
    for (const e of (await api('GET', `/api/scenes/${source.image_id}/edits`)).body.edits) assert.equal((await api('DELETE', `/api/scenes/${e.image_id}`)).status, 200);
    assert.equal((await api('DELETE', `/api/scenes/${source.image_id}`)).status, 200);
  });
});

describe('Edits of a comic panel (POST /api/comics/{id}/panels/{page_number}/edit) and poses on panels, with the built-in illustrator', () => {
  let stack: TestStack;
  let user: TestUser;
  let mia: { id: string };
  let comicId: string;
  let panel: { image_url: string; image_id: string | null; bubbles: unknown[] };
  let original: Buffer;
  const START = 20;
  let delivered = 0;

  before(async () => {
    stack = await getTestStack();
    user = await createTestUser(stack, { credits: START });
    mia = await createReadyCharacter(stack, user.id, 'Mia', 'a 7-year-old girl with curly red hair in a yellow raincoat and green boots');
    const comic = await api('POST', '/api/comics', { body: { title: 'Rainy day', character_ids: [mia.id], setting: 'a rainy street' } });
    assert.equal(comic.status, 200, JSON.stringify(comic.body));
    comicId = comic.body.id;
    const drawn = await api('POST', `/api/comics/${comicId}/panels`, { body: { page_number: 1, action: 'Mia walks down the street holding an umbrella', caption: 'It rained all day.' } });
    assert.equal(drawn.status, 200, JSON.stringify(drawn.body));
    delivered += 1;
    panel = drawn.body.panel;
    original = await png(panel.image_url);
  });

  const api = (method: string, path: string, options = {}) => call(stack.baseUrl, method, path, { key: user.key, ...options });
  const credits = async () => (await api('GET', '/api/credits')).body.credits as number;
  const editPanel = (body: object, page = 1) => api('POST', `/api/comics/${comicId}/panels/${page}/edit`, { body: { min_score: 0.1, ...body } });

  it('recolours the umbrella inside a region and keeps every other pixel and the lettering; the panel shows the edit, the picture it was made from is kept', async () => {
    const before = await credits();
    const { width, height } = (await sharp(original).metadata()) as { width: number; height: number };
    const region = { x: 0, y: 0, width: 100, height: 60 };
    const res = await editPanel({ instruction: 'make the umbrella red', region });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    delivered += 1;
    assert.equal(await credits(), before - 1);
    assert.equal(res.body.panel.image_id, res.body.image_id, 'the panel shows the edit');
    assert.equal(res.body.panel.image_url, res.body.image_url);
    assert.deepEqual(res.body.panel.bubbles, panel.bubbles, 'the lettering stays');
    const edited = await png(res.body.image_url);
    const diff = await compare(original, edited, { left: 0, top: 0, right: width, bottom: Math.round(height * 0.6) });
    assert.equal(diff.meanOutside, 0, 'outside the region every pixel is the original\'s');
    assert.ok(diff.changed > 300, `the umbrella changed (${diff.changed} pixels)`);
    const shown = (await api('GET', `/api/comics/${comicId}`)).body.pages[0];
    assert.equal(shown.image_id, res.body.image_id);
    const history = (await api('GET', `/api/scenes/${res.body.edited_from_image_id}/edits`)).body.edits;
    assert.deepEqual(history.map((e: { image_id: string }) => e.image_id), [res.body.image_id]);
    assert.equal(history[0].edit_instruction, 'make the umbrella red');
    assert.deepEqual(await png(panel.image_url), original, 'the picture it was edited from is kept');
    // An edit of the edit names the edit.
    const again = await editPanel({ instruction: 'make the umbrella blue' });
    assert.equal(again.status, 200, JSON.stringify(again.body));
    delivered += 1;
    assert.equal(again.body.edited_from_image_id, res.body.image_id);
    assert.equal(again.body.panel.image_id, again.body.image_id);
  });

  it('rejects a mask of the wrong size or not a PNG, an instruction over 1,000 characters, a panel without a picture: 400/404/409 with the reason, nothing charged', async () => {
    const before = await credits();
    const small = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const wrongSize = await editPanel({ instruction: 'make the umbrella red', mask: small.toString('base64') });
    assert.equal(wrongSize.status, 400);
    assert.match(wrongSize.body.error, /mask is 64x64; it must be the picture's size/);
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ffffff' } }).jpeg().toBuffer();
    const notPng = await editPanel({ instruction: 'make the umbrella red', mask: jpeg.toString('base64') });
    assert.equal(notPng.status, 400);
    assert.match(notPng.body.error, /mask must be a PNG/);
    const long = await editPanel({ instruction: 'x'.repeat(1001) });
    assert.equal(long.status, 400);
    assert.match(long.body.error, /instruction is at most 1,000 characters/);
    const missing = await editPanel({ instruction: 'make the umbrella red' }, 7);
    assert.equal(missing.status, 404);
    assert.match(missing.body.error, /Panel 7/);
    assert.equal(await credits(), before);
  });

  it('refunds the credit when the edit cannot be made, and the panel keeps its picture', async () => {
    const before = await credits();
    const shown = (await api('GET', `/api/comics/${comicId}`)).body.pages[0];
    const res = await editPanel({ instruction: 'turn it into a watercolour with a vintage feel' });
    assert.equal(res.status, 502, JSON.stringify(res.body));
    assert.match(res.body.error, /refunded/);
    assert.equal(await credits(), before);
    assert.equal((await api('GET', `/api/comics/${comicId}`)).body.pages[0].image_id, shown.image_id);
  });

  it('draws a panel\'s character in a pose (catalogue name or keypoints); a skeleton with missing or out-of-range points is a 400 with the reason, nothing charged', async () => {
    const before = await credits();
    const posed = await api('POST', `/api/comics/${comicId}/panels`, { body: { page_number: 2, action: 'Mia cheers in the street', poses: { [mia.id]: { name: 'arms_up' } } } });
    assert.equal(posed.status, 200, JSON.stringify(posed.body));
    delivered += 1;
    assert.equal(await credits(), before - 1);
    const catalogue = (await api('GET', '/api/poses')).body.poses;
    const armsUp = catalogue.find((pose: { name: string }) => pose.name === 'arms_up').keypoints as Array<[number, number]>;
    const missing = armsUp.map((point, index) => (index === 9 ? null : point));
    const noWrist = await api('POST', `/api/comics/${comicId}/panels`, { body: { page_number: 3, action: 'Mia cheers', poses: { [mia.id]: { keypoints: missing } } } });
    assert.equal(noWrist.status, 400);
    assert.match(noWrist.body.error, /wrist/);
    const outside = armsUp.map((point, index) => (index === 9 ? [130, point[1]] : point));
    const offPicture = await api('POST', `/api/comics/${comicId}/panels`, { body: { page_number: 3, action: 'Mia cheers', poses: { [mia.id]: { keypoints: outside } } } });
    assert.equal(offPicture.status, 400);
    assert.match(offPicture.body.error, /100/);
    const stranger = await api('POST', `/api/comics/${comicId}/panels`, { body: { page_number: 3, action: 'Mia cheers', poses: { '00000000-0000-4000-8000-000000000000': { name: 'waving' } } } });
    assert.equal(stranger.status, 400);
    assert.match(stranger.body.error, /not one of the comic's characters/);
    assert.equal(await credits(), before - 1);
  });

  it('charged exactly what it delivered; deleting the comic removes its edited pictures', async () => {
    await assertLedgerExact(stack, user, START, delivered);
    const pictures = (await api('GET', `/api/comics/${comicId}`)).body.pages[0];
    assert.equal((await api('DELETE', `/api/comics/${comicId}`)).status, 200);
    assert.equal((await api('GET', `/api/scenes/${pictures.image_id}/edits`)).status, 404);
    assert.equal((await fetch(pictures.image_url)).status, 404);
  });
});
