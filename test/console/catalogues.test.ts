import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { CONSOLE_LANGUAGES, type ConsoleLanguage } from '../../src/vocabulary/console-languages';
import ar from '../../web/src/i18n/ar';
import en from '../../web/src/i18n/en';
import es from '../../web/src/i18n/es';
import { formatMessage, messageShape, pluralChoices } from '../../web/src/i18n/format';
import ja from '../../web/src/i18n/ja';

const CATALOGUES: Record<ConsoleLanguage, Record<string, Record<string, string>>> = { en, es, ja, ar };
const WEB_SOURCE = path.resolve(__dirname, '../../web/src');

function messagesOf(language: ConsoleLanguage): Map<string, string> {
  return new Map(Object.entries(CATALOGUES[language]).flatMap(([page, messages]) => Object.entries(messages).map(([key, text]) => [`${page}.${key}`, text] as const)));
}

/** The console's own source (pages and parts), without the catalogues. */
function consoleSource(folder = WEB_SOURCE): string {
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .map((entry) => {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) return entry.name === 'i18n' ? '' : consoleSource(full);
      return /\.tsx?$/.test(entry.name) ? fs.readFileSync(full, 'utf8') : '';
    })
    .join('\n');
}

const COUNTS = Array.from({ length: 1001 }, (_, count) => count);

/** The plural categories a language uses for the counts the console shows (Spanish "many" is for millions only). */
function categoriesFor(language: ConsoleLanguage): string[] {
  const rules = new Intl.PluralRules(language);
  return [...new Set(COUNTS.map((count) => rules.select(count)))];
}

/** The categories a plural's choices leave uncovered: a category is covered by its name, or by "=n" for each of its counts. */
function uncovered(language: ConsoleLanguage, choices: string[]): string[] {
  const rules = new Intl.PluralRules(language);
  return categoriesFor(language).filter((category) => !choices.includes(category) && !COUNTS.filter((count) => rules.select(count) === category).every((count) => choices.includes(`=${count}`)));
}

describe('console message catalogues', () => {
  const english = messagesOf('en');

  it('exists for every console language, with exactly the English keys', () => {
    assert.deepEqual(Object.keys(CATALOGUES).sort(), [...CONSOLE_LANGUAGES].sort());
    for (const language of CONSOLE_LANGUAGES) {
      const keys = [...messagesOf(language).keys()];
      assert.deepEqual(
        keys.filter((key) => !english.has(key)),
        [],
        `${language} has keys English has not`,
      );
      assert.deepEqual(
        [...english.keys()].filter((key) => !messagesOf(language).has(key)),
        [],
        `${language} lacks keys`,
      );
    }
  });

  it('every message takes the same arguments and tags as the English one, and is not left empty', () => {
    for (const language of CONSOLE_LANGUAGES) {
      for (const [key, text] of messagesOf(language)) {
        assert.ok(text.trim(), `${language} ${key} is empty`);
        assert.deepEqual(messageShape(text), messageShape(english.get(key) ?? ''), `${language} ${key}: arguments or tags differ from English`);
      }
    }
  });

  it("every plural has a choice for each of its language's plural forms (Arabic: zero, one, two, few, many, other)", () => {
    assert.deepEqual(categoriesFor('ar').sort(), ['few', 'many', 'one', 'other', 'two', 'zero']);
    for (const language of CONSOLE_LANGUAGES) {
      for (const [key, text] of messagesOf(language)) {
        for (const choices of pluralChoices(text)) {
          const missing = uncovered(language, choices);
          assert.deepEqual(missing, [], `${language} ${key}: a plural without ${missing.join(', ')}`);
        }
      }
    }
  });

  it('has no key the console never uses', () => {
    const source = consoleSource();
    const unused = [...english.keys()].filter((key) => !source.includes(`'${key}'`));
    assert.deepEqual(unused, []);
  });

  it('formats counts, numbers and choices in each language’s own way', () => {
    const credits = (language: ConsoleLanguage, count: number) => formatMessage(CATALOGUES[language].common.credits, { count }, language);
    assert.deepEqual([1, 2, 1500].map((count) => credits('en', count)), ['1 credit', '2 credits', '1,500 credits']);
    assert.deepEqual([1, 2].map((count) => credits('es', count)), ['1 crédito', '2 créditos']);
    assert.equal(credits('ja', 3), '3クレジット');
    const arabicDigits = (count: number) => new Intl.NumberFormat('ar').format(count);
    assert.deepEqual(
      [1, 2, 3, 11, 100].map((count) => credits('ar', count)),
      ['رصيد واحد', 'رصيدان', `${arabicDigits(3)} أرصدة`, `${arabicDigits(11)} رصيدًا`, `${arabicDigits(100)} رصيد`],
    );
    assert.equal(formatMessage(en.credits.pack, { pack: 'small' }, 'en'), 'Small pack');
    assert.equal(formatMessage(en.account.passwordChanged, { ended: 0 }, 'en'), 'Password changed. No other browser was signed in; a notice went to your email address.');
  });
});
