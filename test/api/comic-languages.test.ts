import assert from 'node:assert/strict';
import { unzipSync } from 'fflate';
import { createReadyCharacter } from '../support/characters';
import { call } from '../support/http';
import { getTestStack, type TestStack } from '../support/stack';
import { createTestUser, type TestUser } from '../support/users';
import { ace, ACE_BY_DAISY, EPUBCHECK, epubcheck, POPPLER, poppler, requireValidator, scratchFile } from '../support/validators';

/** The books of this suite: a Japanese manga (no language given: detected) and an Arabic comic. */
const BOOKS = {
  ja: {
    create: { title: '夜市のちょうちん', style_preset: 'manga_bw', story_prompt: 'ミナとレックスは夜市へ行く。ちょうちんが落ちてくる。' },
    captions: ['「ちょっと待って！」ちょうちんが落ちてくるよ。', 'レックス、ありがとう！'],
  },
  ar: {
    create: { title: 'فوانيس السوق', style_preset: 'classic_american', language: 'AR' },
    captions: ['انتظرني يا Rex! الفوانيس تسقط.', 'شكرا لك!'],
  },
} as const;

type Language = keyof typeof BOOKS;

describe('comics and storybooks in other languages: language, lettering, uncovered characters and exports', function () {
  this.timeout(120_000);
  let stack: TestStack;
  let user: TestUser;
  let characterIds: string[];
  const comics: Partial<Record<Language, string>> = {};

  const api = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => call(stack.baseUrl, method, path, { key: user.key, body, headers });
  const download = async (path: string) => {
    const response = await fetch(`${stack.baseUrl}${path}`, { headers: { Authorization: `Bearer ${user.key}` } });
    assert.equal(response.status, 200, path);
    return Buffer.from(await response.arrayBuffer());
  };
  const credits = async () => (await api('GET', '/api/credits')).body.credits as number;

  before(async function () {
    this.timeout(180_000);
    stack = await getTestStack();
    user = await createTestUser(stack, { credits: 20 });
    characterIds = [
      (await createReadyCharacter(stack, user.id, 'Mina', 'a girl with black braids in a red jacket')).id,
      (await createReadyCharacter(stack, user.id, 'Rex', 'a grey cat with a green bow tie')).id,
    ];
    for (const language of Object.keys(BOOKS) as Language[]) {
      const book = BOOKS[language];
      const created = await api('POST', '/api/comics', { ...book.create, character_ids: characterIds });
      assert.equal(created.status, 200, JSON.stringify(created.body));
      comics[language] = created.body.id;
      for (const [index, caption] of book.captions.entries()) {
        const panel = await api('POST', `/api/comics/${created.body.id}/panels`, {
          page_number: index + 1,
          action: 'Mina and Rex catch a falling lantern',
          shot: 'two_shot',
          caption,
          caption_type: 'dialogue',
          speaker: 'Mina',
        });
        assert.equal(panel.status, 200, JSON.stringify(panel.body));
      }
    }
  });

  it('a comic takes its language from its texts when none is given, or the tag given in canonical form, and reads as its language does', async () => {
    const ja = (await api('GET', `/api/comics/${comics.ja}`)).body;
    assert.equal(ja.comic.language, 'ja');
    assert.equal(ja.comic.reading_direction, 'rtl');
    const ar = (await api('GET', `/api/comics/${comics.ar}`)).body;
    assert.equal(ar.comic.language, 'ar');
    assert.equal(ar.comic.reading_direction, 'rtl');
    const listed = (await api('GET', '/api/comics')).body.comics.find((comic: { id: string }) => comic.id === comics.ja);
    assert.equal(listed.language, 'ja');
  });

  it('a Japanese manga read right to left has tall vertical balloons; an Arabic one horizontal ones', async () => {
    const ja = (await api('GET', `/api/comics/${comics.ja}`)).body.pages as Array<{ bubbles: Array<{ vertical?: boolean; box: { width: number; height: number } }> }>;
    const balloons = ja.flatMap((panel) => panel.bubbles);
    assert.ok(balloons.length >= 2);
    for (const bubble of balloons) {
      assert.equal(bubble.vertical, true);
      assert.ok(bubble.box.height > bubble.box.width, JSON.stringify(bubble.box));
    }
    const ar = (await api('GET', `/api/comics/${comics.ar}`)).body.pages as Array<{ bubbles: Array<{ vertical?: boolean }> }>;
    assert.ok(ar.flatMap((panel) => panel.bubbles).every((bubble) => bubble.vertical === undefined));
  });

  it('text with a character no lettering font has is a 400 naming it, and nothing is charged', async () => {
    const before = await credits();
    const panel = await api('POST', `/api/comics/${comics.ja}/panels`, { page_number: 3, action: 'Mina waves', caption: 'またね 😀', caption_type: 'narration' }, { 'Idempotency-Key': 'emoji-caption' });
    assert.equal(panel.status, 400, JSON.stringify(panel.body));
    assert.match(panel.body.error, /caption: no lettering font has 😀 \(U\+1F600\)/);
    const generated = await api('POST', '/api/comics/generate', { title: 'Snow', story_prompt: 'A snowman ☃ waves 𓀀 at Mina.', character_ids: characterIds, page_count: 3 });
    assert.equal(generated.status, 400, JSON.stringify(generated.body));
    assert.match(generated.body.error, /story_prompt: no lettering font has 𓀀 \(U\+13000\)/);
    const edited = await api('PATCH', `/api/comics/${comics.ja}/panels/1`, { caption: '🙂' });
    assert.equal(edited.status, 400);
    assert.equal(await credits(), before);
    const badTag = await api('POST', '/api/comics', { title: 'x', character_ids: characterIds, language: 'not a tag!' });
    assert.equal(badTag.status, 400);
    assert.match(badTag.body.error, /language: "not a tag!" is not a BCP 47 language tag/);
  });

  it('PATCH language letters every panel again: an English manga made Japanese reads right to left in columns', async () => {
    const created = (await api('POST', '/api/comics', { title: 'Lanterns', style_preset: 'manga_bw', character_ids: characterIds })).body;
    assert.equal(created.language, 'en');
    assert.equal(created.reading_direction, 'ltr');
    const panel = await api('POST', `/api/comics/${created.id}/panels`, { page_number: 1, action: 'Mina waves', caption: 'ちょうちんだ！', caption_type: 'dialogue', speaker: 'Mina' });
    assert.equal(panel.status, 200, JSON.stringify(panel.body));
    assert.equal(panel.body.panel.bubbles[0].vertical, undefined);
    const changed = await api('PATCH', `/api/comics/${created.id}`, { language: 'ja' });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.equal(changed.body.comic.language, 'ja');
    assert.equal(changed.body.comic.reading_direction, 'rtl');
    assert.equal(changed.body.pages[0].bubbles[0].vertical, true);
    assert.match(changed.body.pages[0].alt_text, /Minaのセリフ：ちょうちんだ！/, 'its description is written again in Japanese');
    assert.equal((await api('PATCH', `/api/comics/${created.id}`, { language: '??' })).status, 400);
  });

  it('descriptions are written in the book\'s language (ICU plurals in page labels); one without a catalogue is described in English, marked so', async () => {
    const ar = (await api('GET', `/api/comics/${comics.ar}`)).body;
    assert.match(ar.pages[0].alt_text, /^لقطة ثنائية: .*كلام Mina: انتظرني يا Rex! الفوانيس تسقط\./u);
    const arNav = Buffer.from(unzipSync(await download(`/api/comics/${comics.ar}.epub`))['OEBPS/nav.xhtml']).toString();
    assert.match(arNav, /<ol>\s*<li><a href="[^"]+">الغلاف، الصفحة 1، (اللوحة 1|اللوحتان 1 و2)<\/a><\/li>/u);
    const thai = (await api('POST', '/api/comics', { title: 'โคมไฟ', style_preset: 'classic_american', character_ids: characterIds })).body;
    assert.equal(thai.language, 'th');
    const panel = await api('POST', `/api/comics/${thai.id}/panels`, { page_number: 1, action: 'Mina waves', shot: 'medium', caption: 'รอก่อนเร็กซ์', caption_type: 'dialogue', speaker: 'Mina' });
    assert.equal(panel.status, 200, JSON.stringify(panel.body));
    assert.match(panel.body.panel.alt_text, /^Medium shot.*Mina says: รอก่อนเร็กซ์\./u);
    const page = Buffer.from(unzipSync(await download(`/api/comics/${thai.id}.epub`))['OEBPS/pages/page-001.xhtml']).toString();
    assert.match(page, /xml:lang="th"/);
    assert.match(page, /<li id="panel-1" lang="en" xml:lang="en">Panel 1\. Medium shot/, 'English descriptions in a Thai book say so');
    assert.match(page, /alt="Cover, page 1, panel 1" lang="en" xml:lang="en"/);
  });

  it('every export says its language: CBZ LanguageISO and Manga, EPUB dc:language, lang on each page and rtl progression, webtoon lang, PDF /Lang', async () => {
    for (const language of Object.keys(BOOKS) as Language[]) {
      const id = comics[language];
      const info = Buffer.from(unzipSync(await download(`/api/comics/${id}.cbz`))['ComicInfo.xml']).toString();
      assert.match(info, new RegExp(`<LanguageISO>${language}</LanguageISO>`));
      // ComicInfo says right-to-left only through Manga: comic readers then turn the pages the other way, as an Arabic book's.
      assert.match(info, /<Manga>YesAndRightToLeft<\/Manga>/);
      const epub = unzipSync(await download(`/api/comics/${id}.epub`));
      const opf = Buffer.from(epub['OEBPS/package.opf']).toString();
      assert.match(opf, new RegExp(`<dc:language>${language}</dc:language>`));
      assert.match(opf, /page-progression-direction="rtl"/);
      const page = Buffer.from(epub['OEBPS/pages/page-001.xhtml']).toString();
      assert.match(page, new RegExp(`xml:lang="${language}"`));
      assert.match(page, language === 'ja' ? /<li id="panel-1">コマ1。ツーショット：/ : /<li id="panel-1">اللوحة 1\. لقطة ثنائية/, 'the made descriptions are in the book\'s language');
      assert.equal((await api('GET', `/api/comics/${id}/webtoon`)).body.lang, language);
      assert.match((await download(`/api/comics/${id}.pdf`)).toString('latin1'), new RegExp(`/Lang \\(${language}\\)`));
    }
  });

  it('a storybook takes its language from its pages; its PDF is set and declared in it, made again when the language changes', async function () {
    const pages = ['ミナはちょうちんを見上げる。', 'レックスがちょうちんをつかまえる。'];
    const refused = await api('POST', '/api/storybook', { pages: ['Mina 🎈'], character_id: characterIds[0] });
    assert.equal(refused.status, 400);
    assert.match(refused.body.error, /pages: no lettering font has 🎈 \(U\+1F388\)/);
    const made = await api('POST', '/api/storybook', { pages, character_id: characterIds[0], export_pdf: true });
    assert.equal(made.status, 200, JSON.stringify(made.body));
    assert.equal(made.body.language, 'ja');
    const first = Buffer.from(await (await fetch(made.body.pdf_url)).arrayBuffer());
    assert.match(first.toString('latin1'), /\/Lang \(ja\)/);
    const changed = await api('PATCH', `/api/storybooks/${made.body.id}`, { language: 'ja-JP' });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.equal(changed.body.language, 'ja-JP');
    assert.notEqual(changed.body.pdf_url, made.body.pdf_url);
    assert.equal((await fetch(made.body.pdf_url)).status, 404, 'the old PDF is gone');
    const again = Buffer.from(await (await fetch(changed.body.pdf_url)).arrayBuffer());
    assert.match(again.toString('latin1'), /\/Lang \(ja-JP\)/);
    if (POPPLER.missing()) return;
    const scratch = scratchFile('storybook.pdf', again);
    try {
      const text = (await poppler('pdftotext', scratch.file, ['-raw'])).replace(/\s+/g, '');
      for (const page of pages) assert.ok(text.includes(page), `${page}\n${text}`);
    } finally {
      scratch.remove();
    }
  });

  describe('held to the reference validators in Japanese and Arabic', () => {
    it('pdftotext finds every caption, as written', async function () {
      requireValidator(this, POPPLER);
      for (const language of Object.keys(BOOKS) as Language[]) {
        const scratch = scratchFile('comic.pdf', await download(`/api/comics/${comics[language]}.pdf`));
        try {
          const text = await poppler('pdftotext', scratch.file, language === 'ar' ? [] : ['-raw']);
          const letters = (value: string) => (value.replace(/[\u202a-\u202e]/g, ' ').match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).join(' ');
          for (const caption of BOOKS[language].captions) for (const sentence of caption.split(/(?<=[!！。])\s*/u).filter(Boolean)) assert.ok(letters(text).includes(letters(sentence)), `${sentence}\n${text}`);
        } finally {
          scratch.remove();
        }
      }
    });

    it('EPUBCheck: no error and no warning', async function () {
      requireValidator(this, EPUBCHECK);
      for (const language of Object.keys(BOOKS) as Language[]) {
        const scratch = scratchFile('comic.epub', await download(`/api/comics/${comics[language]}.epub`));
        try {
          const { messages } = await epubcheck(scratch.file);
          const problems = messages.filter((message) => ['FATAL', 'ERROR', 'WARNING'].includes(message.severity));
          assert.deepEqual(problems, [], `${language}: ${problems.map((message) => `${message.severity} ${message.ID}: ${message.message}`).join('\n')}`);
        } finally {
          scratch.remove();
        }
      }
    });

    it('Ace by DAISY: no violation', async function () {
      requireValidator(this, ACE_BY_DAISY);
      for (const language of Object.keys(BOOKS) as Language[]) {
        const scratch = scratchFile('comic.epub', await download(`/api/comics/${comics[language]}.epub`));
        try {
          const { outcome, violations } = await ace(scratch.file);
          assert.deepEqual(violations, [], `${language}: ${violations.map((found) => `${found.impact} ${found.rule}: ${found.description}`).join('\n')}`);
          assert.equal(outcome, 'pass');
        } finally {
          scratch.remove();
        }
      }
    });
  });
});
