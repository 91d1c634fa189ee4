/**
 * What a beat makes a reader feel, from the lemmas of its verbs (compromise reduces "lost", "loses" and "losing"
 * to "lose"): the emotion a close-up shows, surprises that call for a reaction, and how climactic it is.
 */
import type { Token } from './language';

export const EMOTIONS = ['sad', 'angry', 'scared', 'surprised', 'happy'] as const;
export type Emotion = (typeof EMOTIONS)[number];

const EMOTION_OF_LEMMA: Record<string, Emotion> = {
  lose: 'sad', cry: 'sad', weep: 'sad', sob: 'sad', miss: 'sad', sigh: 'sad', mourn: 'sad',
  argue: 'angry', quarrel: 'angry', bicker: 'angry', squabble: 'angry', fight: 'angry', glare: 'angry', stomp: 'angry', sulk: 'angry',
  fear: 'scared', hide: 'scared', tremble: 'scared', shiver: 'scared', panic: 'scared', flee: 'scared', scream: 'scared',
  gasp: 'surprised', discover: 'surprised', startle: 'surprised', stumble: 'surprised', spot: 'surprised',
  laugh: 'happy', giggle: 'happy', chuckle: 'happy', cheer: 'happy', celebrate: 'happy', dance: 'happy', hug: 'happy', smile: 'happy', find: 'happy', win: 'happy', thank: 'happy',
};

/** Verbs that carry a story's peak. */
const CLIMAX_LEMMAS = new Set(['rescue', 'save', 'escape', 'fight', 'battle', 'explode', 'crash', 'leap', 'win', 'defeat', 'roar', 'soar', 'catch', 'find', 'triumph', 'chase', 'fall']);
const SURPRISE_WORDS = new Set(['suddenly', 'surprise', 'surprised', 'shocked', 'astonished', 'stunned', 'startled']);

export function emotionOf(tokens: readonly Token[]): Emotion | undefined {
  for (const token of tokens) {
    const emotion = EMOTION_OF_LEMMA[token.root];
    if (emotion && (token.tags.has('Verb') || token.tags.has('Noun'))) return emotion;
  }
  return undefined;
}

/** A surprise beat: "suddenly", a startled verb or an exclamation; the next panel shows the reaction. */
export function isSurprise(tokens: readonly Token[]): boolean {
  return tokens.some((token) => SURPRISE_WORDS.has(token.normal) || EMOTION_OF_LEMMA[token.root] === 'surprised' || token.post.includes('!'));
}

/** How strongly a beat reads as the story's climax: climax verbs weigh more than an exclamation. */
export function climaxStrength(tokens: readonly Token[]): number {
  const verb = tokens.some((token) => CLIMAX_LEMMAS.has(token.root) || token.normal === 'finally');
  return (verb ? 2 : 0) + (tokens.some((token) => token.post.includes('!')) ? 1 : 0);
}
