import type { CharacterInput } from '../../types';
import { proportions } from './character/skeleton';
import { seatsSeveral, type Direction, type Interaction } from './prompt';
import type { Rng } from './rng';

/** Where one character stands in world units (feet at y). */
export interface Placement {
  x: number;
  y: number;
  facing: 1 | -1;
}

const SPACING = 240;
/** Figures lying down, riding or using a table or a piano need the room of what they use. */
const WIDE_SPACING = 330;

/**
 * How close two figures stand when they hug (an arm over the other's shoulders, faces just apart), hold hands
 * (both arms reaching down to meet between them), give each other a high five (raised hands meeting) or one
 * reaches out to the other.
 */
function closeSpacing(characters: CharacterInput[], interaction: Interaction, directions: Direction[]): number | undefined {
  const bodies = characters.map((c) => proportions(c.descriptor));
  if (interaction === 'hugging') return Math.max(...bodies.map((p) => Math.max(p.headR * 2.3 + 4, p.shoulderX * 2 + 8)));
  const reaches = bodies.map((p) => p.shoulderX + 0.62 * (p.upperArm + p.foreArm)).sort((a, b) => b - a);
  if (interaction === 'holding_hands' || interaction === 'high_five') return reaches.length === 2 ? reaches[0] + reaches[1] : 2 * reaches[0];
  // One reaching out to another (pushing a swing, taking a present): a hand at the other's shoulder. One fallen to the
  // floor has its head down where that hand would be, and its legs out towards the helper: they keep their distance.
  const fallen = directions.some((d) => d.posture === 'sitting_floor' || d.posture === 'lying');
  if (interaction === 'helping' && !fallen) return reaches[0] + Math.max(...bodies.map((p) => p.shoulderX));
  return undefined;
}

/** Between those sharing one boat, car, sofa or bench: they sit shoulder to shoulder. */
const SEAT_GAP = 24;

/**
 * When everyone sits in or on one thing that seats several (a rowing boat, a car, a sofa, a bench), their spacing on
 * it. Four on a sofa sat a wide spacing apart on one long seat, drawn a tenth of the picture's height.
 */
function sharedSeatSpacing(characters: CharacterInput[], directions: Direction[]): number | undefined {
  const [first] = directions;
  if (directions.length < 2 || !seatsSeveral(first.on)) return undefined;
  if (!directions.every((d) => d.on?.prop === first.on?.prop && d.on?.support === first.on?.support)) return undefined;
  return Math.max(...characters.map((c) => proportions(c.descriptor).shoulderX * 2)) + SEAT_GAP;
}

/** Two sitting across a table (or a chess board) from each other: its width between them, their knees under it. */
function acrossTableSpacing(characters: CharacterInput[]): number {
  const bodies = characters.map((c) => proportions(c.descriptor));
  return Math.max(...bodies.map((p) => p.shoulderX)) * 2 + TABLE_WIDTH * Math.max(...bodies.map((p) => p.headR - p.headCy));
}

/** A table's width in figure heights (as the scenery draws it). */
const TABLE_WIDTH = 0.75;

/** Between a bed's end and the knees of one sitting beside it: the bed's frame and a little room. */
const BEDSIDE_GAP = 30;

/** One in bed, one seated beside it: half the bed (as long as the figure lying in it) and the sitter's knees apart. */
function bedsideSpacing(characters: CharacterInput[], directions: Direction[]): number {
  const bodies = characters.map((c) => proportions(c.descriptor));
  const lying = bodies[directions.findIndex((d) => d.posture === 'lying')];
  const sitting = bodies[directions.findIndex((d) => d.posture === 'sitting')];
  return (lying.headR - lying.headCy) / 2 + sitting.shoulderX + sitting.thigh + BEDSIDE_GAP;
}

/** Under one umbrella: side by side, a little apart. */
const HUDDLE_GAP = 36;

/**
 * How the scene asks its cast to stand: its interaction; `roomy`: things stand beside the figures; `huddled`: they
 * share one thing over them (an umbrella) and stand side by side under it; `acrossTable`: two sit at one table,
 * facing each other across it; `bedside`: one lies in bed, the other sits at its side (tucking in, a bedtime story).
 */
export interface CastStaging {
  interaction?: Interaction;
  roomy: boolean;
  huddled: boolean;
  acrossTable: boolean;
  bedside?: boolean;
}

function spacingFor(characters: CharacterInput[], directions: Direction[], { interaction, roomy, huddled, acrossTable, bedside }: CastStaging): number {
  const together = sharedSeatSpacing(characters, directions);
  if (together) return together;
  if (bedside) return bedsideSpacing(characters, directions);
  if (acrossTable && characters.length === 2) return acrossTableSpacing(characters);
  if (huddled) return Math.max(...characters.map((c) => proportions(c.descriptor).shoulderX * 2)) + HUDDLE_GAP;
  const close = interaction && closeSpacing(characters, interaction, directions);
  if (close && !roomy) return close;
  return roomy || directions.some((d) => d.posture === 'lying' || d.posture === 'riding' || d.on) ? WIDE_SPACING : SPACING;
}

/**
 * Characters stand in a row around x = 0 with seeded jitter; the spacing is wider than any head (and any
 * outstretched arm), so faces never overlap, unless they hug or hold hands, when they stand close, or the staging
 * puts them closer or further apart.
 */
export function placeCast(characters: CharacterInput[], directions: Direction[], rng: Rng, staging: CastStaging): Placement[] {
  const n = characters.length;
  const spacing = spacingFor(characters, directions, staging);
  const jitter = spacing < SPACING ? 6 : 28;
  const lone: 1 | -1 = rng.next() < 0.5 ? 1 : -1;
  const placed = characters.map((_, i) => {
    const slot = (i - (n - 1) / 2) * spacing;
    const x = slot + rng.range(-jitter, jitter);
    const facing: 1 | -1 = n === 1 ? lone : slot < 0 ? 1 : slot > 0 ? -1 : lone;
    return { x, y: rng.range(0, 36), facing };
  });
  return placed.map((p, i) => behindRider(p, directions[i], placed, characters));
}

/** How far behind its rider a passenger sits, in the rider's leg lengths: on the back of the same bike, its face showing. */
const PILLION_GAP = 0.9;

/** A passenger on the back of someone's bike sits just behind the rider, facing the same way. */
function behindRider(p: Placement, direction: Direction | undefined, placed: Placement[], characters: CharacterInput[]): Placement {
  const rider = direction?.behind;
  if (rider === undefined || !placed[rider]) return p;
  const legs = proportions(characters[rider].descriptor);
  return { x: placed[rider].x - placed[rider].facing * PILLION_GAP * (legs.thigh + legs.shin), y: placed[rider].y - 2, facing: placed[rider].facing };
}
