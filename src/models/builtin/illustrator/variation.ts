import type { CharacterInput } from '../../types';
import type { ComicShotKey, VaryDimension } from '../../../vocabulary';
import { COMIC_SHOTS } from '../../../vocabulary';
import { parseOutfitText } from '../descriptor';
import type { View } from './character/head';
import { slotOf } from './character/outfit';
import { parseExpression, parsePose, parseSetting, parseTime, SceneSpec } from './prompt';

export interface Varied {
  spec: SceneSpec;
  characters: CharacterInput[];
  shot?: ComicShotKey;
  view?: View;
}

const ANGLE_WORDS: Array<[RegExp, { shot?: ComicShotKey; view?: View }]> = [
  [/over.?(the.?)?shoulder/, { shot: 'over_shoulder' }],
  [/close/, { shot: 'closeup' }],
  [/establish|far|aerial|bird/, { shot: 'establishing' }],
  [/low|dramatic|dynamic|splash|dutch/, { shot: 'splash' }],
  [/medium|waist/, { shot: 'medium' }],
  [/wide|full/, { shot: 'wide' }],
  [/side|profile/, { view: 'side' }],
  [/back|behind/, { view: 'back' }],
  [/three.?quarter|3\/4/, { view: 'three_quarter' }],
  [/front/, { view: 'front' }],
];

function angle(target: string): { shot?: ComicShotKey; view?: View } {
  const t = target.toLowerCase().trim();
  const exact = COMIC_SHOTS.find((s) => s === t.replace(/[ -]/g, '_'));
  return exact ? { shot: exact } : ANGLE_WORDS.find(([re]) => re.test(t))?.[1] ?? {};
}

/** Outfit pieces named in the target replace the pieces in the same slot on the focused character. */
export function restyle(c: CharacterInput, target: string): CharacterInput {
  const pieces = parseOutfitText(target);
  if (!pieces.length) return c;
  const replaced = new Set(pieces.map((p) => slotOf(p.piece)));
  const kept = c.descriptor.outfit.filter((o) => !replaced.has(slotOf(o.piece)));
  return { ...c, descriptor: { ...c.descriptor, outfit: [...pieces, ...kept] } };
}

/** Changes exactly one dimension of a scene and leaves everything else as the source had it. */
export function vary(spec: SceneSpec, characters: CharacterInput[], dimension: VaryDimension, target: string): Varied {
  switch (dimension) {
    case 'expression': {
      const expression = parseExpression(target) ?? 'happy';
      return { spec: { ...spec, directions: spec.directions.map((d) => ({ ...d, expression })) }, characters };
    }
    case 'pose': {
      const pose = parsePose(target) ?? { posture: 'standing', action: 'rest' };
      return { spec: { ...spec, directions: spec.directions.map((d) => ({ ...d, ...pose })) }, characters };
    }
    case 'lighting':
      return { spec: { ...spec, time: parseTime(target) }, characters };
    case 'background':
      return { spec: { ...spec, setting: parseSetting(target) ?? spec.setting, settingNamed: true }, characters };
    case 'outfit':
      return { spec, characters: characters.map((c, i) => (i === spec.focus ? restyle(c, target) : c)) };
    default:
      return { spec, characters, ...angle(target) };
  }
}
