/**
 * Beats laid on exactly `pageCount` panels, in story order. Every beat has a panel of its own (narration, or the
 * line that voices its speech act); when there is room, the story gains an establishing panel, the answer to an
 * exchange (the other side of an argument, shared laughter) and the reaction after a blow or a surprise; when
 * there is too little, neighbouring narration beats share a panel. No caption is used twice.
 */
import type { PlannedPanel } from '../../types';
import { fitCaption } from './captions';
import type { Emotion } from './cues';
import { listPhrase } from '../../../vocabulary/descriptor-words';
import { settingLine } from './setting';
import type { ShotCue } from './shots';
import { actLine, isExchange, reactionLine, voiced, type LineContext, type SpeechAct } from './speech';
import { escapeRegExp, type Beat } from './story';

/** A panel before its shot is chosen. */
export type PanelDraft = Omit<PlannedPanel, 'shot'> & { cue: ShotCue };

type ItemKind = 'establishing' | 'narration' | 'line' | 'answer' | 'reaction';

interface Item {
  kind: ItemKind;
  /** A reaction added only to fill the page count: someone other than the last speaker looks on. */
  aside?: boolean;
  /** Indexes of the beats the panel tells (one, or several merged narration beats). */
  beats: number[];
  /** Lower is kept first among optional panels; 0 is a panel every plan has. */
  priority: number;
}

export interface StoryWorld {
  names: string[];
  beats: Beat[];
  /** The comic's setting line (its first place, weather and time). */
  setting: string;
  /**
   * Whether the planner writes captions of its own (the setting, reactions, replies). Its lines are English: a story
   * in another language is captioned with its own words only.
   */
  writesLines: boolean;
}

const OPTIONAL = { establishing: 1, answer: 2, strongReaction: 2, reaction: 3, aside: 4 };

/** The panels of the story, `pageCount` of them. */
export function draftPanels(world: StoryWorld, pageCount: number): PanelDraft[] {
  const items = fitItems(candidateItems(world), pageCount, world);
  return new Drafter(world).draft(items);
}

function candidateItems(world: StoryWorld): Item[] {
  const items: Item[] = [{ kind: 'establishing', beats: [0], priority: OPTIONAL.establishing }];
  world.beats.forEach((beat, index) => {
    if (beat.act) {
      items.push({ kind: 'line', beats: [index], priority: 0 });
      const answered = isExchange(beat.act) && !beat.words && (beat.act === 'thanks' ? beat.addressee !== undefined : beat.actors.length >= 2);
      if (answered) items.push({ kind: 'answer', beats: [index], priority: OPTIONAL.answer });
      return;
    }
    items.push({ kind: 'narration', beats: [index], priority: 0 });
    if (beat.emotion || beat.surprise) {
      const strong = beat.surprise || beat.emotion === 'sad' || beat.emotion === 'scared';
      items.push({ kind: 'reaction', beats: [index], priority: strong ? OPTIONAL.strongReaction : OPTIONAL.reaction });
    }
  });
  return items;
}

/** Exactly `count` items: optional ones kept by priority, narration merged when the beats alone are too many. */
function fitItems(candidates: Item[], count: number, world: StoryWorld): Item[] {
  const required = candidates.filter((item) => item.priority === 0);
  if (required.length >= count) return mergeDown(required, count, world.beats);
  const optional = candidates
    .map((item, order) => ({ item, order }))
    .filter(({ item }) => item.priority > 0)
    .sort((a, b) => a.item.priority - b.item.priority || a.order - b.order)
    .slice(0, count - required.length)
    .map(({ item }) => item);
  const kept = candidates.filter((item) => item.priority === 0 || optional.includes(item));
  return padWithAsides(kept, count, world);
}

/** Merges neighbouring panels, narration first, until there are `count`. */
function mergeDown(items: Item[], count: number, beats: Beat[]): Item[] {
  const merged = [...items];
  while (merged.length > count) {
    const pair = cheapestMerge(merged, beats);
    const [first, second] = [merged[pair], merged[pair + 1]];
    const kind: ItemKind = first.kind === 'narration' || second.kind === 'narration' ? 'narration' : first.kind;
    merged.splice(pair, 2, { kind, beats: [...first.beats, ...second.beats], priority: 0 });
  }
  return merged;
}

/** Two narration panels merge before narration and speech, which merge before two lines; clauses of one sentence first. */
function cheapestMerge(items: Item[], beats: Beat[]): number {
  let best = 0;
  let bestCost = Infinity;
  for (let index = 0; index < items.length - 1; index += 1) {
    const [first, second] = [items[index], items[index + 1]];
    const speech = [first, second].filter((item) => item.kind !== 'narration').length;
    const sameSentence = beats[first.beats[first.beats.length - 1]]?.sentence === beats[second.beats[0]]?.sentence;
    const cost = speech * 100 + (sameSentence ? 0 : 10) + first.beats.length + second.beats.length;
    if (cost < bestCost) {
      best = index;
      bestCost = cost;
    }
  }
  return best;
}

/** Short stories on many panels: asides (someone reacting) after the beats, spread from the start. */
function padWithAsides(items: Item[], count: number, world: StoryWorld): Item[] {
  const padded = [...items];
  let turn = 0;
  while (padded.length < count) {
    const beatItems = padded.map((item, index) => ({ item, index })).filter(({ item }) => item.kind !== 'establishing');
    if (beatItems.length === 0 || world.beats.length === 0) {
      padded.push({ kind: 'reaction', aside: true, beats: [0], priority: OPTIONAL.aside });
      continue;
    }
    const { item, index } = beatItems[turn % beatItems.length];
    padded.splice(index + 1, 0, { kind: 'reaction', aside: true, beats: [item.beats[item.beats.length - 1]], priority: OPTIONAL.aside });
    turn += 2;
  }
  return padded;
}

const ACT_PHRASES: Record<SpeechAct, { speaker: (listener?: string) => string; listener: string }> = {
  says: { speaker: (l) => (l ? `talks to ${l}` : 'talks'), listener: 'listens' },
  asks: { speaker: (l) => (l ? `asks ${l} a question` : 'asks a question'), listener: 'thinks about it' },
  argues: { speaker: (l) => (l ? `argues angrily with ${l}` : 'argues angrily'), listener: 'glares angrily back' },
  shouts: { speaker: (l) => (l ? `shouts to ${l}` : 'shouts'), listener: 'looks surprised' },
  whispers: { speaker: (l) => (l ? `whispers to ${l}` : 'whispers'), listener: 'listens closely' },
  laughs: { speaker: (l) => (l ? `laughs with ${l}` : 'laughs'), listener: 'laughs too' },
  thanks: { speaker: (l) => (l ? `thanks ${l}, smiling` : 'smiles gratefully'), listener: 'smiles happily' },
};

const LOOKS: Record<Emotion, string> = { sad: 'looks sad', angry: 'looks angry', scared: 'looks scared', surprised: 'looks surprised', happy: 'smiles happily' };

/** Turns items into panels, remembering what was said and who spoke so lines never repeat and speakers alternate. */
class Drafter {
  private readonly used = new Set<string>();
  private lastSpeaker: string | undefined;
  private cast: string[];
  private placeSoFar: string | undefined;

  constructor(private readonly world: StoryWorld) {
    this.cast = world.names;
  }

  draft(items: Item[]): PanelDraft[] {
    return items.map((item) => {
      const draft = this.panel(item);
      this.used.add(draft.caption.toLowerCase());
      return draft;
    });
  }

  private panel(item: Item): PanelDraft {
    const beats = item.beats.map((index) => this.world.beats[index]).filter((beat): beat is Beat => beat !== undefined);
    const actors = unique(beats.flatMap((beat) => beat.actors));
    const conversation = item.kind === 'line' || item.kind === 'answer';
    if (actors.length > 0 && item.kind !== 'reaction') this.cast = conversation ? unique([...actors, ...this.cast]) : actors;
    const place = this.placeOf(item.beats[0]);
    const newPlace = place !== undefined && this.placeSoFar !== undefined && place !== this.placeSoFar;
    this.placeSoFar = place ?? this.placeSoFar;
    const setting = place && place !== this.world.beats.find((beat) => beat.place)?.place ? settingLine(place, this.weatherOf(item.beats[0]), this.timeOf(item.beats[0])) : undefined;
    const base = { ...(setting ? { setting } : {}) };
    const cue = (overrides: Partial<ShotCue>): ShotCue => ({
      establishing: false,
      dialogue: false,
      reaction: false,
      emotion: false,
      newPlace,
      castSize: this.cast.length,
      surprise: beats.some((beat) => beat.surprise) && item.kind !== 'reaction',
      climax: Math.max(0, ...beats.map((beat) => beat.climax)),
      ...overrides,
    });
    switch (item.kind) {
      case 'establishing':
        return { ...base, ...this.establishing(), cue: cue({ establishing: true, castSize: this.world.names.length, surprise: false, climax: 0 }) };
      case 'narration':
        return { ...base, ...this.narration(beats), cue: cue({ establishing: beats.some((beat) => beat.place), emotion: beats.some((beat) => beat.emotion) }) };
      case 'reaction':
        return { ...base, ...this.reaction(beats[0], item.aside ?? false), cue: cue({ reaction: true, emotion: true, climax: 0 }) };
      default:
        return { ...base, ...this.dialogue(beats[0], item.kind === 'answer' ? 1 : 0), cue: cue({ dialogue: true }) };
    }
  }

  private establishing() {
    const names = this.world.names;
    const caption = this.world.writesLines ? this.unusedOr(fitCaption(`${this.world.setting}.`), '') : '';
    return {
      caption,
      captionType: 'narration' as const,
      action: `Establishing view of ${lowerFirst(this.world.setting)}${names.length > 0 ? `, introducing ${listPhrase(names)}` : ''}.`,
    };
  }

  private narration(beats: Beat[]) {
    const key = [...beats].sort((a, b) => weight(b) - weight(a))[0];
    const caption = [key, ...beats].map((beat) => fitCaption(beat.caption)).find((text) => !this.used.has(text.toLowerCase())) ?? '';
    const feelings = beats.filter((beat) => beat.emotion && beat.actors.length > 0).map((beat) => `${beat.actors[0]} ${LOOKS[beat.emotion as Emotion]}.`);
    return { caption, captionType: 'narration' as const, action: this.withCast([...beats.map((beat) => beat.text), ...unique(feelings)].join(' ')) };
  }

  private dialogue(beat: Beat, turn: 0 | 1) {
    const act = beat.act ?? 'says';
    const speaker = turn === 1 ? this.listenerOf(beat, this.lastSpeaker) : this.speakerOf(beat);
    const listener = this.listenerOf(beat, speaker);
    const line = turn === 0 && beat.words ? voiced(beat.words, act) : this.world.writesLines ? actLine(act, turn, this.lineContext(beat, speaker, listener), this.used) : undefined;
    const caption = this.unusedOr(fitCaption(line ?? ''), '');
    this.lastSpeaker = speaker;
    const phrases = ACT_PHRASES[act];
    const listening = listener ? `, and ${listener} ${phrases.listener}` : '';
    const action = `${speaker} ${turn === 1 ? 'replies and ' : ''}${phrases.speaker(listener)}${listening}.`;
    return caption
      ? { caption, captionType: 'dialogue' as const, speaker, action: this.withCast(`${action} ${beat.text}`) }
      : { caption, captionType: 'narration' as const, action: this.withCast(`${action} ${beat.text}`) };
  }

  private reaction(beat: Beat | undefined, aside: boolean) {
    const emotion = beat?.emotion ?? (beat?.surprise ? 'surprised' : undefined);
    const onlooker = this.cast.find((name) => name !== this.lastSpeaker && !beat?.actors.includes(name)) ?? this.cast.find((name) => name !== this.lastSpeaker);
    const reactor = aside || emotion === 'surprised' ? (onlooker ?? this.cast[0]) : (beat?.actors[0] ?? this.cast[0]);
    const context = beat ? { ...this.lineContext(beat, reactor, this.listenerOf(beat, reactor)), topic: beat.topic } : { owned: false, words: new Set<string>() };
    const line = reactor && this.world.writesLines ? reactionLine(emotion, context, this.used) : undefined;
    const face = emotion ? LOOKS[emotion] : 'looks on';
    const action = reactor ? `Close on ${reactor}, who ${face}.` : `Close on the scene.`;
    if (!line || !reactor) return { caption: '', captionType: 'narration' as const, action: this.withCast(action) };
    this.lastSpeaker = reactor;
    return { caption: fitCaption(line), captionType: 'dialogue' as const, speaker: reactor, action: this.withCast(action) };
  }

  private speakerOf(beat: Beat): string | undefined {
    if (beat.attributed) return beat.attributed;
    if (!beat.words && beat.actors[0]) return beat.actors[0];
    const pool = beat.actors.length > 0 ? beat.actors : this.cast;
    return pool.find((name) => name !== this.lastSpeaker) ?? pool[0];
  }

  private listenerOf(beat: Beat, speaker: string | undefined): string | undefined {
    if (beat.addressee && beat.addressee !== speaker) return beat.addressee;
    if (beat.act === 'thanks') return undefined;
    return [...beat.actors, ...this.cast, ...this.world.names].find((name) => name !== speaker);
  }

  private lineContext(beat: Beat, speaker: string | undefined, listener: string | undefined): LineContext {
    const previous = this.world.beats[this.world.beats.indexOf(beat) - 1];
    return {
      listener,
      topic: beat.topic ?? this.world.beats.find((other) => other.topic)?.topic,
      owned: beat.owned && beat.actors[0] === speaker,
      words: beat.lemmas,
      weather: this.weatherOf(this.world.beats.indexOf(beat)),
      after: previous?.act,
    };
  }

  /** The action, with everyone in the scene named so the renderer draws them. */
  private withCast(action: string): string {
    const missing = this.cast.filter((name) => !new RegExp(`\\b${escapeRegExp(name)}\\b`, 'i').test(action));
    return missing.length > 0 ? `${action} With ${listPhrase(missing)} in view.` : action;
  }

  private unusedOr(text: string, fallback: string): string {
    return text && !this.used.has(text.toLowerCase()) ? text : fallback;
  }

  /** The place in force at a beat: the story's first place until a later one takes over. */
  private placeOf(beatIndex: number): string | undefined {
    const earlier = this.world.beats.slice(0, beatIndex + 1).filter((beat) => beat.place);
    return earlier.at(-1)?.place ?? this.world.beats.find((beat) => beat.place)?.place;
  }

  /** The weather by a beat: the last the story named up to it. */
  private weatherOf(beatIndex: number): string | undefined {
    return this.world.beats.slice(0, beatIndex + 1).filter((beat) => beat.weather).at(-1)?.weather;
  }

  private timeOf(beatIndex: number): string | undefined {
    return this.world.beats.slice(0, beatIndex + 1).filter((beat) => beat.time).at(-1)?.time;
  }
}

/** The beat a merged panel's caption should tell: the most dramatic one, the first on a tie. */
function weight(beat: Beat): number {
  return beat.climax + (beat.surprise ? 1 : 0) + (beat.emotion ? 1 : 0);
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
