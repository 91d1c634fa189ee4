/**
 * Puts the plan's things where they meet the figures: what each figure sits, lies, rides or climbs on (lifting it
 * there), then the things beside, near, above or around it, and the water a swimmer is in. Returns what is drawn
 * behind the figures, what in front, how far each figure is lifted and where the things are (for framing).
 */
import type { Figure } from './character';
import type { Pen } from './pen';
import { seatsSeveral, type SceneSpec } from './prompt';
import type { Rect } from './svg';
import { placeSceneProp, type Stand, swimmingWater } from './things/scenery';
import { DEFAULT_SEAT, supportDrawing, type User } from './things/supports';
import type { PlaceKey } from './vocabulary/places';

export interface StagedActor {
  index: number;
  x: number;
  y: number;
  facing: 1 | -1;
  figure: Figure;
}

export interface Staged {
  behind: string;
  front: string;
  /** How far each character (by index) is lifted. */
  lifts: number[];
  extents: Rect[];
}

const WATER: Partial<Record<PlaceKey, { kind: 'surface' | 'all'; colour: string }>> = {
  pool: { kind: 'surface', colour: '#4fc3e8' },
  lake: { kind: 'surface', colour: '#3f8fc4' },
  beach: { kind: 'surface', colour: '#2f9fd0' },
  lighthouse: { kind: 'surface', colour: '#2f7fb0' },
  underwater: { kind: 'all', colour: '#1f8fc9' },
};

/** Figures that use one thing together (two on a sofa, two in a rowing boat) share one drawing of it; each mount is its own. */
function supportGroups(spec: SceneSpec, actors: StagedActor[]): StagedActor[][] {
  const groups = new Map<string, StagedActor[]>();
  for (const a of actors) {
    const on = spec.directions[a.index].on;
    const seated = spec.directions[a.index].posture === 'sitting';
    if ((!on && !seated) || spec.directions[a.index].behind !== undefined) continue;
    const shared = on && (on.support === 'seat' || on.support === 'bed' || seatsSeveral(on));
    const key = on ? (shared ? `${on.prop}:${on.support}` : `${a.index}`) : `${a.index}:stool`;
    groups.set(key, [...(groups.get(key) ?? []), a]);
  }
  return [...groups.values()];
}

/** How far up a swimmer's standing height the water comes. */
const WATER_LINE = 0.5;

/**
 * Swimmers share one water line, at the chest of the one standing highest: the others are lifted to it, and the line is
 * returned. Those nearer the front of the scene, or smaller, were drawn with their heads under the water.
 */
function liftToWaterLine(swimmers: StagedActor[], lifts: number[]): number {
  const chest = (a: StagedActor) => a.y - lifts[a.index] - a.figure.standing * WATER_LINE;
  const line = Math.min(...swimmers.map(chest));
  for (const a of swimmers) lifts[a.index] += chest(a) - line;
  return line;
}

export function stageScene(pen: Pen, spec: SceneSpec, actors: StagedActor[], indoor: boolean): Staged {
  const lifts = spec.directions.map(() => 0);
  let behind = '';
  let front = '';
  const extents: Rect[] = [];
  const userOf = (a: StagedActor): User => ({ x: a.x, y: a.y, facing: a.facing, figure: a.figure, posture: spec.directions[a.index].posture });
  const besideSeats = new Set(spec.props.filter((p) => p.contact === 'beside').flatMap((p) => p.near));
  for (const group of supportGroups(spec, actors)) {
    const on = spec.directions[group[0].index].on;
    const drawing = on ? supportDrawing(on.prop, on.support) : besideSeats.has(group[0].index) ? supportDrawing('chair', 'seat') : DEFAULT_SEAT;
    if (!drawing) continue;
    const done = drawing(pen, group.map(userOf), undefined);
    group.forEach((a, i) => (lifts[a.index] = done.lift[i]));
    behind += done.behind;
    front += done.front;
    extents.push(done.extent);
  }
  // A passenger rides on the back of its rider's bike: no bike of its own, its hips at the height of the rider's.
  for (const a of actors) {
    const rider = actors.find((r) => r.index === spec.directions[a.index].behind);
    if (rider) lifts[a.index] = Math.max(0, a.y + a.figure.rest[1] - (rider.y - lifts[rider.index] + rider.figure.rest[1]));
  }
  const water = WATER[spec.setting];
  const swimmers = water?.kind === 'all' ? [] : actors.filter((a) => spec.directions[a.index].posture === 'swimming');
  const waterLine = liftToWaterLine(swimmers, lifts);
  const stands: Stand[] = [];
  for (const a of actors) stands[a.index] = { x: a.x, y: a.y - lifts[a.index], facing: a.facing, figure: a.figure, posture: spec.directions[a.index].posture };
  const context = { pen, stands, indoor, water: water?.kind, used: new Map<string, number>(), branches: [] };
  // Animals up in a tree go after the trees they sit in.
  const inOrder = spec.props.map((prop, i) => ({ prop, i })).sort((a, b) => Number(Boolean(a.prop.inTree)) - Number(Boolean(b.prop.inTree)));
  inOrder.forEach(({ prop, i }) => {
    if (!prop.near.some((n) => stands[n])) return;
    const hidingSeat = prop.hides ? supportDrawing(prop.prop, 'seat') : undefined;
    if (hidingSeat) {
      // "Behind the sofa": the seat stands in front of the figures and hides their legs, low enough for the
      // smallest of them to look over it.
      const hiding = actors.filter((a) => prop.near.includes(a.index));
      const smallest = hiding.reduce((a, b) => (b.figure.standing < a.figure.standing ? b : a)).figure;
      const done = hidingSeat(pen, hiding.map((a) => ({ ...userOf(a), figure: smallest, posture: 'standing' })), prop.color);
      front += done.behind + done.front;
      extents.push(done.extent);
      return;
    }
    const placed = placeSceneProp(context, { ...prop, near: prop.near.filter((n) => stands[n]) }, i);
    behind += placed.behind;
    front += placed.front;
    if (placed.extent) extents.push(placed.extent);
  });
  if (swimmers.length) front += swimmingWater(pen, waterLine, water?.colour ?? '#4fc3e8');
  return { behind, front, lifts, extents };
}
