/**
 * Languages of books (BCP 47 tags): checking a tag, the script and direction it is written in, and detecting it from
 * text when a client gives none. Pure: used by the API, activities and exports alike.
 */
import type { LetteringScript } from './fonts';

export const DEFAULT_LANGUAGE = 'en';

/** The canonical form of a BCP 47 tag ("ZH-hans" -> "zh-Hans"), or undefined when it is not one. */
export function canonicalLanguage(tag: string): string | undefined {
  try {
    const [canonical] = Intl.getCanonicalLocales(tag.trim());
    return canonical && /^[a-z]{2,3}(-|$)/i.test(canonical) ? canonical : undefined;
  } catch {
    return undefined;
  }
}

/** The ISO 15924 script a language is written in when its tag does not say ("ja" -> "Jpan", "sr" -> "Cyrl"). */
export function scriptCodeOf(language: string): string {
  try {
    return new Intl.Locale(language).maximize().script ?? 'Latn';
  } catch {
    return 'Latn';
  }
}

const ENGLISH_NAMES = new Intl.DisplayNames(['en'], { type: 'language' });

/** The language's name in English ("ja" -> "Japanese", "zh-Hans" -> "Simplified Chinese"), for instructions and messages. */
export function languageName(language: string): string {
  return ENGLISH_NAMES.of(language) ?? language;
}

const RIGHT_TO_LEFT_SCRIPTS = new Set(['Arab', 'Hebr', 'Syrc', 'Thaa', 'Nkoo', 'Adlm', 'Rohg', 'Mand', 'Samr']);

export function isRightToLeft(language: string): boolean {
  return RIGHT_TO_LEFT_SCRIPTS.has(scriptCodeOf(language));
}

const BOOK_SCRIPTS: Record<string, LetteringScript> = {
  Latn: 'latin',
  Cyrl: 'cyrillic',
  Grek: 'greek',
  Jpan: 'japanese',
  Hans: 'hans',
  Hant: 'hant',
  Kore: 'hangul',
  Arab: 'arabic',
  Hebr: 'hebrew',
  Deva: 'devanagari',
  Beng: 'bengali',
  Taml: 'tamil',
  Thai: 'thai',
};

/** The lettering script of a book in `language` (Latin for a script without faces of its own). */
export function bookScriptOf(language: string): LetteringScript {
  return BOOK_SCRIPTS[scriptCodeOf(language)] ?? 'latin';
}

/** Scripts whose comics are lettered in capitals (the others have no case, or do not letter that way). */
export function lettersInCapitals(language: string): boolean {
  const script = bookScriptOf(language);
  return script === 'latin' || script === 'cyrillic' || script === 'greek';
}

/** Japanese and Chinese, which manga set in vertical columns when the book reads right to left. */
export function setsVertically(language: string): boolean {
  const script = bookScriptOf(language);
  return script === 'japanese' || script === 'hans' || script === 'hant';
}

/** Characters written one way in Simplified Chinese and another in Traditional: [simplified, traditional]. */
const HAN_PAIRS = ['们們', '这這', '说說', '来來', '个個', '时時', '会會', '为為', '国國', '对對', '过過', '还還', '没沒', '见見', '吗嗎', '话話', '东東', '门門', '车車', '长長', '乐樂', '风風', '龙龍', '书書', '灯燈', '里裡', '后後', '让讓', '开開', '关關', '头頭', '点點', '买買', '卖賣', '飞飛', '鸟鳥', '马馬', '鱼魚', '听聽', '边邊', '动動', '发發', '从從', '现現', '问問', '间間', '觉覺', '钱錢', '经經', '学學', '实實', '种種', '谁誰', '谢謝', '欢歡', '爱愛', '梦夢', '岛島'];

const LATIN_WORDS: Record<string, string[]> = {
  en: ['the', 'and', 'is', 'of', 'to', 'a', 'in', 'it', 'you', 'that', 'with', 'he', 'she', 'they', 'her', 'his', 'on', 'at'],
  es: ['el', 'la', 'los', 'las', 'y', 'de', 'que', 'en', 'un', 'una', 'es', 'por', 'con', 'para', 'su', 'del', 'al', 'pero'],
  fr: ['le', 'la', 'les', 'et', 'de', 'des', 'un', 'une', 'est', 'dans', 'que', 'qui', 'il', 'elle', 'pour', 'sur', 'au', 'avec'],
  de: ['der', 'die', 'das', 'und', 'ist', 'ein', 'eine', 'nicht', 'mit', 'sie', 'er', 'zu', 'den', 'dem', 'auf', 'im', 'sich', 'auch'],
  pt: ['o', 'os', 'as', 'e', 'de', 'do', 'da', 'que', 'um', 'uma', 'em', 'no', 'na', 'com', 'não', 'para', 'ele', 'ela'],
  it: ['il', 'lo', 'la', 'gli', 'e', 'di', 'che', 'un', 'una', 'è', 'per', 'con', 'non', 'sono', 'nel', 'della', 'del', 'lei'],
};

/** The letters of `text` counted by script. */
function scriptCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  const scripts = ['Latin', 'Cyrillic', 'Greek', 'Hiragana', 'Katakana', 'Han', 'Hangul', 'Arabic', 'Hebrew', 'Devanagari', 'Bengali', 'Tamil', 'Thai'];
  const patterns = scripts.map((script) => [script, new RegExp(`\\p{Script=${script}}`, 'u')] as const);
  for (const char of text) {
    const found = patterns.find(([, pattern]) => pattern.test(char));
    if (found) counts.set(found[0], (counts.get(found[0]) ?? 0) + 1);
  }
  return counts;
}

function latinLanguage(text: string): string {
  if (/[ơưđạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/iu.test(text)) return 'vi';
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  let best = DEFAULT_LANGUAGE;
  let bestScore = 0;
  for (const [language, common] of Object.entries(LATIN_WORDS)) {
    const score = words.filter((word) => common.includes(word)).length;
    if (score > bestScore) [best, bestScore] = [language, score];
  }
  return best;
}

function hanLanguage(text: string): string {
  let simplified = 0;
  let traditional = 0;
  for (const [simple, full] of HAN_PAIRS) {
    if (text.includes(simple)) simplified += 1;
    if (text.includes(full)) traditional += 1;
  }
  return traditional > simplified ? 'zh-Hant' : 'zh-Hans';
}

/** Urdu by its own letters; Persian by its keheh, Farsi yeh and پچژگ without Arabic's teh marbuta and yeh. */
function arabicLanguage(text: string): string {
  if (/[ٹڈڑںےۓ]/u.test(text)) return 'ur';
  if (/[پچژگکی]/u.test(text) && !/[ةيى]/u.test(text)) return 'fa';
  return 'ar';
}

const BY_SCRIPT: Record<string, (text: string) => string> = {
  Latin: latinLanguage,
  Cyrillic: (text) => (/[іїєґ]/iu.test(text) ? 'uk' : 'ru'),
  Greek: () => 'el',
  Hiragana: () => 'ja',
  Katakana: () => 'ja',
  Han: hanLanguage,
  Hangul: () => 'ko',
  Arabic: arabicLanguage,
  Hebrew: () => 'he',
  Devanagari: () => 'hi',
  Bengali: () => 'bn',
  Tamil: () => 'ta',
  Thai: () => 'th',
};

/**
 * The language most of the texts' letters are in: by script (any kana makes Japanese, Hangul Korean, Han alone
 * Chinese, Simplified or Traditional by the characters used), then for Latin letters by the commonest words of
 * English, Spanish, French, German, Portuguese and Italian (Vietnamese by its letters). English when nothing tells.
 */
export function detectLanguage(texts: string[]): string {
  const text = texts.join('\n');
  const counts = scriptCounts(text);
  if ((counts.get('Hiragana') ?? 0) + (counts.get('Katakana') ?? 0) > 0) return 'ja';
  const [top] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  return top ? BY_SCRIPT[top[0]](text) : DEFAULT_LANGUAGE;
}
