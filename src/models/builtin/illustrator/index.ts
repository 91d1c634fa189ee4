import type { ImageModel, ReferenceViewRequest, RenderRequest, RenderResult } from '../../types';
import { ModelError } from '../../errors';
import { AnchorSample, sampleAnchor } from './anchors';
import { prepareBrand } from './brand';
import { recogniseSetting } from './continuity';
import { Look, Rendering, resolveLook } from './look';
import { namesTime, parsePrompt, sceneText, SceneSpec } from './prompt';
import { renderReferenceView } from './reference';
import { describePlan } from './plan';
import { onSkeletons } from './on-skeletons';
import { renderScene } from './scene';
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

/** The built-in offline illustrator: SVG scenes drawn from character descriptors, rasterised with resvg. */
export function createBuiltinIllustrator(options: { name: string; rendering: Rendering }): ImageModel {
  const { name, rendering } = options;
  return {
    name,
    async render(request: RenderRequest): Promise<RenderResult> {
      const { width, height } = size(name, request.width, request.height);
      if (request.characters.length > 4) throw new ModelError('At most 4 characters per scene', { provider: name, retryable: false, status: 400 });
      const variation = request.anchors?.variation;
      const prompt = sceneText(variation ? variation.sourcePrompt : request.prompt);
      const seed = variation ? variation.sourceSeed : request.seed;
      let spec = parsePrompt(prompt, request.characters);
      let characters = request.characters;
      let shot = request.shot ?? 'wide';
      let view: 'front' | 'three_quarter' | 'side' | 'back' = 'front';
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
      const rendered = await renderScene({ spec, characters, look, width, height, seed, shot, view, brand, anchor: anchored.sample, skeletons });
      return { ...rendered, plan: describePlan(spec, characters) };
    },
    async renderReference(request: ReferenceViewRequest): Promise<RenderResult> {
      const { width, height } = size(name, request.width, request.height);
      return renderReferenceView(request.character, request.label, resolveLook(rendering, request.artStyle), width, height);
    },
  };
}
