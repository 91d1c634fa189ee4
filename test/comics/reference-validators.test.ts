import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { COMIC_STYLES, type ComicStyleKey } from '../../src/vocabulary';
import { launchChromium, requireChromium } from '../support/browser';
import { createReadyCharacter } from '../support/characters';
import { call } from '../support/http';
import { getTestStack, type TestStack } from '../support/stack';
import { createTestUser, type TestUser } from '../support/users';
import { ace, ACE_BY_DAISY, EPUBCHECK, epubcheck, POPPLER, poppler, requireValidator, scratchFile, XMLLINT, xmllintSchema } from '../support/validators';

const STORY =
  'Ana and Bo explore the night market. Ana whispers that the lantern seller is a dragon. Bo laughs at her. A gust of wind knocks the lanterns down with a crash. Together they catch the last lantern and the seller thanks them.';
const COMIC_INFO_XSD = path.resolve(__dirname, '../fixtures/comicinfo/ComicInfo.xsd');

interface Exported {
  /** "classic_american", or "manga_bw (right to left)". */
  name: string;
  comicId: string;
  direction: 'ltr' | 'rtl';
  epub: Buffer;
  cbz: Buffer;
  pdf: Buffer;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const words = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * "The Night Market" made as a user makes it (POST /api/comics/generate, two characters, five panels) in every style
 * preset, its lettering edited so every kind of bubble is in it, then downloaded as EPUB, CBZ and PDF (the manga
 * also right to left) and handed to the validators publishers and stores use.
 */
describe('comic exports checked by the reference validators: EPUBCheck, Ace by DAISY, xmllint, pdftotext', function () {
  this.timeout(120_000);
  let stack: TestStack;
  let user: TestUser;
  const exported: Exported[] = [];

  const api = (method: string, route: string, body?: unknown) => call(stack.baseUrl, method, route, { key: user.key, body });
  const download = async (route: string) => {
    const response = await fetch(`${stack.baseUrl}${route}`, { headers: { Authorization: `Bearer ${user.key}` } });
    assert.equal(response.status, 200, route);
    return Buffer.from(await response.arrayBuffer());
  };

  async function readyComic(preset: ComicStyleKey, characterIds: string[]): Promise<string> {
    const started = await api('POST', '/api/comics/generate', { title: 'The Night Market', story_prompt: STORY, character_ids: characterIds, page_count: 5, style_preset: preset });
    assert.equal(started.status, 200, JSON.stringify(started.body));
    for (let polls = 0; ; polls += 1) {
      const answer = await api('GET', `/api/comics/${started.body.id}`);
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      const comic = answer.body;
      if (comic.comic.status !== 'generating') {
        assert.equal(comic.comic.status, 'ready');
        return started.body.id;
      }
      assert.ok(polls < 600, 'the comic did not finish');
      await sleep(100);
    }
  }

  before(async function () {
    this.timeout(300_000);
    stack = await getTestStack();
    user = await createTestUser(stack, { credits: 40 });
    const ana = (await createReadyCharacter(stack, user.id, 'Ana', 'a girl with black braids in a red jacket')).id;
    const bo = (await createReadyCharacter(stack, user.id, 'Bo', 'a grey cat with a green bow tie')).id;
    const ids = await Promise.all(COMIC_STYLES.map((preset) => readyComic(preset, [ana, bo])));
    for (const [index, preset] of COMIC_STYLES.entries()) {
      const comicId = ids[index];
      assert.equal((await api('PATCH', `/api/comics/${comicId}/panels/3`, { caption: 'HA HA! A DRAGON?! Ana: (He will see.)', caption_type: 'dialogue', speaker: 'Bo' })).status, 200);
      assert.equal((await api('PATCH', `/api/comics/${comicId}/panels/4`, { caption: '*CRASH*', caption_type: 'narration' })).status, 200);
      const directions = preset === 'manga_bw' ? (['ltr', 'rtl'] as const) : (['ltr'] as const);
      for (const direction of directions) {
        const query = direction === 'rtl' ? '?direction=rtl' : '';
        exported.push({
          name: direction === 'rtl' ? `${preset} (right to left)` : preset,
          comicId,
          direction,
          epub: await download(`/api/comics/${comicId}.epub${query}`),
          cbz: await download(`/api/comics/${comicId}.cbz${query}`),
          pdf: await download(`/api/comics/${comicId}.pdf${query}`),
        });
      }
    }
  });

  /** Every bubble's words, comic-wide, in reading order: page by page as laid out, panel by panel, bubble by bubble. */
  async function letteringInReadingOrder(comic: Exported): Promise<string[]> {
    const layout = (await api('GET', `/api/comics/${comic.comicId}/layout${comic.direction === 'rtl' ? '?direction=rtl' : ''}`)).body;
    const panels = (await api('GET', `/api/comics/${comic.comicId}`)).body.pages as Array<{ page_number: number; bubbles: Array<{ text: string }> }>;
    return layout.pages.flatMap((page: { panels: Array<{ page_number: number }> }) =>
      page.panels.flatMap((frame) => panels.find((panel) => panel.page_number === frame.page_number)?.bubbles.map((bubble) => words(bubble.text)) ?? []),
    );
  }

  describe('EPUBCheck 5.2.1 (W3C)', function () {
    before(function () {
      requireValidator(this, EPUBCHECK);
    });

    for (const name of [...COMIC_STYLES, 'manga_bw (right to left)']) {
      it(`${name}: the EPUB has no error and no warning`, async () => {
        const comic = exported.find((entry) => entry.name === name);
        assert.ok(comic);
        const scratch = scratchFile('comic.epub', comic.epub);
        try {
          const { version, messages } = await epubcheck(scratch.file);
          assert.match(version, /^5\.2\.1/);
          const problems = messages.filter((message) => ['FATAL', 'ERROR', 'WARNING'].includes(message.severity));
          assert.deepEqual(problems, [], problems.map((message) => `${message.severity} ${message.ID}: ${message.message}`).join('\n'));
        } finally {
          scratch.remove();
        }
      });
    }
  });

  describe('Ace by DAISY 1.4.6 (EPUB Accessibility 1.1)', function () {
    before(function () {
      requireValidator(this, ACE_BY_DAISY);
    });

    for (const name of [...COMIC_STYLES, 'manga_bw (right to left)']) {
      it(`${name}: the EPUB passes with no violation`, async () => {
        const comic = exported.find((entry) => entry.name === name);
        assert.ok(comic);
        const scratch = scratchFile('comic.epub', comic.epub);
        try {
          const { outcome, violations } = await ace(scratch.file);
          assert.deepEqual(violations, [], violations.map((found) => `${found.impact} ${found.rule} in ${found.where}: ${found.description}`).join('\n'));
          assert.equal(outcome, 'pass');
        } finally {
          scratch.remove();
        }
      });
    }
  });

  describe('xmllint against the ComicInfo 2.0 schema', function () {
    before(function () {
      requireValidator(this, XMLLINT);
    });

    for (const name of [...COMIC_STYLES, 'manga_bw (right to left)']) {
      it(`${name}: the CBZ's ComicInfo.xml validates`, () => {
        const comic = exported.find((entry) => entry.name === name);
        assert.ok(comic);
        const info = Buffer.from(unzipSync(comic.cbz)['ComicInfo.xml']);
        const scratch = scratchFile('ComicInfo.xml', info);
        try {
          const verdict = xmllintSchema(scratch.file, COMIC_INFO_XSD);
          assert.ok(verdict.ok, verdict.output);
          assert.match(info.toString(), /<Characters>Ana, Bo<\/Characters>/);
          assert.match(info.toString(), new RegExp(`<Manga>${comic.direction === 'rtl' ? 'YesAndRightToLeft' : 'No'}</Manga>`));
        } finally {
          scratch.remove();
        }
      });
    }
  });

  describe('pdftotext, pdffonts and pdfinfo (Poppler)', function () {
    before(function () {
      requireValidator(this, POPPLER);
    });

    for (const name of [...COMIC_STYLES, 'manga_bw (right to left)']) {
      it(`${name}: the PDF's text holds every caption and balloon in reading order, in an embedded font, titled and tagged`, async () => {
        const comic = exported.find((entry) => entry.name === name);
        assert.ok(comic);
        const scratch = scratchFile('comic.pdf', comic.pdf);
        try {
          const text = words(await poppler('pdftotext', scratch.file, ['-raw']));
          let from = 0;
          for (const line of await letteringInReadingOrder(comic)) {
            const at = text.indexOf(line, from);
            assert.ok(at >= 0, `"${line}" is in the PDF's text after what comes before it:\n${text}`);
            from = at + line.length;
          }
          assert.match(text, /Ana whispers: Shh…/);
          assert.match(text, /Bo shouts: HA HA! A DRAGON\?!/);
          assert.match(text, /Ana thinks: He will see\./);
          assert.match(text, /Sound: CRASH\./);
          assert.match(await poppler('pdffonts', scratch.file), /NotoSans-Bold\s+CID TrueType\s+Identity-H\s+yes yes yes/);
          const info = await poppler('pdfinfo', scratch.file);
          assert.match(info, /^Title:\s+The Night Market$/m);
          assert.match(info, /^Tagged:\s+yes$/m);
          assert.match(comic.pdf.toString('latin1'), /\/Lang \(en\)/);
        } finally {
          scratch.remove();
        }
      });
    }

    it('the one-panel-a-page PDF carries its lettering as text too', async () => {
      const comic = exported[0];
      const scratch = scratchFile('panels.pdf', await download(`/api/comics/${comic.comicId}.pdf?layout=panels`));
      try {
        const text = words(await poppler('pdftotext', scratch.file, ['-raw']));
        assert.match(text, /Narration: .+ Ana whispers: Shh… .+ Bo shouts: HA HA! A DRAGON\?! Ana thinks: He will see\. Sound: CRASH\. .+ says: /);
      } finally {
        scratch.remove();
      }
    });
  });

  describe("what a screen reader gets from an EPUB page, in Chromium's accessibility tree", function () {
    before(function () {
      requireChromium(this);
    });

    it('the right-to-left manga page: a figure whose caption reads every panel in reading order, lettering and speakers included', async () => {
      const comic = exported.find((entry) => entry.name === 'manga_bw (right to left)');
      assert.ok(comic);
      const files = unzipSync(comic.epub);
      const scratch = scratchFile('mimetype', Buffer.from('application/epub+zip'));
      const browser = await launchChromium();
      try {
        const folder = path.dirname(scratch.file);
        for (const [name, bytes] of Object.entries(files)) {
          fs.mkdirSync(path.join(folder, path.dirname(name)), { recursive: true });
          fs.writeFileSync(path.join(folder, name), bytes);
        }
        const layout = (await api('GET', `/api/comics/${comic.comicId}/layout?direction=rtl`)).body;
        const panels = (await api('GET', `/api/comics/${comic.comicId}`)).body.pages as Array<{ page_number: number; alt_text: string }>;
        const second = layout.pages[1].panels.map((frame: { page_number: number }) => panels.find((panel) => panel.page_number === frame.page_number));
        const page = await browser.newPage();
        await page.goto(`file://${path.join(folder, 'OEBPS/pages/page-002.xhtml')}`);
        const tree = await page.locator('body').ariaSnapshot();
        fs.mkdirSync(path.resolve(__dirname, '../../out/a11y'), { recursive: true });
        fs.writeFileSync(path.resolve(__dirname, '../../out/a11y/epub-page-2-accessibility-tree.txt'), `${tree}\n`);
        const numbers = second.map((panel: { page_number: number }) => panel.page_number);
        assert.match(tree, new RegExp(`^- '?figure "Panel ${numbers[0]}\\.`, 'm'), tree);
        assert.match(tree, new RegExp(`- img "Page 2, panels ${numbers[0]} to ${numbers[numbers.length - 1]}"`), tree);
        const items = [...tree.matchAll(/^ {4,}- listitem: (.*)$/gm)].map((match) => match[1].replace(/^"|"$/g, ''));
        assert.deepEqual(
          items,
          second.map((panel: { page_number: number; alt_text: string }) => `Panel ${panel.page_number}. ${panel.alt_text}`),
        );
      } finally {
        await browser.close();
        scratch.remove();
      }
    });
  });
});
