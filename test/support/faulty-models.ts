import { setTimeout as sleep } from 'node:timers/promises';
import { contentPolicyError } from '../../src/models/providers/http';
import type { ModelRegistry } from '../../src/models/registry';
import type { ImageModel } from '../../src/models/types';

export interface ModelFaults {
  /** Every scene render takes at least this long (a slow provider); a function is given each render's order (0, 1, ...). */
  renderDelayMs?: number | ((renderIndex: number) => number);
  /** A scene whose prompt contains this text is refused, like a provider's content-policy 400 (not retryable). */
  refusePromptsContaining?: string;
}


function faultyImageModel(model: ImageModel, faults: ModelFaults, nextRenderIndex: () => number): ImageModel {
  const delayOf = (renderIndex: number) => (typeof faults.renderDelayMs === 'function' ? faults.renderDelayMs(renderIndex) : (faults.renderDelayMs ?? 0));
  return {
    name: model.name,
    renderReference: (request) => model.renderReference(request),
    async render(request, options) {
      if (faults.refusePromptsContaining && request.prompt.includes(faults.refusePromptsContaining)) {
        throw contentPolicyError(model.name, 'the prompt was blocked', 400);
      }
      const [result] = await Promise.all([model.render(request, options), sleep(delayOf(nextRenderIndex()), undefined, { signal: options?.signal })]);
      return result;
    },
  };
}

/** The same registry, whose image models really render but are slow and/or refuse marked prompts. */
export function withModelFaults(models: ModelRegistry, faults: ModelFaults): ModelRegistry {
  let renders = 0;
  return { ...models, image: (name?: string) => faultyImageModel(models.image(name), faults, () => renders++) };
}
