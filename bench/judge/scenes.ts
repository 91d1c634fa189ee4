/** Seeded scene prompts as users write them: what the character does, where, when. */
import type { Rng } from '../../src/models/builtin/illustrator/rng';

const ACTIONS = [
  'waving', 'reading a book', 'running', 'jumping for joy', 'sitting on a bench', 'walking', 'pointing at something',
  'holding a red balloon', 'standing and smiling', 'cheering', 'thinking', 'laughing', 'looking sad', 'looking surprised',
  'eating an ice cream', 'holding an umbrella', 'drinking a cup of tea', 'carrying a gift',
];
const PLACES = [
  'in a park', 'in a library', 'on the beach', 'in the kitchen', 'in a city street', 'in a snowy forest', 'in a classroom',
  'at the market', 'in space', 'on a mountain', 'in a castle', 'in the bedroom', 'in the forest',
];
const TIMES = ['', '', '', ' at night', ' at sunset', ' in the rain', ' on a snowy day'];
const GROUP_ACTIONS = ['waving together', 'having a picnic', 'walking side by side', 'celebrating', 'talking', 'playing ball', 'reading together'];

/** "Ada reading a book in a library at night". */
export function scenePrompt(rng: Rng, name: string): string {
  return `${name} ${rng.pick(ACTIONS)} ${rng.pick(PLACES)}${rng.pick(TIMES)}`;
}

/** "Ada, Ben and Cleo waving together on the beach". */
export function groupPrompt(rng: Rng, names: string[]): string {
  const who = names.length === 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `${who} ${rng.pick(GROUP_ACTIONS)} ${rng.pick(PLACES)}${rng.pick(TIMES)}`;
}
