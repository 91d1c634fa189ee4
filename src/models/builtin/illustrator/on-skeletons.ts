import type { Skeleton } from '../../../poses/keypoints';
import { skeletonAction, skeletonPosture, skeletonView } from './character/on-skeleton';
import type { Direction, SceneSpec } from './prompt';
import type { Action } from './vocabulary/poses';

/** Arms the prompt gives a thing to do that a skeleton's arms still do (the thing is drawn in its hands). */
const WITH_A_THING = new Set<Action>(['holding', 'reading', 'eating', 'playing']);

/**
 * The plan of characters drawn on skeletons: each one's posture and arms are the skeleton's (what it sits, lies or
 * rides on is kept only when the skeleton's posture is the one the prompt asked for), and nothing the prompt puts in
 * front of one ("hides behind a tree") hides it: the pose asked for is the point of the picture, so the thing stands
 * beside it (a seated figure behind the tree a crouching one would peek over was hidden to its feet). The rest of the
 * scene is the prompt's. Skeletons in pixels, by character.
 */
export function onSkeletons(spec: SceneSpec, skeletons: Array<Skeleton | undefined>): SceneSpec {
  if (!skeletons.some(Boolean)) return spec;
  const directions = spec.directions.map((d, i): Direction => {
    const skeleton = skeletons[i];
    if (!skeleton) return d;
    const posture = skeletonPosture(skeleton, skeletonView(skeleton).view);
    const action = skeletonAction(skeleton) ?? (WITH_A_THING.has(d.action) ? d.action : 'rest');
    const kept = posture === d.posture;
    return { ...d, posture, action, on: kept ? d.on : undefined, ride: kept ? d.ride : undefined, behind: kept ? d.behind : undefined };
  });
  const posed = (character: number) => Boolean(skeletons[character]);
  const props = spec.props.map((prop) => (prop.hides && prop.near.some(posed) ? { ...prop, hides: false } : prop));
  return { ...spec, directions, props };
}
