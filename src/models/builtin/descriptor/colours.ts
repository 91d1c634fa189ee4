/** Colour words to hex. Multi-word names come first so "navy blue" wins over "blue". */
export const COLOURS: Array<[string, string]> = [
  ['navy blue', '#1f3a6e'], ['sky blue', '#7ec8f0'], ['light blue', '#8fc3ea'], ['dark blue', '#1f3f8a'], ['royal blue', '#2d5bd1'], ['baby blue', '#a9d4f5'],
  ['dark green', '#1f6b3a'], ['light green', '#9fd67a'], ['lime green', '#8bc34a'], ['olive green', '#6b7a2e'], ['forest green', '#2e6b3a'], ['bottle green', '#1f5a3a'],
  ['hot pink', '#ff4fa3'], ['pale pink', '#f7c6d6'], ['light brown', '#b07a45'], ['dark brown', '#4a2e1c'], ['dark red', '#8e1c1c'], ['bright red', '#e8262b'],
  ['light grey', '#c4c7cc'], ['dark grey', '#4f5358'], ['light gray', '#c4c7cc'], ['dark gray', '#4f5358'], ['mustard yellow', '#d4a72c'], ['pale yellow', '#f6e58d'],
  ['strawberry blonde', '#e0a070'], ['dirty blonde', '#b89a5e'], ['platinum blonde', '#eee3c0'], ['salt and pepper', '#8a8a8a'], ['jet black', '#111111'],
  ['red', '#d63a32'], ['crimson', '#b3132d'], ['scarlet', '#e0301e'], ['maroon', '#7a1f2b'], ['burgundy', '#7b1e3a'], ['cherry', '#c2183c'],
  ['orange', '#f08a24'], ['ginger', '#d8692b'], ['auburn', '#9a3f23'], ['copper', '#b8612f'], ['rust', '#b0471f'], ['amber', '#e69a28'],
  ['yellow', '#f4c430'], ['mustard', '#d4a72c'], ['gold', '#d4af37'], ['golden', '#e2b13c'], ['blonde', '#e8cd7a'], ['blond', '#e8cd7a'], ['honey', '#d9a441'],
  ['cream', '#f4ead0'], ['beige', '#d9c6a5'], ['tan', '#c89b6d'], ['khaki', '#b8a878'], ['sand', '#dcc79a'], ['straw', '#e3c77a'],
  ['green', '#3c9a4a'], ['emerald', '#1e9c6a'], ['olive', '#7a7f2e'], ['mint', '#9ee3c4'], ['lime', '#9ccc3c'], ['sage', '#9cae88'], ['teal', '#1f9a9a'], ['turquoise', '#34c3c0'],
  ['blue', '#2f6fd6'], ['navy', '#1f3a6e'], ['cyan', '#39c6e6'], ['azure', '#3f8fe0'], ['cobalt', '#1f4fb8'], ['indigo', '#3f3f9a'], ['denim', '#4a6fa5'],
  ['purple', '#7e4fb5'], ['violet', '#8a5cd6'], ['lavender', '#b9a2e3'], ['lilac', '#c7a6dc'], ['magenta', '#d13aa0'], ['plum', '#7d3c6e'],
  ['pink', '#f28ab0'], ['rose', '#e8708a'], ['coral', '#f27b66'], ['peach', '#f6b995'], ['salmon', '#f08a7a'], ['fuchsia', '#d63aa8'],
  ['brown', '#7a4e2d'], ['chestnut', '#8a4a2a'], ['brunette', '#5a3520'], ['chocolate', '#5b3a22'], ['caramel', '#b9773a'], ['hazel', '#8e6b3a'],
  ['black', '#222222'], ['charcoal', '#3a3d42'], ['grey', '#8a8d92'], ['gray', '#8a8d92'],
  ['silver', '#c0c6cc'], ['white', '#f7f7f4'], ['snowy', '#f7f7f4'], ['ivory', '#f6f0dc'], ['bronze', '#a8763e'], ['chrome', '#d5dbe0'],
];

const COLOUR_MAP = new Map(COLOURS);
const COLOUR_RE = new RegExp(`\\b(${COLOURS.map(([w]) => w).join('|')})\\b`, 'g');

export function colorHex(word: string): string | undefined {
  return COLOUR_MAP.get(word.toLowerCase());
}

/** The colour named closest before `index` within the preceding few words, if any. */
export function colorWordBefore(text: string, index: number): string | undefined {
  const before = text.slice(Math.max(0, index - 28), index).toLowerCase();
  const matches = [...before.matchAll(COLOUR_RE)];
  const last = matches[matches.length - 1];
  if (!last) return undefined;
  const between = before.slice((last.index ?? 0) + last[0].length);
  return /\b(and|with|in|on|has|wearing)\b|[,.;]/.test(between) ? undefined : colorHex(last[0]);
}
