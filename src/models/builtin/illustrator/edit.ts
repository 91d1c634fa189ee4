/**
 * What an edit instruction changes in a scene plan, for the built-in illustrator: the colour of a thing in the scene
 * ("make the umbrella red"), a character's hair or clothes ("give Mia a green scarf"), the place ("move them to the
 * beach"), the light or weather ("at night", "in the snow"), an expression or a pose. The picture is then drawn again
 * from the changed plan and only what changed is laid over the original.
 */
import sharp from 'sharp';
import type { CharacterInput } from '../../types';
import { colorHex } from '../descriptor';
import { namesTime, parseExpression, parsePose, parseSetting, parseTime, plainText, type SceneSpec } from './prompt';
import { restyle } from './variation';
import { PROP_TABLE, type PropKey } from './vocabulary/props';
import { findAll } from './vocabulary/words';

export interface Edited {
  spec: SceneSpec;
  characters: CharacterInput[];
  /** What the edit changed, in words ("the umbrella's colour"). */
  changed: string;
}

/** The first colour word of the instruction. */
function colourIn(text: string): string | undefined {
  for (const [word] of text.matchAll(/[a-z]+/g)) {
    const hex = colorHex(word);
    if (hex) return hex;
  }
  return undefined;
}

/** The character the instruction names, else the one the scene favours. */
function characterNamed(text: string, characters: CharacterInput[], focus: number): number {
  const named = characters.findIndex((c) => new RegExp(`\\b${c.name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(text));
  return named >= 0 ? named : focus;
}

/** A thing of the scene recoloured: held, sat or ridden on, or standing in the scene. */
function recoloured(spec: SceneSpec, things: PropKey[], color: string): SceneSpec | undefined {
  const held = spec.directions.some((d) => d.held && d.held.kind !== 'image' && things.includes(d.held.kind));
  const placed = spec.props.some((p) => things.includes(p.prop));
  if (!held && !placed) return undefined;
  return {
    ...spec,
    directions: spec.directions.map((d) => (d.held && d.held.kind !== 'image' && things.includes(d.held.kind) ? { ...d, held: { ...d.held, color } } : d)),
    props: spec.props.map((p) => (things.includes(p.prop) ? { ...p, color } : p)),
  };
}

/** The plan and characters an instruction makes of the scene, or undefined when it names nothing the illustrator can change. */
export function applyEdit(spec: SceneSpec, characters: CharacterInput[], instruction: string): Edited | undefined {
  const text = plainText(instruction);
  const colour = colourIn(text);
  const things = findAll(text, PROP_TABLE).map((f) => f.key);
  const who = characterNamed(text, characters, spec.focus);
  if (colour && things.length) {
    const changed = recoloured(spec, things, colour);
    if (changed) return { spec: changed, characters, changed: `the ${things[0].replace(/_/g, ' ')}'s colour` };
  }
  if (colour && /\b(hair|fur)\b/.test(text) && characters[who]) {
    const c = characters[who];
    return { spec, characters: characters.map((x, i) => (i === who ? { ...c, descriptor: { ...c.descriptor, hair: { ...c.descriptor.hair, color: colour } } } : x)), changed: `${c.name}'s hair` };
  }
  const restyled = characters[who] && restyle(characters[who], text);
  if (restyled && restyled !== characters[who]) return { spec, characters: characters.map((c, i) => (i === who ? restyled : c)), changed: `${characters[who].name}'s clothes` };
  const place = parseSetting(text);
  if (place && place !== spec.setting) return { spec: { ...spec, setting: place, settingNamed: true, placeFrom: 'named' }, characters, changed: 'the place' };
  const weather = /\b(rain|raining|rainy|storm)/.test(text) ? 'rain' : /\b(snow|snowing|snowy)/.test(text) ? 'snow' : /\b(sunny|clear|dry)\b/.test(text) ? 'clear' : undefined;
  if (namesTime(text) || weather) return { spec: { ...spec, time: namesTime(text) ? parseTime(text) : spec.time, weather: weather ?? spec.weather }, characters, changed: 'the light' };
  const expression = parseExpression(text);
  if (expression) return { spec: { ...spec, directions: spec.directions.map((d, i) => (i === who ? { ...d, expression } : d)) }, characters, changed: `${characters[who]?.name ?? 'the'}'s expression` };
  const pose = parsePose(text);
  if (pose) return { spec: { ...spec, directions: spec.directions.map((d, i) => (i === who ? { ...d, ...pose, on: undefined } : d)) }, characters, changed: `${characters[who]?.name ?? 'the'}'s pose` };
  return undefined;
}

/** How far a changed pixel's change is grown, in pixels: the antialiased rim of a recoloured thing changes too. */
const GROW = 2;

/**
 * Where two renders of one scene differ (a greyscale PNG, 255 changed), grown by GROW pixels, within `allowed` (a mask
 * of the same size) when given. Returns undefined when nothing changed there.
 */
export async function changedMask(before: Buffer, after: Buffer, width: number, height: number, allowed?: Buffer): Promise<Buffer | undefined> {
  const [a, b] = await Promise.all([sharp(before).ensureAlpha().raw().toBuffer(), sharp(after).ensureAlpha().raw().toBuffer()]);
  const limit = allowed ? await sharp(allowed).extractChannel(0).raw().toBuffer() : undefined;
  const changed = Buffer.alloc(width * height);
  for (let i = 0; i < changed.length; i += 1) {
    const o = i * 4;
    if (Math.abs(a[o] - b[o]) + Math.abs(a[o + 1] - b[o + 1]) + Math.abs(a[o + 2] - b[o + 2]) > 6) changed[i] = 255;
  }
  const grown = Buffer.alloc(width * height);
  let any = false;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (limit && limit[y * width + x] < 128) continue;
      let hit = false;
      for (let dy = -GROW; dy <= GROW && !hit; dy += 1) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -GROW; dx <= GROW; dx += 1) {
          const xx = x + dx;
          if (xx >= 0 && xx < width && changed[yy * width + xx]) {
            hit = true;
            break;
          }
        }
      }
      if (hit) {
        grown[y * width + x] = 255;
        any = true;
      }
    }
  }
  return any ? sharp(grown, { raw: { width, height, channels: 1 } }).png().toBuffer() : undefined;
}
