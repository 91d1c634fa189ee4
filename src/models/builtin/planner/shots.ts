import type { ComicShotKey } from '../../../vocabulary';

/** What the shot grammar needs to know about each panel. */
export interface ShotCue {
  establishing: boolean;
  dialogue: boolean;
  /** A panel that shows someone reacting to the one before. */
  reaction: boolean;
  emotion: boolean;
  /** The first panel at a place the story moved to. */
  newPlace: boolean;
  castSize: number;
  surprise: boolean;
  climax: number;
}

/**
 * Comic shot grammar: establish (an establishing or wide opening), develop (medium and wide in turn, a wide shot
 * where the story moves to a new place, dialogue as a two-shot then close-ups), a close-up on emotion, the
 * reaction close-up after a surprise or a blow, a splash for the climax, and resolve on a wide or two-shot.
 */
export function shotsFor(cues: ShotCue[]): ComicShotKey[] {
  const splash = climaxPanel(cues);
  const shots: ComicShotKey[] = [];
  cues.forEach((cue, index) => {
    const previous = index > 0 ? cues[index - 1] : undefined;
    const last = index === cues.length - 1 && index > 0;
    if (index === 0) shots.push(cue.establishing ? 'establishing' : 'wide');
    else if (index === splash) shots.push('splash');
    else if (last) shots.push(cue.castSize >= 2 ? 'two_shot' : cue.dialogue ? 'medium' : 'wide');
    else if (cue.reaction || previous?.surprise) shots.push(shots[index - 1] === 'reaction_closeup' ? 'closeup' : 'reaction_closeup');
    else if (cue.newPlace) shots.push('wide');
    else if (cue.dialogue) shots.push(previous?.dialogue ? 'closeup' : cue.castSize >= 2 ? 'two_shot' : 'medium');
    else if (cue.emotion && !cues[index + 1]?.reaction) shots.push('closeup');
    else shots.push(shots[index - 1] === 'medium' ? 'wide' : 'medium');
  });
  return shots;
}

/** The strongest climax beat after the opening, favouring the last two panels; -1 when the story has none. */
function climaxPanel(cues: ShotCue[]): number {
  let best = -1;
  let bestWeight = 0;
  cues.forEach((cue, index) => {
    if (index === 0 || cue.climax === 0 || cue.reaction) return;
    const weight = cue.climax + (index >= cues.length - 2 ? 2 : 0);
    if (weight >= bestWeight) {
      best = index;
      bestWeight = weight;
    }
  });
  return best;
}
