import { LIMITS } from '../config/pricing';

/** Text cut to the length lists show, at a word boundary where there is one, with an ellipsis when cut. */
export function shortTitle(text: string): string {
  const max = LIMITS.shownTitleLength;
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** A storybook has no title of its own: its first page's scene description stands for it. */
export function storybookTitle(firstPagePrompt: string | undefined): string {
  return firstPagePrompt ? shortTitle(firstPagePrompt) : 'Storybook';
}
