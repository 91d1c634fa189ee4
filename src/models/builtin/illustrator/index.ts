import type { CharacterInput, EditRequest, ImageModel, ReferenceViewRequest, RenderRequest, RenderResult } from '../../types';
import { ModelError } from '../../errors';
import { AnchorSample, sampleAnchor } from './anchors';
import { prepareBrand } from './brand';
import { recogniseSetting } from './continuity';
import { Look, Rendering, resolveLook } from './look';
import { namesTime, parsePrompt, sceneText, SceneSpec } from './prompt';
import { renderReferenceView } from './reference';
import { describePlan } from './plan';
import { onSkeletons } from './on-skeletons';
import { renderScene, type SceneRequest } from './scene';
import { applyEdit, changedMask } from './edit';
import { keepOutside } from '../../../images/masks';
import type { View } from './character/head';
import { inPixels } from '../../../poses/keypoints';
import { vary } from './variation';

const DEFAULT_SIZE = 1024;
const MAX_SIZE = 4096;

function size(name: string, w?: number, h?: number): { width: number; height: number } {
  const width = Math.round(w ?? DEFAULT_SIZE);
  const height = Math.round(h ?? DEFAULT_SIZE);
  if (!(width >= 16 && height >= 16 && width <= MAX_SIZE && height <= MAX_SIZE)) {
    throw new ModelError(`Image size ${width}x${height} is outside 16..${MAX_SIZE}`, { provider: name, retryable: false, status: 400 });
  }
  return { width, height };
}

/**
 * A previous image or setting anchor decides the place and light when the prompt does not name them; it is compared
 * with the places drawn in the look of this render (`lookKey` names it), as the anchor was.
 */
async function applyAnchor(spec: SceneSpec, prompt: string, look: Look, lookKey: string, image?: Buffer): Promise<{ spec: SceneSpec; sample?: AnchorSample }> {
  if (!image) return { spec };
  const sample = await sampleAnchor(image);
  if (!sample) return { spec };
  const seen = await recogniseSetting(sample, look, lookKey);
  const setting = spec.settingNamed ? spec.setting : seen.setting;
  return { spec: { ...spec, setting, placeFrom: setting === spec.setting ? spec.placeFrom : 'anchor', time: namesTime(prompt) ? spec.time : seen.time }, sample };
}

/** A render request made into what the scene renderer draws: the plan (anchors, variation and skeletons applied) and the look. */
async function prepare(name: string, rendering: Rendering, request: RenderRequest): Promise<{ scene: SceneRequest; characters: CharacterInput[] }> {
  const { width, height } = size(name, request.width, request.height);
  if (request.characters.length > 4) throw new ModelError('At most 4 characters per scene', { provider: name, retryable: false, status: 400 });
  const variation = request.anchors?.variation;
  const prompt = sceneText(variation ? variation.sourcePrompt : request.prompt);
  const seed = variation ? variation.sourceSeed : request.seed;
  let spec = parsePrompt(prompt, request.characters);
  let characters = request.characters;
  let shot = request.shot ?? 'wide';
  let view: View = 'front';
  const look = resolveLook(rendering, request.artStyle, request.stylePreset);
  const anchored = await applyAnchor(spec, prompt, look, `${rendering}|${request.stylePreset ?? ''}|${request.artStyle ?? ''}`, request.anchors?.previousImage ?? request.anchors?.settingAnchor);
  spec = anchored.spec;
  if (variation) {
    const varied = vary(spec, characters, variation.dimension, variation.target);
    spec = varied.spec;
    characters = varied.characters;
    shot = varied.shot ?? shot;
    view = varied.view ?? view;
  }
  const skeletons = characters.map((c) => c.pose && inPixels(c.pose, width, height));
  spec = onSkeletons(spec, skeletons);
  const brand = await prepareBrand(request.brand);
  return { scene: { spec, characters, look, width, height, seed, shot, view, brand, anchor: anchored.sample, skeletons }, characters };
}

async function drawn(prepared: { scene: SceneRequest; characters: CharacterInput[] }): Promise<RenderResult> {
  const rendered = await renderScene(prepared.scene);
  return { ...rendered, plan: describePlan(prepared.scene.spec, prepared.characters) };
}

/**
 * An edit: the source's scene drawn again as it was and as the instruction changes it; the pixels that differ (inside
 * the mask, when there is one) are laid over the source picture, so nothing else moves.
 */
async function edit(name: string, rendering: Rendering, request: EditRequest): Promise<RenderResult> {
  const before = await prepare(name, rendering, request.scene);
  const edited = applyEdit(before.scene.spec, before.characters, request.instruction);
  const refuse = (why: string) => new ModelError(why, { provider: name, retryable: false, status: 400 });
  if (!edited) throw refuse(`${name} cannot draw this edit: it changes the colour of a thing in the scene, a character's hair, clothes, expression or pose, the place, the light or the weather, and "${request.instruction.slice(0, 80)}" names none of them here`);
  const after = { scene: { ...before.scene, spec: edited.spec, characters: edited.characters }, characters: edited.characters };
  const [was, now] = await Promise.all([renderScene(before.scene), drawn(after)]);
  const { width, height } = before.scene;
  const changed = await changedMask(was.png, now.png, width, height, request.mask);
  if (!changed) throw refuse(`${name} found nothing to change${request.mask ? ' inside the mask' : ''}: ${edited.changed} is not ${request.mask ? 'there' : 'in the picture'}`);
  return { ...now, png: await keepOutside(request.source, now.png, changed) };
}

/** The built-in offline illustrator: SVG scenes drawn from character descriptors, rasterised with resvg. */
export function createBuiltinIllustrator(options: { name: string; rendering: Rendering }): ImageModel {
  const { name, rendering } = options;
  return {
    name,
    async render(request: RenderRequest): Promise<RenderResult> {
      return drawn(await prepare(name, rendering, request));
    },
    async renderReference(request: ReferenceViewRequest): Promise<RenderResult> {
      const { width, height } = size(name, request.width, request.height);
      return renderReferenceView(request.character, request.label, resolveLook(rendering, request.artStyle), width, height);
    },
    edit: (request: EditRequest) => edit(name, rendering, request),
  };
}
