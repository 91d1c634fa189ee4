import type { PlannedPanel } from '../../types';
import type { Slot } from './beats';
import { fitCaption } from './captions';
import { climaxStrength, isSurprise } from './cues';
import { hasPlacePhrase } from './setting';
import { listPhrase } from '../../../vocabulary/descriptor-words';
import type { ShotCue } from './shots';
import { attributedSpeaker, namesIn, narrationAround, quotesIn } from './speech';

/** A panel before its shot is chosen. */
export type PanelDraft = Omit<PlannedPanel, 'shot'> & { cue: ShotCue };

interface StoryContext {
  names: string[];
  setting: string;
}

/** Follow-up captions for a beat that spans several panels, by repeat number. */
const FOLLOW_UPS = [
  (cast: string[]) => `${listPhrase(cast)} ${cast.length === 1 ? 'looks' : 'look'} closer.`,
  (cast: string[]) => `What will ${listPhrase(cast)} do next?`,
];

const GROUP = /\b(they|them|together|both|everyone|all of them)\b/i;

/** Drafts panels in order: who is present carries over when a beat names nobody, speakers alternate when unattributed. */
export function draftPanels(slots: Slot[], context: StoryContext): PanelDraft[] {
  let present = context.names;
  let lastSpeaker: string | undefined;
  return slots.map((slot) => {
    if (slot.kind === 'establishing') return establishingDraft(context);
    present = presentIn(slot.sentences.join(' '), present, context.names);
    const draft = beatDraft(slot.sentences, slot.repeat, present, context.names, lastSpeaker);
    lastSpeaker = draft.speaker ?? lastSpeaker;
    return draft;
  });
}

/**
 * Who is in the panel: everyone for "they"/"together", the named characters (plus the listeners of a
 * conversation already under way), or the previous cast when nobody is named.
 */
function presentIn(text: string, previous: string[], names: string[]): string[] {
  if (GROUP.test(text)) return names;
  const named = namesIn(text, names);
  if (named.length === 0) return previous;
  if (quotesIn(text).length === 0) return named;
  return names.filter((name) => named.includes(name) || previous.includes(name));
}

function establishingDraft(context: StoryContext): PanelDraft {
  return {
    caption: fitCaption(`${context.setting}.`),
    captionType: 'narration',
    action: `Establishing view of ${lowerFirst(context.setting)}${context.names.length > 0 ? `, introducing ${listPhrase(context.names)}` : ''}.`,
    cue: { establishing: true, dialogue: false, castSize: context.names.length, surprise: false, climax: 0 },
  };
}

function beatDraft(
  sentences: string[],
  repeat: number,
  present: string[],
  names: string[],
  lastSpeaker: string | undefined,
): PanelDraft {
  const text = sentences.join(' ');
  const spoken = sentences.find((sentence) => quotesIn(sentence).length > 0);
  const speaker = spoken && names.length > 0 ? speakerOf(spoken, present, names, lastSpeaker) : undefined;
  const cast = speaker && !present.includes(speaker) ? [...present, speaker] : present;
  const cue: ShotCue = {
    establishing: repeat === 0 && hasPlacePhrase(text),
    dialogue: speaker !== undefined,
    castSize: cast.length,
    surprise: repeat === 0 && isSurprise(text),
    climax: repeat === 0 ? climaxStrength(text) : 0,
  };
  const action = actionFor(sentences, cast, names, repeat);
  if (spoken && speaker) {
    const quotes = quotesIn(spoken);
    return { caption: fitCaption(quotes[repeat % quotes.length]), captionType: 'dialogue', speaker, action, cue };
  }
  const caption = repeat === 0 ? fitCaption(keySentence(sentences)) : fitCaption(FOLLOW_UPS[(repeat - 1) % FOLLOW_UPS.length](cast));
  return { caption, captionType: 'narration', action, cue };
}

/** The sentence a narration box should carry: the most dramatic one, the first on a tie. */
function keySentence(sentences: string[]): string {
  const weight = (sentence: string) => climaxStrength(sentence) + (isSurprise(sentence) ? 1 : 0);
  return sentences.reduce((best, sentence) => (weight(sentence) > weight(best) ? sentence : best));
}

/** The attributed speaker, else someone present other than the last speaker, so exchanges alternate. */
function speakerOf(sentence: string, present: string[], names: string[], lastSpeaker: string | undefined): string {
  const attributed = attributedSpeaker(sentence, names);
  if (attributed) return attributed;
  const pool = present.length > 0 ? present : names;
  return pool.find((name) => name !== lastSpeaker) ?? pool[0];
}

/** What happens, in words an image model can draw: speech becomes "X speaks to Y", and everyone present is named. */
function actionFor(sentences: string[], cast: string[], names: string[], repeat: number): string {
  const described = sentences.map((sentence) => sentenceAction(sentence, cast, names)).join(' ');
  const missing = cast.filter((name) => namesIn(described, [name]).length === 0);
  const withCast = missing.length > 0 ? `${described} With ${listPhrase(missing)} in view.` : described;
  return repeat === 0 ? withCast : `Closer on ${listPhrase(cast)}: ${withCast}`;
}

function sentenceAction(sentence: string, cast: string[], names: string[]): string {
  if (quotesIn(sentence).length === 0) return sentence;
  const speaker = attributedSpeaker(sentence, names) ?? cast[0];
  const listeners = cast.filter((name) => name !== speaker);
  const speaking = listeners.length > 0 ? `${speaker} speaks to ${listPhrase(listeners)}` : `${speaker} speaks`;
  const rest = narrationAround(sentence, names);
  return rest.length > 0 ? `${speaking}; ${rest}` : `${speaking}.`;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
