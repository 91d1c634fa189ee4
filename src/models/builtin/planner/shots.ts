import type { ComicShotKey } from '../../../vocabulary';

/** What the shot grammar needs to know about each panel. */
export interface ShotCue {
  establishing: boolean;
  dialogue: boolean;
  castSize: number;
  surprise: boolean;
  climax: number;
}

/**
 * Comic shot grammar: open establishing (or wide), a splash for the climax, a reaction close-up right after a
 * surprise, dialogue as a two-shot then alternating close-ups, otherwise medium and wide in turn.
 */
export function shotsFor(cues: ShotCue[]): ComicShotKey[] {
  const splash = climaxPanel(cues);
  const shots: ComicShotKey[] = [];
  cues.forEach((cue, index) => {
    const previous = index > 0 ? cues[index - 1] : undefined;
    if (index === 0) shots.push(cue.establishing ? 'establishing' : 'wide');
    else if (index === splash) shots.push('splash');
    else if (previous?.surprise) shots.push('reaction_closeup');
    else if (cue.dialogue) shots.push(previous?.dialogue ? 'closeup' : cue.castSize >= 2 ? 'two_shot' : 'medium');
    else shots.push(shots[index - 1] === 'medium' ? 'wide' : 'medium');
  });
  return shots;
}

/** The strongest climax beat after the opening, favouring the last two panels; -1 when the story has none. */
function climaxPanel(cues: ShotCue[]): number {
  let best = -1;
  let bestWeight = 0;
  cues.forEach((cue, index) => {
    if (index === 0 || cue.climax === 0) return;
    const weight = cue.climax + (index >= cues.length - 2 ? 2 : 0);
    if (weight >= bestWeight) {
      best = index;
      bestWeight = weight;
    }
  });
  return best;
}
