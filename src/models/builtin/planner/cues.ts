const SURPRISE = /\b(suddenly|all of a sudden|out of nowhere|surpris\w*|gasp\w*|shock\w*|startl\w*|astonish\w*|stunned)\b/i;

const CLIMAX =
  /\b(finally|at last|climax|battle|fight\w*|roar\w*|explo\w*|rescue\w*|saves?|saved|triumph\w*|victory|defeat\w*|storm\w*|leap\w*|escape\w*|crash\w*|biggest|giant|huge|soar\w*|dragon|monster|wins?|won)\b/i;

/** A surprise beat: the next panel shows the reaction. */
export function isSurprise(beat: string): boolean {
  return SURPRISE.test(beat) || beat.includes('!');
}

/** How strongly a beat reads as the story's climax: climax words weigh more than an exclamation. */
export function climaxStrength(beat: string): number {
  return (CLIMAX.test(beat) ? 2 : 0) + (beat.includes('!') ? 1 : 0);
}
