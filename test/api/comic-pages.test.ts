import assert from 'node:assert/strict';
import { XMLParser } from 'fast-xml-parser';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { Comic } from '../../src/entities/comic';
import { createReadyCharacter } from '../support/characters';
import { call } from '../support/http';
import { getTestStack, type TestStack } from '../support/stack';
import { createTestUser, type TestUser } from '../support/users';

describe('Comic pages, exports and lettering edits', () => {
  let stack: TestStack;
  let user: TestUser;
  let comicId: string;
  let mangaId: string;

  const api = (method: string, path: string, body?: unknown, key = user.key) => call(stack.baseUrl, method, path, { key, body });
  const bytes = async (path: string, key = user.key) => {
    const response = await fetch(`${stack.baseUrl}${path}`, { headers: { Authorization: `Bearer ${key}` } });
    return { status: response.status, type: response.headers.get('content-type'), body: Buffer.from(await response.arrayBuffer()) };
  };
  const credits = async () => (await api('GET', '/api/credits')).body.credits as number;

  async function comicWithPanels(style: string, count: number): Promise<string> {
    const pip = (await createReadyCharacter(stack, user.id, 'Pip', 'a small girl with brown hair in a yellow raincoat')).id;
    const rusty = (await createReadyCharacter(stack, user.id, 'Rusty', 'an orange fox with a blue scarf')).id;
    const comic = (await api('POST', '/api/comics', { title: 'The Kite', character_ids: [pip, rusty], style_preset: style, setting: 'an old lighthouse in a storm' })).body;
    const shots = ['establishing', 'medium', 'two_shot', 'closeup', 'splash'];
    for (let page = 1; page <= count; page += 1) {
      const res = await api('POST', `/api/comics/${comic.id}/panels`, {
        page_number: page,
        action: page % 2 ? 'Pip and Rusty argue in the rain' : 'Rusty laughs with Pip',
        shot: shots[(page - 1) % shots.length],
        caption: page % 2 ? 'It was your idea!' : 'Ha ha! Look at us!',
        caption_type: 'dialogue',
        speaker: page % 2 ? 'Pip' : 'Rusty',
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
    }
    return comic.id;
  }

  before(async function () {
    this.timeout(120_000);
    stack = await getTestStack();
    user = await createTestUser(stack, { credits: 20 });
    comicId = await comicWithPanels('classic_american', 5);
    mangaId = await comicWithPanels('manga_bw', 2);
  });

  it('lays the panels out on printed pages, each served as PNG, and the PDF uses them (free)', async () => {
    const before = await credits();
    const layout = await api('GET', `/api/comics/${comicId}/layout`);
    assert.equal(layout.status, 200, JSON.stringify(layout.body));
    assert.equal(layout.body.direction, 'ltr');
    const laid = layout.body.pages.flatMap((page: any) => page.panels.map((panel: any) => panel.page_number));
    assert.deepEqual(laid, [1, 2, 3, 4, 5]);
    assert.ok(layout.body.pages.length >= 2);
    const first = await bytes(new URL(layout.body.pages[0].url).pathname);
    assert.equal(first.status, 200);
    assert.equal(first.type, 'image/png');
    const meta = await sharp(first.body).metadata();
    assert.deepEqual([meta.width, meta.height], [layout.body.page_width, layout.body.page_height]);
    assert.equal((await bytes(`/api/comics/${comicId}/layout/9.png`)).status, 404);

    const pdf = await bytes(`/api/comics/${comicId}.pdf`);
    assert.equal(pdf.body.toString('latin1').match(/\/Type \/Page\b/g)?.length, layout.body.pages.length, 'one PDF page per laid-out page');
    const perPanel = await bytes(`/api/comics/${comicId}.pdf?layout=panels`);
    assert.equal(perPanel.body.toString('latin1').match(/\/Type \/Page\b/g)?.length, 5, 'layout=panels keeps one page per panel');
    assert.equal(await credits(), before, 'layouts and exports are free');
  });

  it('exports a CBZ with ComicInfo.xml, right to left for manga only when asked', async () => {
    const cbz = await bytes(`/api/comics/${comicId}.cbz`);
    assert.equal(cbz.status, 200);
    assert.equal(cbz.type, 'application/vnd.comicbook+zip');
    const files = unzipSync(cbz.body);
    const info = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(Buffer.from(files['ComicInfo.xml']).toString()).ComicInfo;
    assert.equal(info.Title, 'The Kite');
    const images = Object.keys(files).filter((name) => name.endsWith('.png'));
    assert.equal(info.PageCount, images.length);
    assert.equal(info.Manga, 'No');
    assert.equal([info.Pages.Page].flat()[0]['@Type'], 'FrontCover');

    const manga = unzipSync((await bytes(`/api/comics/${mangaId}.cbz?direction=rtl`)).body);
    assert.match(Buffer.from(manga['ComicInfo.xml']).toString(), /<Manga>YesAndRightToLeft<\/Manga>/);
    const refused = await api('GET', `/api/comics/${comicId}.cbz?direction=rtl`);
    assert.equal(refused.status, 400);
    assert.match(refused.body.error, /manga_bw/);
  });

  it('exports a fixed-layout EPUB', async () => {
    const epub = await bytes(`/api/comics/${comicId}.epub`);
    assert.equal(epub.status, 200);
    assert.equal(epub.type, 'application/epub+zip');
    assert.equal(epub.body.subarray(30, 58).toString(), 'mimetypeapplication/epub+zip');
    const files = unzipSync(epub.body);
    assert.match(Buffer.from(files['OEBPS/package.opf']).toString(), /<meta property="rendition:layout">pre-paginated<\/meta>/);
  });

  it('serves a webtoon strip 800 px wide in slices of at most 1280 px', async () => {
    const strip = await api('GET', `/api/comics/${comicId}/webtoon`);
    assert.equal(strip.status, 200, JSON.stringify(strip.body));
    assert.equal(strip.body.width, 800);
    assert.ok(strip.body.slices.length >= 5);
    for (const slice of strip.body.slices) {
      const image = await bytes(new URL(slice.url).pathname);
      assert.equal(image.status, 200);
      const meta = await sharp(image.body).metadata();
      assert.equal(meta.width, 800);
      assert.equal(meta.height, slice.height);
      assert.ok(slice.height <= 1280);
    }
    const panels = (await api('GET', `/api/comics/${comicId}`)).body.pages;
    const begun = strip.body.slices.flatMap((slice: any) => slice.panels.filter((panel: any) => !panel.continued).map((panel: any) => panel.page_number));
    assert.deepEqual(begun, [1, 2, 3, 4, 5], 'each panel begins in one slice, in order');
    for (const slice of strip.body.slices) {
      const expected = slice.panels.map((shown: any) =>
        shown.continued ? `Panel ${shown.page_number}, continued.` : `Panel ${shown.page_number}. ${panels.find((panel: any) => panel.page_number === shown.page_number).alt_text}`,
      );
      assert.equal(slice.alt_text, expected.join(' '), "a slice's alt text reads its panels' alt texts");
    }
  });

  it('edits lettering without rendering: caption, speaker, anchors; validated like panels; 409 while generating', async () => {
    const before = await credits();
    const edited = await api('PATCH', `/api/comics/${comicId}/panels/2`, { caption: 'SHH… IT IS HERE!!', speaker: 'pip' });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    assert.equal(edited.body.caption, 'SHH… IT IS HERE!!');
    assert.equal(edited.body.speaker, 'Pip');
    assert.equal(edited.body.bubbles[0].speaker_name, 'Pip');
    const whisper = await api('PATCH', `/api/comics/${comicId}/panels/2`, { caption: 'Shh… over here.' });
    assert.equal(whisper.body.bubbles[0].type, 'whisper');
    const shout = await api('PATCH', `/api/comics/${comicId}/panels/2`, { caption: 'LOOK OUT!' });
    assert.equal(shout.body.bubbles[0].type, 'shout');

    const moved = await api('PATCH', `/api/comics/${comicId}/panels/2`, { bubble_anchors: [{ x: 30, y: 20 }] });
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
    assert.deepEqual(moved.body.bubbles[0].anchor, { x: 30, y: 20 });
    const narration = await api('PATCH', `/api/comics/${comicId}/panels/2`, { caption: 'Meanwhile, at the lighthouse.', caption_type: 'narration' });
    assert.equal(narration.body.speaker, null);
    assert.equal(narration.body.bubbles[0].type, 'narration');
    assert.equal(await credits(), before, 'lettering edits are free');

    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ caption: 'one two three four five six seven eight nine ten eleven' }, /at most 10 words/],
      [{ caption_type: 'dialogue', speaker: 'Bob' }, /speaker: "Bob" is not one of the comic's characters/],
      [{ caption_type: 'dialogue', speaker: null }, /speaker is required/],
      [{ bubble_anchors: [{ x: 101, y: 5 }] }, /bubble_anchors/],
      [{ bubble_anchors: [{ x: 5, y: 5 }, { x: 50, y: 50 }] }, /1 bubble\(s\), got 2/],
      [{ caption_type: 'shout' }, /caption_type/],
    ];
    for (const [body, message] of cases) {
      const res = await api('PATCH', `/api/comics/${comicId}/panels/2`, body);
      assert.equal(res.status, 400, `${JSON.stringify(body)} -> ${JSON.stringify(res.body)}`);
      assert.match(res.body.error, message);
    }
    assert.equal((await api('PATCH', `/api/comics/${comicId}/panels/9`, { caption: 'x' })).status, 404);

    await stack.dataSource.getRepository(Comic).update({ id: comicId }, { status: 'generating' });
    try {
      assert.equal((await api('PATCH', `/api/comics/${comicId}/panels/2`, { caption: 'Hi' })).status, 409);
    } finally {
      await stack.dataSource.getRepository(Comic).update({ id: comicId }, { status: 'ready' });
    }
  });

  it('describes every panel in its alt_text, which follows lettering edits until the client writes its own', async () => {
    const read = (await api('GET', `/api/comics/${comicId}`)).body;
    const panel = read.pages.find((page: any) => page.page_number === 3);
    assert.match(panel.alt_text, /^Two-shot: (Pip|Rusty) on the (left|right), (Pip|Rusty) on the (left|right)\. Pip and Rusty argue in the rain\. Pip says: It was your idea!$/);
    assert.equal(panel.alt_text_custom, false);
    assert.equal(read.comic.cover_image_alt_text, read.pages[0].alt_text);
    assert.match(read.pages[0].alt_text, /^Establishing shot/);

    const shouted = await api('PATCH', `/api/comics/${comicId}/panels/3`, { caption: 'Rusty: LOOK OUT!' });
    assert.match(shouted.body.alt_text, /argue in the rain\. Rusty shouts: LOOK OUT!$/);

    const own = 'Pip, soaked, points at the lighthouse while Rusty covers his ears. Rusty shouts: LOOK OUT!';
    const written = await api('PATCH', `/api/comics/${comicId}/panels/3`, { alt_text: `  ${own} ` });
    assert.deepEqual([written.status, written.body.alt_text, written.body.alt_text_custom], [200, own, true]);
    const kept = await api('PATCH', `/api/comics/${comicId}/panels/3`, { caption: 'Run!', caption_type: 'dialogue', speaker: 'Pip' });
    assert.equal(kept.body.alt_text, own, "a lettering edit keeps the client's own alt text");
    const reset = await api('PATCH', `/api/comics/${comicId}/panels/3`, { alt_text: null });
    assert.match(reset.body.alt_text, /argue in the rain\. Pip says: Run!$/);
    assert.equal(reset.body.alt_text_custom, false);
    const empty = await api('PATCH', `/api/comics/${comicId}/panels/3`, { alt_text: ' ' });
    assert.equal(empty.status, 400);
    assert.match(empty.body.error, /alt_text/);
  });

  it("never shows another user's comic: every page, export and edit is a 404", async () => {
    const stranger = await createTestUser(stack);
    for (const path of [`/api/comics/${comicId}/layout`, `/api/comics/${comicId}/layout/1.png`, `/api/comics/${comicId}.cbz`, `/api/comics/${comicId}.epub`, `/api/comics/${comicId}/webtoon`, `/api/comics/${comicId}/webtoon/1.png`]) {
      assert.equal((await bytes(path, stranger.key)).status, 404, path);
    }
    assert.equal((await api('PATCH', `/api/comics/${comicId}/panels/1`, { caption: 'Mine now' }, stranger.key)).status, 404);
    assert.notEqual((await api('GET', `/api/comics/${comicId}`)).body.pages[0].caption, 'Mine now');
  });
});
