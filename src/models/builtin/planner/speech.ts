/**
 * Speech acts and the short lines that voice them. A beat whose verb is a speech act (its lemma: "argued" ->
 * "argue") becomes dialogue; quoted words are used as written, otherwise a line is chosen that fits the act and
 * the beat (what it is about, who listens, what came before), never one the comic already used.
 * Shouts are lettered in capitals and whispers open with "Shh…", the wording the bubble placer reads.
 */
import type { Emotion } from './cues';
import type { Token } from './language';

export const SPEECH_ACTS = ['says', 'asks', 'argues', 'shouts', 'whispers', 'laughs', 'thanks'] as const;
export type SpeechAct = (typeof SPEECH_ACTS)[number];

const ACT_OF_LEMMA: Record<string, SpeechAct> = {
  say: 'says', tell: 'says', reply: 'says', answer: 'says', explain: 'says', add: 'says', announce: 'says', promise: 'says',
  ask: 'asks', wonder: 'asks', beg: 'asks', plead: 'asks', inquire: 'asks',
  argue: 'argues', quarrel: 'argues', bicker: 'argues', squabble: 'argues', disagree: 'argues',
  shout: 'shouts', yell: 'shouts', scream: 'shouts', holler: 'shouts', exclaim: 'shouts', call: 'shouts', cry: 'shouts', roar: 'shouts',
  whisper: 'whispers', murmur: 'whispers', mutter: 'whispers', mumble: 'whispers',
  laugh: 'laughs', giggle: 'laughs', chuckle: 'laughs', cackle: 'laughs',
  thank: 'thanks',
};

/** Acts another character answers: an argument has two sides, laughter is shared, thanks are returned. */
const EXCHANGES = new Set<SpeechAct>(['asks', 'argues', 'laughs', 'thanks']);

/** Verbs that only voice words when there are words ("adds sugar", "calls the dog", "cries" are not speech). */
const ONLY_WITH_WORDS = new Set(['add', 'call', 'cry', 'answer', 'roar', 'promise']);

/** The first speech act among a beat's verbs; `quoted` when the beat carries words. */
export function speechActOf(tokens: readonly Token[], quoted: boolean): SpeechAct | undefined {
  for (const token of tokens) {
    const act = ACT_OF_LEMMA[token.root];
    if (act && token.tags.has('Verb') && (quoted || !ONLY_WITH_WORDS.has(token.root))) return act;
  }
  return undefined;
}

export function isExchange(act: SpeechAct): boolean {
  return EXCHANGES.has(act);
}

/** What a line may draw on. */
export interface LineContext {
  listener?: string;
  /** The thing the beat is about ("kite"). */
  topic?: string;
  /** The speaker owns the topic ("her kite"). */
  owned: boolean;
  /** Lemmas of the beat's words. */
  words: ReadonlySet<string>;
  weather?: string;
  /** The act of the beat before, when it was speech. */
  after?: SpeechAct;
}

type Line = (context: LineContext) => string | false | undefined;

const FIRST_LINES: Record<SpeechAct, Line[]> = {
  says: [(c) => c.words.has('tell') && c.topic && `Let me tell you about the ${c.topic}.`, (c) => c.topic && `Look, the ${c.topic}!`, (c) => c.listener && `Listen, ${c.listener}!`, () => 'I have an idea!', () => 'Guess what?', () => "Come on, let's go!"],
  asks: [
    (c) => c.words.has('help') && c.listener && `Can you help me, ${c.listener}?`,
    (c) => c.words.has('direction') && 'Which way do we go?',
    (c) => c.topic && `Where is the ${c.topic}?`,
    (c) => c.listener && `Can you help me, ${c.listener}?`,
    () => 'What do we do now?',
    () => 'Is anyone there?',
  ],
  argues: [(c) => c.topic && `The ${c.topic} was your idea!`, () => "It's all your fault!", () => 'You never listen!', () => 'I was right!'],
  shouts: [(c) => c.words.has('help') && 'HELP!', (c) => c.words.has('scream') && 'AAAAH!', (c) => c.topic && `THE ${c.topic.toUpperCase()}!`, () => 'LOOK OUT!', (c) => c.listener && `${c.listener.toUpperCase()}! OVER HERE!`, () => 'OVER HERE!'],
  whispers: [() => 'Shh… listen to this.', () => 'Shh… did you hear that?', () => 'Shh… over here.', () => 'Shh… stay quiet.'],
  laughs: [
    (c) => c.after === 'argues' && 'Ha ha! We were both silly!',
    (c) => c.weather && "Ha ha! We're soaked!",
    () => 'Ha ha! Look at us!',
    () => 'Hee hee! That was fun!',
  ],
  thanks: [(c) => c.listener && `Thank you, ${c.listener}!`, () => 'Thanks so much!', () => 'Thank you!'],
};

const ANSWERS: Record<SpeechAct, Line[]> = {
  says: [() => 'Really?', () => 'Tell me more!'],
  asks: [(c) => c.topic && `I'll find the ${c.topic}!`, () => 'Follow me!', () => 'Leave it to me!', () => "Let's look together!"],
  argues: [() => 'My fault? No way!', () => "That's not fair!", () => 'Says who?', () => "No, you're wrong!"],
  shouts: [() => "I'm coming!", () => 'Hold on!'],
  whispers: [() => 'Shh… I see it.', () => 'Shh… okay.'],
  laughs: [(c) => c.after === 'argues' && 'Ha ha! Friends again!', () => 'Ha ha ha!', () => 'Best day ever!', () => 'Hee hee!'],
  thanks: [() => 'Any time!', () => "That's what friends are for!", () => "You're welcome!"],
};

const REACTIONS: Record<Emotion | 'calm', Line[]> = {
  sad: [(c) => c.topic && c.owned && `Oh no, my ${c.topic}!`, (c) => c.topic && `Oh no, the ${c.topic}!`, () => 'Oh no…', () => 'This is terrible…'],
  angry: [() => 'Hmph!', () => 'How annoying!', () => 'Grr…'],
  scared: [() => 'Eek!', () => "I don't like this…", () => 'What was that?'],
  surprised: [() => 'Whoa!', () => 'What?!', () => 'No way!'],
  happy: [(c) => c.words.has('find') && c.topic && `The ${c.topic}! We found it!`, () => 'Hooray!', () => 'Yes!', () => 'Wow!'],
  calm: [() => 'Look!', () => 'Hmm…', () => 'Now what?', () => "Let's keep going!", () => 'Come on!', () => 'Wait!', () => 'Over there!'],
};

function firstUnused(lines: Line[], context: LineContext, used: ReadonlySet<string>): string | undefined {
  for (const line of lines) {
    const text = line(context);
    if (text && !used.has(text.toLowerCase())) return text;
  }
  return undefined;
}

/** The line that voices an act (turn 0) or answers it (turn 1); undefined when every fitting line is used. */
export function actLine(act: SpeechAct, turn: 0 | 1, context: LineContext, used: ReadonlySet<string>): string | undefined {
  return firstUnused(turn === 0 ? FIRST_LINES[act] : ANSWERS[act], context, used);
}

/** A short reaction to what just happened (or a calm aside when nothing did). */
export function reactionLine(emotion: Emotion | undefined, context: LineContext, used: ReadonlySet<string>): string | undefined {
  return firstUnused(emotion ? [...REACTIONS[emotion], ...REACTIONS.calm] : REACTIONS.calm, context, used);
}

/** Quoted words lettered the way they were said: shouted in capitals, whispered with a hush. */
export function voiced(quote: string, act: SpeechAct | undefined): string {
  const words = quote.trim().replace(/[,;:]$/, '');
  if (act === 'shouts') return words.toUpperCase();
  if (act === 'whispers' && !/^(psst|shh|hush)/i.test(words)) return `Shh… ${/^I\b/.test(words) ? words : words.charAt(0).toLowerCase() + words.slice(1)}`;
  return words;
}
