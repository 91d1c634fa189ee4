import type { CharacterInput, ScenePlan } from '../../types';
import type { SceneSpec } from './prompt';

const placeWords = (place: string) => place.replace(/_/g, ' ');
const quoted = (words: string[]) => words.map((word) => `"${word}"`).join(', ');

/**
 * What the prompt asked for that the picture does not show, as a person reads it: the words the illustrator has no
 * drawing for (the places, things and actions they name are not in the picture) and, when such words were there, how
 * the place it drew was chosen instead; a place named that it draws as its nearest place. Reporting only: the plan
 * and the picture are what they were.
 */
function notDrawn(spec: SceneSpec): string[] {
  const out: string[] = [];
  if (spec.placeFrom === 'nearest' && spec.nearestTo) out.push(`"${spec.nearestTo}" is drawn as a ${placeWords(spec.setting)}, the nearest place the illustrator draws`);
  if (spec.unknown.length > 0) {
    const chosen = spec.placeFrom === 'implied' ? `; the place drawn, a ${placeWords(spec.setting)}, was chosen from what is in the scene` : spec.placeFrom === 'default' ? `; no place it draws was named, so it drew a ${placeWords(spec.setting)}` : '';
    out.push(`Not drawn: ${quoted(spec.unknown)} (the illustrator has no drawing for ${spec.unknown.length === 1 ? 'this word' : 'these words'})${chosen}`);
  }
  return out;
}

/** The scene plan in the words an operator reads: what was drawn, for whom, and what was not understood. */
export function describePlan(spec: SceneSpec, characters: CharacterInput[]): ScenePlan {
  return {
    place: spec.setting,
    placeFrom: spec.placeFrom,
    ...(spec.nearestTo ? { nearestTo: spec.nearestTo } : {}),
    time: spec.time,
    weather: spec.weather,
    characters: characters.map((c, i) => {
      const d = spec.directions[i];
      return {
        name: c.name,
        posture: d.posture,
        action: d.action,
        expression: d.expression,
        ...(d.held && d.held.kind !== 'image' ? { holding: d.held.kind } : {}),
        ...(d.on ? { on: `${d.on.prop} (${d.on.support})` } : {}),
      };
    }),
    props: spec.props.map((p) => ({ name: p.prop, where: p.over ? 'over' : p.hides ? 'in front' : p.contact, near: p.near.map((i) => characters[i]?.name).filter((n): n is string => Boolean(n)) })),
    ...(spec.interaction ? { interaction: spec.interaction } : {}),
    unknownWords: spec.unknown,
    notDrawn: notDrawn(spec),
  };
}
