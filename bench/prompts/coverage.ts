/** Whether a scene plan shows what a corpus prompt asks for: its place, the things it names, each pose, the interaction. */
import { PLACES, type PlaceEntry, type PlaceKey } from '../../src/models/builtin/illustrator/vocabulary/places';
import type { ScenePlan } from '../../src/models/types';
import type { CorpusPrompt } from './corpus';

export interface Coverage {
  place?: boolean;
  props?: boolean;
  poses?: boolean;
  interaction?: boolean;
  /** Everything the prompt asks for is in the plan. */
  all: boolean;
  misses: string[];
}

const alternatives = (expected: string) => expected.split('|');

/** Everything the plan draws: things in the scene, held, sat, lain or ridden on, and what its place always shows. */
export function drawnThings(plan: ScenePlan): Set<string> {
  const furnished = (PLACES[plan.place as PlaceKey] as PlaceEntry | undefined)?.shows ?? [];
  return new Set([...plan.props.map((p) => p.name), ...plan.characters.flatMap((c) => [c.holding, c.on?.split(' ')[0]].filter((x): x is string => Boolean(x))), ...furnished]);
}

/** What a character is shown doing: its posture and its arms ("sleeping" when it lies asleep). */
export function shownPoses(character: ScenePlan['characters'][number]): Set<string> {
  return new Set([character.posture, character.action]);
}

export function checkPlan(prompt: CorpusPrompt, plan: ScenePlan): Coverage {
  const misses: string[] = [];
  const result: Coverage = { all: true, misses };
  if (prompt.place) {
    result.place = alternatives(prompt.place).includes(plan.place);
    if (!result.place) misses.push(`place ${prompt.place} (drew ${plan.place})`);
  }
  if (prompt.props?.length) {
    const drawn = drawnThings(plan);
    const missing = prompt.props.filter((p) => !alternatives(p).some((a) => drawn.has(a)));
    result.props = missing.length === 0;
    if (missing.length) misses.push(`props ${missing.join(', ')} (drew ${[...drawn].join(', ') || 'nothing'})`);
  }
  if (prompt.poses?.length) {
    const wrong = plan.characters.filter((c, i) => !alternatives(prompt.poses![Math.min(i, prompt.poses!.length - 1)]).some((a) => shownPoses(c).has(a)));
    result.poses = wrong.length === 0;
    if (wrong.length) misses.push(`poses ${wrong.map((c) => `${c.name} ${c.posture}/${c.action}`).join(', ')} (asked ${prompt.poses.join(', ')})`);
  }
  if (prompt.interaction) {
    result.interaction = alternatives(prompt.interaction).includes(plan.interaction ?? '');
    if (!result.interaction) misses.push(`interaction ${prompt.interaction} (drew ${plan.interaction ?? 'none'})`);
  }
  result.all = misses.length === 0;
  return result;
}

/** Share of prompts that ask for something and get it, per kind of thing asked. */
export function coverageRates(results: Coverage[]): Record<'place' | 'props' | 'poses' | 'interaction' | 'all', { met: number; asked: number }> {
  const rate = (key: 'place' | 'props' | 'poses' | 'interaction') => ({ met: results.filter((r) => r[key] === true).length, asked: results.filter((r) => r[key] !== undefined).length });
  return { place: rate('place'), props: rate('props'), poses: rate('poses'), interaction: rate('interaction'), all: { met: results.filter((r) => r.all).length, asked: results.length } };
}
