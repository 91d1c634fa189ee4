/** A story beat placed on a panel; `repeat` > 0 when there are more panels than beats and a beat spans several. */
export type Slot = { kind: 'establishing' } | { kind: 'beat'; sentences: string[]; repeat: number };

/** Sentence ends: terminal punctuation (optionally closing a quote) followed by a capital or an opening quote. */
const SENTENCE_BREAK = /(?<=[.!?…]["”’)]?)\s+(?=["“(]?[A-Z0-9])|\n+/;

/** Where a long quote-free sentence can split into two beats. */
const CLAUSE_BREAK = /,\s+(?:and then|then|and|but|so|when|until)\s+|;\s+/i;

const MIN_SPLIT_WORDS = 8;

export function sentencesOf(story: string): string[] {
  return story
    .split(SENTENCE_BREAK)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

/** Exactly `panelCount` slots: sentences grouped evenly, or, when too few, split at clauses, led by an establishing panel, and spread. */
export function slotsFor(sentences: string[], panelCount: number): Slot[] {
  if (sentences.length >= panelCount) return groupEvenly(sentences, panelCount);
  const beats = splitClauses(sentences, panelCount);
  if (beats.length >= panelCount) return groupEvenly(beats, panelCount);
  return [{ kind: 'establishing' }, ...spread(beats, panelCount - 1)];
}

function groupEvenly(sentences: string[], panelCount: number): Slot[] {
  return Array.from({ length: panelCount }, (_, panel) => ({
    kind: 'beat' as const,
    sentences: sentences.slice(
      Math.floor((panel * sentences.length) / panelCount),
      Math.floor(((panel + 1) * sentences.length) / panelCount),
    ),
    repeat: 0,
  }));
}

/** Splits the longest splittable sentence until there are enough beats or nothing more splits. */
function splitClauses(sentences: string[], wanted: number): string[] {
  const beats = [...sentences];
  while (beats.length < wanted) {
    const index = longestSplittable(beats);
    if (index < 0) break;
    const match = CLAUSE_BREAK.exec(beats[index]);
    if (!match) break;
    const first = beats[index].slice(0, match.index).trim();
    const rest = beats[index].slice(match.index + match[0].length).trim();
    beats.splice(index, 1, `${first}.`, rest.charAt(0).toUpperCase() + rest.slice(1));
  }
  return beats;
}

function longestSplittable(beats: string[]): number {
  let best = -1;
  beats.forEach((beat, index) => {
    const splittable = !/["“]/.test(beat) && CLAUSE_BREAK.test(beat) && beat.split(/\s+/).length >= MIN_SPLIT_WORDS;
    if (splittable && (best < 0 || beat.length > beats[best].length)) best = index;
  });
  return best;
}

function spread(beats: string[], panelCount: number): Slot[] {
  if (beats.length === 0) return [];
  return Array.from({ length: panelCount }, (_, panel) => {
    const beat = Math.floor((panel * beats.length) / panelCount);
    const first = Math.floor((beat * panelCount + beats.length - 1) / beats.length);
    return { kind: 'beat' as const, sentences: [beats[beat]], repeat: panel - first };
  });
}
