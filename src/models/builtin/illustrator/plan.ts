import type { CharacterInput, ScenePlan } from '../../types';
import type { SceneSpec } from './prompt';

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
  };
}
