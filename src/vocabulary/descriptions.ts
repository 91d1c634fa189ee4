/**
 * The words of the descriptions the service writes (text alternatives of panels, the setting shot, EPUB page
 * labels) in the reader's language: one message catalogue per language, in ICU MessageFormat (plural and select
 * rules per language, formatted by intl-messageformat). A book in a language without a catalogue is described in
 * English, and says so (`language`), so that documents can mark those words xml:lang="en". Pure and workflow-safe.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import type { ComicShotKey } from './index';

type MessageKey =
  | ComicShotKey
  | 'left'
  | 'right'
  | 'middle'
  | 'placed'
  | 'framing'
  | 'framingAlone'
  | 'lead'
  | 'someone'
  | 'line'
  | 'setting'
  | 'settingAlone'
  | 'pageLabel'
  | 'panelItem'
  | 'fullStop'
  | 'comma';

type Catalogue = Record<MessageKey, string>;

/*
 * In every catalogue: `placed` has {names}, {side} and {depth} (back | front); `lead` has {kind} (a bubble type) and
 * {speaker}; `pageLabel` has {cover} (yes | no), {page}, {count} (panels on the page), {first} and {last};
 * `panelItem` has {number} and {description}.
 */
const CATALOGUES: Record<string, Catalogue> = {
  en: {
    establishing: 'Establishing shot',
    wide: 'Wide shot',
    two_shot: 'Two-shot',
    medium: 'Medium shot',
    closeup: 'Close-up',
    reaction_closeup: 'Reaction close-up',
    over_shoulder: 'Over-the-shoulder shot',
    splash: 'Splash panel',
    left: 'on the left',
    right: 'on the right',
    middle: 'in the middle',
    placed: '{names} {side}{depth, select, back { in the background} other {}}',
    framing: '{shot}: {who}.',
    framingAlone: '{shot}.',
    lead: '{kind, select, speech {{speaker} says} whisper {{speaker} whispers} shout {{speaker} shouts} thought {{speaker} thinks} narration {Narration} other {Sound}}',
    someone: 'Someone',
    line: '{lead}: {text}',
    setting: 'Establishing shot of the setting: {setting}',
    settingAlone: 'Establishing shot of the setting.',
    pageLabel: '{cover, select, yes {Cover, page 1} other {Page {page}}}, {count, plural, =1 {panel {first}} other {panels {first} to {last}}}',
    panelItem: 'Panel {number}. {description}',
    fullStop: '.',
    comma: ', ',
  },
  es: {
    establishing: 'Plano de situación',
    wide: 'Plano general',
    two_shot: 'Plano de dos',
    medium: 'Plano medio',
    closeup: 'Primer plano',
    reaction_closeup: 'Primer plano de reacción',
    over_shoulder: 'Plano sobre el hombro',
    splash: 'Viñeta a página completa',
    left: 'a la izquierda',
    right: 'a la derecha',
    middle: 'en el centro',
    placed: '{names} {side}{depth, select, back {, al fondo} other {}}',
    framing: '{shot}: {who}.',
    framingAlone: '{shot}.',
    lead: '{kind, select, speech {{speaker} dice} whisper {{speaker} susurra} shout {{speaker} grita} thought {{speaker} piensa} narration {Narración} other {Sonido}}',
    someone: 'Alguien',
    line: '{lead}: {text}',
    setting: 'Plano de situación del escenario: {setting}',
    settingAlone: 'Plano de situación del escenario.',
    pageLabel: '{cover, select, yes {Portada, página 1} other {Página {page}}}, {count, plural, =1 {viñeta {first}} other {viñetas {first} a {last}}}',
    panelItem: 'Viñeta {number}. {description}',
    fullStop: '.',
    comma: ', ',
  },
  fr: {
    establishing: 'Plan de situation',
    wide: 'Plan large',
    two_shot: 'Plan à deux',
    medium: 'Plan moyen',
    closeup: 'Gros plan',
    reaction_closeup: 'Gros plan de réaction',
    over_shoulder: 'Plan par-dessus l’épaule',
    splash: 'Case pleine page',
    left: 'à gauche',
    right: 'à droite',
    middle: 'au milieu',
    placed: '{names} {side}{depth, select, back {, à l’arrière-plan} other {}}',
    framing: '{shot}\u202f: {who}.',
    framingAlone: '{shot}.',
    lead: '{kind, select, speech {{speaker} dit} whisper {{speaker} chuchote} shout {{speaker} crie} thought {{speaker} pense} narration {Narration} other {Son}}',
    someone: 'Quelqu’un',
    line: '{lead}\u202f: {text}',
    setting: 'Plan de situation du décor\u202f: {setting}',
    settingAlone: 'Plan de situation du décor.',
    pageLabel: '{cover, select, yes {Couverture, page 1} other {Page {page}}}, {count, plural, =1 {case {first}} other {cases {first} à {last}}}',
    panelItem: 'Case {number}. {description}',
    fullStop: '.',
    comma: ', ',
  },
  de: {
    establishing: 'Einführungseinstellung',
    wide: 'Totale',
    two_shot: 'Zweiereinstellung',
    medium: 'Halbnahe',
    closeup: 'Nahaufnahme',
    reaction_closeup: 'Reaktionsnahaufnahme',
    over_shoulder: 'Über-die-Schulter-Einstellung',
    splash: 'Ganzseitiges Panel',
    left: 'links',
    right: 'rechts',
    middle: 'in der Mitte',
    placed: '{names} {side}{depth, select, back { im Hintergrund} other {}}',
    framing: '{shot}: {who}.',
    framingAlone: '{shot}.',
    lead: '{kind, select, speech {{speaker} sagt} whisper {{speaker} flüstert} shout {{speaker} ruft} thought {{speaker} denkt} narration {Erzähltext} other {Geräusch}}',
    someone: 'Jemand',
    line: '{lead}: {text}',
    setting: 'Einführungseinstellung des Schauplatzes: {setting}',
    settingAlone: 'Einführungseinstellung des Schauplatzes.',
    pageLabel: '{cover, select, yes {Titelseite, Seite 1} other {Seite {page}}}, {count, plural, =1 {Panel {first}} other {Panels {first} bis {last}}}',
    panelItem: 'Panel {number}. {description}',
    fullStop: '.',
    comma: ', ',
  },
  pt: {
    establishing: 'Plano de estabelecimento',
    wide: 'Plano geral',
    two_shot: 'Plano a dois',
    medium: 'Plano médio',
    closeup: 'Primeiro plano',
    reaction_closeup: 'Primeiro plano de reação',
    over_shoulder: 'Plano sobre o ombro',
    splash: 'Quadro de página inteira',
    left: 'à esquerda',
    right: 'à direita',
    middle: 'no meio',
    placed: '{names} {side}{depth, select, back {, ao fundo} other {}}',
    framing: '{shot}: {who}.',
    framingAlone: '{shot}.',
    lead: '{kind, select, speech {{speaker} diz} whisper {{speaker} sussurra} shout {{speaker} grita} thought {{speaker} pensa} narration {Narração} other {Som}}',
    someone: 'Alguém',
    line: '{lead}: {text}',
    setting: 'Plano de estabelecimento do cenário: {setting}',
    settingAlone: 'Plano de estabelecimento do cenário.',
    pageLabel: '{cover, select, yes {Capa, página 1} other {Página {page}}}, {count, plural, =1 {quadro {first}} other {quadros {first} a {last}}}',
    panelItem: 'Quadro {number}. {description}',
    fullStop: '.',
    comma: ', ',
  },
  it: {
    establishing: 'Inquadratura d’ambientazione',
    wide: 'Campo lungo',
    two_shot: 'Inquadratura a due',
    medium: 'Piano medio',
    closeup: 'Primo piano',
    reaction_closeup: 'Primo piano di reazione',
    over_shoulder: 'Inquadratura sopra la spalla',
    splash: 'Vignetta a tutta pagina',
    left: 'a sinistra',
    right: 'a destra',
    middle: 'al centro',
    placed: '{names} {side}{depth, select, back {, sullo sfondo} other {}}',
    framing: '{shot}: {who}.',
    framingAlone: '{shot}.',
    lead: '{kind, select, speech {{speaker} dice} whisper {{speaker} sussurra} shout {{speaker} grida} thought {{speaker} pensa} narration {Narrazione} other {Suono}}',
    someone: 'Qualcuno',
    line: '{lead}: {text}',
    setting: 'Inquadratura d’ambientazione del luogo: {setting}',
    settingAlone: 'Inquadratura d’ambientazione del luogo.',
    pageLabel: '{cover, select, yes {Copertina, pagina 1} other {Pagina {page}}}, {count, plural, =1 {vignetta {first}} other {vignette da {first} a {last}}}',
    panelItem: 'Vignetta {number}. {description}',
    fullStop: '.',
    comma: ', ',
  },
  ja: {
    establishing: 'エスタブリッシングショット',
    wide: 'ロングショット',
    two_shot: 'ツーショット',
    medium: 'ミディアムショット',
    closeup: 'クローズアップ',
    reaction_closeup: 'リアクションのクローズアップ',
    over_shoulder: '肩越しのショット',
    splash: '大ゴマ',
    left: '左',
    right: '右',
    middle: '中央',
    placed: '{side}{depth, select, back {の奥} other {}}に{names}',
    framing: '{shot}：{who}。',
    framingAlone: '{shot}。',
    lead: '{kind, select, speech {{speaker}のセリフ} whisper {{speaker}のささやき} shout {{speaker}の叫び} thought {{speaker}の心の声} narration {ナレーション} other {効果音}}',
    someone: '誰か',
    line: '{lead}：{text}',
    setting: '舞台のエスタブリッシングショット：{setting}',
    settingAlone: '舞台のエスタブリッシングショット。',
    pageLabel: '{cover, select, yes {表紙、1ページ} other {{page}ページ}}、{count, plural, =1 {コマ{first}} other {コマ{first}～{last}}}',
    panelItem: 'コマ{number}。{description}',
    fullStop: '。',
    comma: '、',
  },
  zh: {
    establishing: '定场镜头',
    wide: '远景',
    two_shot: '双人镜头',
    medium: '中景',
    closeup: '特写',
    reaction_closeup: '反应特写',
    over_shoulder: '过肩镜头',
    splash: '整页大格',
    left: '左侧',
    right: '右侧',
    middle: '中间',
    placed: '{names}在{side}{depth, select, back {后方} other {}}',
    framing: '{shot}：{who}。',
    framingAlone: '{shot}。',
    lead: '{kind, select, speech {{speaker}说} whisper {{speaker}低声说} shout {{speaker}喊道} thought {{speaker}心想} narration {旁白} other {音效}}',
    someone: '有人',
    line: '{lead}：{text}',
    setting: '场景的定场镜头：{setting}',
    settingAlone: '场景的定场镜头。',
    pageLabel: '{cover, select, yes {封面，第1页} other {第{page}页}}，{count, plural, =1 {第{first}格} other {第{first}至{last}格}}',
    panelItem: '第{number}格。{description}',
    fullStop: '。',
    comma: '，',
  },
  ko: {
    establishing: '설정 숏',
    wide: '와이드 숏',
    two_shot: '투 숏',
    medium: '미디엄 숏',
    closeup: '클로즈업',
    reaction_closeup: '리액션 클로즈업',
    over_shoulder: '오버 더 숄더 숏',
    splash: '전면 컷',
    left: '왼쪽',
    right: '오른쪽',
    middle: '가운데',
    placed: '{side}{depth, select, back { 뒤쪽} other {}}에 {names}',
    framing: '{shot}: {who}.',
    framingAlone: '{shot}.',
    lead: '{kind, select, speech {{speaker}의 대사} whisper {{speaker}의 속삭임} shout {{speaker}의 외침} thought {{speaker}의 생각} narration {내레이션} other {효과음}}',
    someone: '누군가',
    line: '{lead}: {text}',
    setting: '배경의 설정 숏: {setting}',
    settingAlone: '배경의 설정 숏.',
    pageLabel: '{cover, select, yes {표지, 1쪽} other {{page}쪽}}, {count, plural, =1 {{first}번 칸} other {{first}~{last}번 칸}}',
    panelItem: '{number}번 칸. {description}',
    fullStop: '.',
    comma: ', ',
  },
  ar: {
    establishing: 'لقطة تأسيسية',
    wide: 'لقطة واسعة',
    two_shot: 'لقطة ثنائية',
    medium: 'لقطة متوسطة',
    closeup: 'لقطة قريبة',
    reaction_closeup: 'لقطة قريبة لردّ الفعل',
    over_shoulder: 'لقطة من فوق الكتف',
    splash: 'لوحة بصفحة كاملة',
    left: 'على اليسار',
    right: 'على اليمين',
    middle: 'في الوسط',
    placed: '{names} {side}{depth, select, back { في الخلفية} other {}}',
    framing: '{shot}: {who}.',
    framingAlone: '{shot}.',
    lead: '{kind, select, speech {كلام {speaker}} whisper {همس {speaker}} shout {صراخ {speaker}} thought {أفكار {speaker}} narration {السرد} other {صوت}}',
    someone: 'شخص ما',
    line: '{lead}: {text}',
    setting: 'لقطة تأسيسية للمكان: {setting}',
    settingAlone: 'لقطة تأسيسية للمكان.',
    pageLabel: '{cover, select, yes {الغلاف، الصفحة 1} other {الصفحة {page}}}، {count, plural, =1 {اللوحة {first}} =2 {اللوحتان {first} و{last}} other {اللوحات من {first} إلى {last}}}',
    panelItem: 'اللوحة {number}. {description}',
    fullStop: '.',
    comma: '، ',
  },
  hi: {
    establishing: 'स्थापना शॉट',
    wide: 'वाइड शॉट',
    two_shot: 'टू-शॉट',
    medium: 'मीडियम शॉट',
    closeup: 'क्लोज़-अप',
    reaction_closeup: 'प्रतिक्रिया क्लोज़-अप',
    over_shoulder: 'कंधे के ऊपर से शॉट',
    splash: 'पूरे पन्ने का पैनल',
    left: 'बाईं ओर',
    right: 'दाईं ओर',
    middle: 'बीच में',
    placed: '{names} {side}{depth, select, back {, पृष्ठभूमि में} other {}}',
    framing: '{shot}: {who}।',
    framingAlone: '{shot}।',
    lead: '{kind, select, speech {{speaker} का संवाद} whisper {{speaker} की फुसफुसाहट} shout {{speaker} की पुकार} thought {{speaker} का विचार} narration {वर्णन} other {ध्वनि}}',
    someone: 'कोई',
    line: '{lead}: {text}',
    setting: 'स्थान का स्थापना शॉट: {setting}',
    settingAlone: 'स्थान का स्थापना शॉट।',
    pageLabel: '{cover, select, yes {आवरण, पृष्ठ 1} other {पृष्ठ {page}}}, {count, plural, =1 {पैनल {first}} other {पैनल {first} से {last} तक}}',
    panelItem: 'पैनल {number}। {description}',
    fullStop: '।',
    comma: ', ',
  },
  ru: {
    establishing: 'Вводный план',
    wide: 'Общий план',
    two_shot: 'План на двоих',
    medium: 'Средний план',
    closeup: 'Крупный план',
    reaction_closeup: 'Крупный план реакции',
    over_shoulder: 'План через плечо',
    splash: 'Панель во всю страницу',
    left: 'слева',
    right: 'справа',
    middle: 'в центре',
    placed: '{names} {side}{depth, select, back { на заднем плане} other {}}',
    framing: '{shot}: {who}.',
    framingAlone: '{shot}.',
    lead: '{kind, select, speech {{speaker} говорит} whisper {{speaker} шепчет} shout {{speaker} кричит} thought {{speaker} думает} narration {Текст от автора} other {Звук}}',
    someone: 'Кто-то',
    line: '{lead}: {text}',
    setting: 'Вводный план места действия: {setting}',
    settingAlone: 'Вводный план места действия.',
    pageLabel: '{cover, select, yes {Обложка, страница 1} other {Страница {page}}}, {count, plural, =1 {панель {first}} other {панели с {first} по {last}}}',
    panelItem: 'Панель {number}. {description}',
    fullStop: '.',
    comma: ', ',
  },
};

/** The languages descriptions are written in (the catalogues), as BCP 47 tags. */
export const DESCRIBED_LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'it', 'ja', 'zh-Hans', 'ko', 'ar', 'hi', 'ru'] as const;

/** The catalogue for a book's language: by its language subtag (Simplified Chinese only for zh), else none. */
function catalogueLanguageOf(bookLanguage: string): string | undefined {
  let locale: Intl.Locale;
  try {
    locale = new Intl.Locale(bookLanguage).maximize();
  } catch {
    return undefined;
  }
  if (locale.language === 'zh') return locale.script === 'Hans' ? 'zh' : undefined;
  return locale.language in CATALOGUES ? locale.language : undefined;
}

/** The language a book's descriptions are written in: its own when there is a catalogue for it, else English. */
export function descriptionLanguageOf(bookLanguage: string): string {
  const catalogue = catalogueLanguageOf(bookLanguage);
  return catalogue === 'zh' ? 'zh-Hans' : (catalogue ?? 'en');
}

type Values = Record<string, string | number>;

export interface Describer {
  /** BCP 47 language the words are in. */
  language: string;
  say(key: MessageKey, values?: Values): string;
  /** "A and B", "A, B and C" in the language's list pattern. */
  list(items: string[]): string;
  /** A sentence a person wrote, closed with the language's full stop when it has no closing punctuation. */
  sentence(text: string): string;
}

const formats = new Map<string, IntlMessageFormat>();

function format(language: string, key: MessageKey): IntlMessageFormat {
  const id = `${language}|${key}`;
  let compiled = formats.get(id);
  if (!compiled) {
    compiled = new IntlMessageFormat(CATALOGUES[catalogueLanguageOf(language) ?? 'en'][key], language);
    formats.set(id, compiled);
  }
  return compiled;
}

/** Ends a sentence a person wrote with `fullStop` when it has no closing punctuation (in any script). */
export function closedSentence(text: string, fullStop: string): string {
  const trimmed = text.trim();
  if (!trimmed) return '';
  return /[\p{Terminal_Punctuation}\p{Pe}\p{Pf}"'…]$/u.test(trimmed) ? trimmed : `${trimmed}${fullStop}`;
}

const describers = new Map<string, Describer>();

/** The words for a book in `bookLanguage` (English when no catalogue has its language). */
export function describerFor(bookLanguage: string): Describer {
  const language = descriptionLanguageOf(bookLanguage);
  let describer = describers.get(language);
  if (!describer) {
    const lists = new Intl.ListFormat(language, { type: 'conjunction' });
    const say = (key: MessageKey, values?: Values) => String(format(language, key).format(values));
    describer = { language, say, list: (items) => lists.format(items), sentence: (text) => closedSentence(text, say('fullStop')) };
    describers.set(language, describer);
  }
  return describer;
}
