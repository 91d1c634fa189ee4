/**
 * Seeded scene prompts as users write them: what the character does, where, when. Every pose the built-in
 * illustrator draws (each posture, each arm action, each way of sitting, lying, riding or climbing on something) and
 * every place it draws come up in turn, so each split has all of them, and group scenes go through every interaction.
 */
import type { Rng } from '../../src/models/builtin/illustrator/rng';
import { PLACE_KEYS, type PlaceKey } from '../../src/models/builtin/illustrator/vocabulary/places';

/** One phrase per pose and way of using a thing; together they cover every posture and arm action. */
export const POSE_PHRASES = [
  'standing and smiling', 'walking', 'running', 'jumping for joy', 'sitting on a bench', 'sitting on the floor', 'lying on the grass', 'sleeping on the sofa',
  'lying in bed reading a book', 'climbing a tree', 'climbing a ladder', 'swimming', 'riding a bicycle', 'riding a horse', 'riding a scooter', 'on a skateboard',
  'surfing', 'on a sled', 'rowing a boat', 'driving a car', 'in the bath', 'crouching', 'hiding under a table', 'dancing', 'waving', 'pointing at something',
  'holding a red balloon', 'reading a book', 'eating an ice cream', 'drinking a cup of tea', 'playing the guitar', 'playing the piano', 'cheering', 'thinking',
  'sitting at a desk', 'sleeping in a hammock', 'carrying a gift', 'looking sad', 'laughing', 'kicking a ball', 'hanging from the monkey bars', 'hanging upside down from a branch',
];

/** How each place is named in a prompt. */
const PLACE_PHRASES: Record<PlaceKey, string> = {
  bedroom: 'in the bedroom', bathroom: 'in the bathroom', kitchen: 'in the kitchen', living_room: 'in the living room', classroom: 'in a classroom', library: 'in a library',
  shop: 'in the shop', cafe: 'in a café', train: 'on the train', bus: 'on the bus', hospital: 'at the hospital', stage: 'on stage', garage: 'in the garage', cinema: 'at the cinema', party: 'at a party', lighthouse_interior: 'inside the lighthouse',
  park: 'in a park', playground: 'at the playground', garden: 'in the garden', beach: 'on the beach', pool: 'at the swimming pool', lake: 'by the lake', underwater: 'under the sea',
  forest: 'in the forest', mountain: 'on a mountain', snow_field: 'in the snow', farm: 'on the farm', zoo: 'at the zoo', city_street: 'in a city street', market: 'at the market',
  castle: 'at the castle', space: 'in space', desert: 'in the desert', campsite: 'at the campsite', lighthouse: 'by the lighthouse',
};

const TIMES = ['', '', '', ' at night', ' at sunset', ' in the rain', ' on a snowy day'];

/** Group scenes: every interaction, and things done together. */
export const GROUP_PHRASES = [
  'hugging', 'holding hands', 'talking', 'waving together', 'having a picnic', 'walking side by side', 'celebrating', 'playing ball', 'reading together',
  'sitting on the sofa', 'riding bikes', 'swimming together', 'dancing',
];
const HELPING = (names: string[]) => `${names[0]} helps ${names[1]} up after ${names[1]} falls${names.length > 2 ? `, and ${names.slice(2).join(' and ')} watch` : ''}`;

/** The n-th pose and place of a split, in strides that meet every pair of them over the split's scenes. */
export function scenePrompt(rng: Rng, name: string, index?: number): string {
  const pose = index === undefined ? rng.pick(POSE_PHRASES) : POSE_PHRASES[index % POSE_PHRASES.length];
  const place = index === undefined ? rng.pick(PLACE_KEYS) : PLACE_KEYS[(index * 7 + rng.int(0, 2)) % PLACE_KEYS.length];
  return `${name} ${pose} ${PLACE_PHRASES[place]}${rng.pick(TIMES)}`;
}

/** "Ada, Ben and Cleo hugging on the beach"; one in every GROUP_PHRASES.length + 1 scenes is one helping another up. */
export function groupPrompt(rng: Rng, names: string[], index?: number): string {
  const place = PLACE_PHRASES[index === undefined ? rng.pick(PLACE_KEYS) : PLACE_KEYS[(index * 5 + rng.int(0, 4)) % PLACE_KEYS.length]];
  const which = index === undefined ? rng.int(0, GROUP_PHRASES.length) : index % (GROUP_PHRASES.length + 1);
  if (which === GROUP_PHRASES.length) return `${HELPING(names)} ${place}`;
  const who = names.length === 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `${who} ${GROUP_PHRASES[which]} ${place}${rng.pick(TIMES)}`;
}
