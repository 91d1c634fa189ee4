/**
 * The lettering fonts: TTF files from npm packages (Google Fonts, SIL Open Font License unless said otherwise),
 * a comic face, a sound-effects face and fallbacks for each script the service letters. A font is opened (read and
 * parsed by fontkit) the first time a character needs it, once per process; coverage is read from its cmap.
 */
import * as fontkit from 'fontkit';

export interface Face {
  family: string;
  /** The npm package that ships it. */
  package: string;
  /** The TTF inside the package. */
  file: string;
  licence: 'OFL-1.1' | 'Apache-2.0';
}

const face = (family: string, name: string, file: string, licence: Face['licence'] = 'OFL-1.1'): Face => ({ family, package: `@expo-google-fonts/${name}`, file, licence });

/** Every face the lettering may use, in the order a character no chain covers looks for one. */
export const FACES = {
  comicNeue: face('Comic Neue', 'comic-neue', '700Bold/ComicNeue_700Bold.ttf'),
  bangers: face('Bangers', 'bangers', '400Regular/Bangers_400Regular.ttf'),
  comicRelief: face('Comic Relief', 'comic-relief', '700Bold/ComicRelief_700Bold.ttf'),
  pangolin: face('Pangolin', 'pangolin', '400Regular/Pangolin_400Regular.ttf'),
  rubikBlack: face('Rubik Black', 'rubik', '900Black/Rubik_900Black.ttf'),
  notoSans: face('Noto Sans', 'noto-sans', '700Bold/NotoSans_700Bold.ttf'),
  notoSansBlack: face('Noto Sans Black', 'noto-sans', '900Black/NotoSans_900Black.ttf'),
  mPlusRounded: face('M PLUS Rounded 1c', 'm-plus-rounded-1c', '800ExtraBold/MPLUSRounded1c_800ExtraBold.ttf'),
  kosugiMaru: face('Kosugi Maru', 'kosugi-maru', '400Regular/KosugiMaru_400Regular.ttf', 'Apache-2.0'),
  delaGothic: face('Dela Gothic One', 'dela-gothic-one', '400Regular/DelaGothicOne_400Regular.ttf'),
  zcoolKuaiLe: face('ZCOOL KuaiLe', 'zcool-kuaile', '400Regular/ZCOOLKuaiLe_400Regular.ttf'),
  notoSansSc: face('Noto Sans SC', 'noto-sans-sc', '700Bold/NotoSansSC_700Bold.ttf'),
  notoSansScBlack: face('Noto Sans SC Black', 'noto-sans-sc', '900Black/NotoSansSC_900Black.ttf'),
  notoSansTc: face('Noto Sans TC', 'noto-sans-tc', '700Bold/NotoSansTC_700Bold.ttf'),
  notoSansTcBlack: face('Noto Sans TC Black', 'noto-sans-tc', '900Black/NotoSansTC_900Black.ttf'),
  gaegu: face('Gaegu', 'gaegu', '700Bold/Gaegu_700Bold.ttf'),
  blackHanSans: face('Black Han Sans', 'black-han-sans', '400Regular/BlackHanSans_400Regular.ttf'),
  notoSansKr: face('Noto Sans KR', 'noto-sans-kr', '700Bold/NotoSansKR_700Bold.ttf'),
  balooBhaijaan: face('Baloo Bhaijaan 2', 'baloo-bhaijaan-2', '700Bold/BalooBhaijaan2_700Bold.ttf'),
  lalezar: face('Lalezar', 'lalezar', 'Lalezar_400Regular.ttf'),
  notoSansArabic: face('Noto Sans Arabic', 'noto-sans-arabic', '700Bold/NotoSansArabic_700Bold.ttf'),
  varelaRound: face('Varela Round', 'varela-round', '400Regular/VarelaRound_400Regular.ttf'),
  notoSansHebrew: face('Noto Sans Hebrew', 'noto-sans-hebrew', '700Bold/NotoSansHebrew_700Bold.ttf'),
  kalam: face('Kalam', 'kalam', '700Bold/Kalam_700Bold.ttf'),
  baloo2: face('Baloo 2 ExtraBold', 'baloo-2', '800ExtraBold/Baloo2_800ExtraBold.ttf'),
  notoSansDevanagari: face('Noto Sans Devanagari', 'noto-sans-devanagari', '700Bold/NotoSansDevanagari_700Bold.ttf'),
  balooDa: face('Baloo Da 2', 'baloo-da-2', 'BalooDa2_700Bold.ttf'),
  balooDaExtraBold: face('Baloo Da 2 ExtraBold', 'baloo-da-2', 'BalooDa2_800ExtraBold.ttf'),
  notoSansBengali: face('Noto Sans Bengali', 'noto-sans-bengali', '700Bold/NotoSansBengali_700Bold.ttf'),
  balooThambi: face('Baloo Thambi 2', 'baloo-thambi-2', '700Bold/BalooThambi2_700Bold.ttf'),
  balooThambiExtraBold: face('Baloo Thambi 2 ExtraBold', 'baloo-thambi-2', '800ExtraBold/BalooThambi2_800ExtraBold.ttf'),
  notoSansTamil: face('Noto Sans Tamil', 'noto-sans-tamil', '700Bold/NotoSansTamil_700Bold.ttf'),
  mali: face('Mali', 'mali', '700Bold/Mali_700Bold.ttf'),
  kanitBlack: face('Kanit Black', 'kanit', '900Black/Kanit_900Black.ttf'),
  notoSansThai: face('Noto Sans Thai', 'noto-sans-thai', '700Bold/NotoSansThai_700Bold.ttf'),
} satisfies Record<string, Face>;

export type FaceId = keyof typeof FACES;

/** The writing systems lettered, each with its own faces (Han is set in the face of the book's language). */
export const LETTERING_SCRIPTS = ['latin', 'cyrillic', 'greek', 'japanese', 'hans', 'hant', 'hangul', 'arabic', 'hebrew', 'devanagari', 'bengali', 'tamil', 'thai'] as const;
export type LetteringScript = (typeof LETTERING_SCRIPTS)[number];

/** What a piece of lettering is: balloon and caption text, a sound effect, or book text (a storybook page, a PDF's text layer). */
export type FontRole = 'dialogue' | 'sfx' | 'text';

/**
 * Per script and role: the comic face first, then faces of the same look that cover more, then a plain fallback;
 * book text in plain faces first.
 */
export const FACE_CHAINS: Record<LetteringScript, Record<FontRole, FaceId[]>> = {
  latin: { dialogue: ['comicNeue', 'comicRelief', 'pangolin', 'notoSans'], sfx: ['bangers', 'rubikBlack', 'notoSansBlack'], text: ['notoSans'] },
  cyrillic: { dialogue: ['comicRelief', 'pangolin', 'notoSans'], sfx: ['rubikBlack', 'notoSansBlack'], text: ['notoSans'] },
  greek: { dialogue: ['comicRelief', 'notoSans'], sfx: ['notoSansBlack'], text: ['notoSans'] },
  japanese: { dialogue: ['mPlusRounded', 'kosugiMaru', 'notoSansTc'], sfx: ['delaGothic', 'mPlusRounded', 'notoSansTcBlack'], text: ['kosugiMaru', 'notoSansTc'] },
  hans: { dialogue: ['zcoolKuaiLe', 'notoSansSc'], sfx: ['notoSansScBlack'], text: ['notoSansSc'] },
  hant: { dialogue: ['notoSansTc'], sfx: ['notoSansTcBlack'], text: ['notoSansTc'] },
  hangul: { dialogue: ['gaegu', 'notoSansKr'], sfx: ['blackHanSans', 'notoSansKr'], text: ['notoSansKr'] },
  arabic: { dialogue: ['balooBhaijaan', 'notoSansArabic'], sfx: ['lalezar', 'notoSansArabic'], text: ['balooBhaijaan', 'notoSansArabic'] },
  hebrew: { dialogue: ['varelaRound', 'notoSansHebrew'], sfx: ['rubikBlack', 'notoSansHebrew'], text: ['notoSansHebrew'] },
  devanagari: { dialogue: ['kalam', 'notoSansDevanagari'], sfx: ['baloo2', 'notoSansDevanagari'], text: ['notoSansDevanagari'] },
  bengali: { dialogue: ['balooDa', 'notoSansBengali'], sfx: ['balooDaExtraBold', 'notoSansBengali'], text: ['notoSansBengali'] },
  tamil: { dialogue: ['balooThambi', 'notoSansTamil'], sfx: ['balooThambiExtraBold', 'notoSansTamil'], text: ['notoSansTamil'] },
  thai: { dialogue: ['mali', 'notoSansThai'], sfx: ['kanitBlack', 'notoSansThai'], text: ['notoSansThai'] },
};

export function fontFile(id: FaceId): string {
  const { package: name, file } = FACES[id];
  return require.resolve(`${name}/${file}`);
}

const opened = new Map<FaceId, fontkit.Font>();

/** The face's font, opened on first use and kept for the life of the process. */
export function fontOf(id: FaceId): fontkit.Font {
  let font = opened.get(id);
  if (!font) {
    font = fontkit.openSync(fontFile(id));
    opened.set(id, font);
  }
  return font;
}

/** Characters that are never drawn (spaces, controls, joiners, direction marks, variation selectors): no font needs them. */
const NOT_DRAWN = /[\p{White_Space}\p{Cc}\p{Cf}\p{Variation_Selector}]/u;

export function isDrawn(char: string): boolean {
  return !NOT_DRAWN.test(char);
}

const usable = new Map<string, boolean>();

/**
 * Whether the face can draw the character: it has a glyph for it that fontkit can read (a few faces have glyphs whose
 * data fontkit cannot parse; those characters count as not covered by that face). Decided once per face and character.
 */
export function faceCovers(id: FaceId, char: string): boolean {
  if (!isDrawn(char)) return true;
  const key = `${id}|${char}`;
  let covered = usable.get(key);
  if (covered === undefined) {
    const font = fontOf(id);
    covered = font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0) && readable(font, char);
    usable.set(key, covered);
  }
  return covered;
}

function readable(font: fontkit.Font, char: string): boolean {
  try {
    for (const glyph of font.layout(glyphsFor(font, char)).glyphs) glyph.path.toSVG();
    return true;
  } catch {
    return false;
  }
}

/** fontkit's variation selectors: one right after a character picks its variant glyph; any other is dropped. */
const SELECTOR = /[\ufe00-\ufe0f\u{e0100}-\u{e01ef}]/u;
const MARK = /\p{M}/u;

/** The code points each of fontkit's glyphs for `text` stands for (glyphsForString's pairing of selectors). */
function codePointsPerGlyph(text: string): number[][] {
  const units: number[][] = [];
  let afterCharacter = false;
  for (const char of text) {
    const selector = SELECTOR.test(char);
    if (!selector) units.push([char.codePointAt(0) ?? 0]);
    else if (afterCharacter) units[units.length - 1].push(char.codePointAt(0) ?? 0);
    afterCharacter = !selector;
  }
  return units;
}

/**
 * The glyphs of `text` to shape, each carrying the code points it stands for. fontkit keeps one glyph object per id
 * with the code points of whatever first asked for it (none when an outline is asked for by id), and its Arabic and
 * Indic shapers read them: shaped from the string, an Urdu line set after a Persian one lost its joining.
 */
export function glyphsFor(font: fontkit.Font, text: string): fontkit.Glyph[] {
  const units = codePointsPerGlyph(text);
  return font.glyphsForString(text).map((glyph, index) => {
    const codePoints = units[index] ?? glyph.codePoints;
    if (codePoints.length === glyph.codePoints.length && codePoints.every((code, at) => glyph.codePoints[at] === code)) return glyph;
    const isMark = codePoints.every((code) => MARK.test(String.fromCodePoint(code)));
    return Object.create(glyph, { codePoints: { value: codePoints }, isMark: { value: isMark }, isLigature: { value: codePoints.length > 1 } }) as fontkit.Glyph;
  });
}

const ALL_FACES = Object.keys(FACES) as FaceId[];

/** The first face of `chain` that has the character, else of every face; undefined when no shipped font has it. */
export function faceForCharacter(char: string, chain: FaceId[] = []): FaceId | undefined {
  return [...chain, ...ALL_FACES].find((id) => faceCovers(id, char));
}

/** The characters of `text` (each once, in order of appearance) that no shipped font can draw. */
export function uncoveredCharacters(text: string): string[] {
  const seen = new Set<string>();
  for (const char of text.normalize('NFC')) if (!seen.has(char) && faceForCharacter(char) === undefined) seen.add(char);
  return [...seen];
}

/** The text without the characters no shipped font can draw. */
export function withoutUncovered(text: string): string {
  const missing = new Set(uncoveredCharacters(text));
  return missing.size === 0 ? text : [...text.normalize('NFC')].filter((char) => !missing.has(char)).join('');
}

/** "😀 (U+1F600), ☃ (U+2603)". */
export function describeCharacters(chars: string[]): string {
  return chars.map((char) => `${char} (U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')})`).join(', ');
}
