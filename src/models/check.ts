import type { ModelsConfig } from '../config/models';
import { falModelName } from './providers/fal';
import { replicateModelName } from './providers/replicate';
import { createModelRegistry, type ModelRegistry } from './registry';
import type { RenderResult } from './types';

/**
 * Checks the configured models as a person would after setting keys: the smallest real request to each external
 * image model, judge and planner, timed, with what failed said in words. Built-in models need no network and are
 * listed as they are.
 */
export interface ModelCheck {
  kind: 'image' | 'judge' | 'planner';
  name: string;
  ok: boolean;
  /** Only for calls that reached a model. */
  latencyMs?: number;
  detail: string;
}

const BUILTIN_IMAGE_MODELS = new Set(['builtin-flat', 'builtin-painterly']);
const CHECK_PROMPT = 'A single red apple on a plain white table, soft daylight.';
const CHECK_SIZE = 1024;

export async function checkModels(config: ModelsConfig): Promise<ModelCheck[]> {
  let registry: ModelRegistry;
  try {
    registry = createModelRegistry(config);
  } catch (error) {
    return [{ kind: 'image', name: 'configuration', ok: false, detail: messageOf(error) }];
  }
  const checks: ModelCheck[] = [];
  let picture: RenderResult | undefined;
  for (const name of registry.imageModelNames()) {
    if (BUILTIN_IMAGE_MODELS.has(name)) {
      checks.push({ kind: 'image', name, ok: true, detail: 'built-in (offline): nothing to reach' });
      continue;
    }
    const model = registry.image(name);
    // A model that only edits an image gets the built-in apple to start from.
    const start = model.prediction?.needsImage ? { anchors: { previousImage: (await builtinApple(registry)).png } } : {};
    const { check, value } = await timed('image', name, () => model.render({ prompt: CHECK_PROMPT, characters: [], seed: 1, width: CHECK_SIZE, height: CHECK_SIZE, ...start }), (result) => `drew a ${result.width}x${result.height} picture`);
    checks.push(check);
    picture ??= value;
  }
  checks.push(await checkJudge(config, registry, picture), await checkPlanner(config, registry));
  return checks;
}

/** The judge scores the check's own picture against itself: a judge that works scores it high. */
async function checkJudge(config: ModelsConfig, registry: ModelRegistry, picture: RenderResult | undefined): Promise<ModelCheck> {
  const judge = registry.judge();
  if (config.judge.provider === 'builtin') return { kind: 'judge', name: judge.name, ok: true, detail: 'built-in (offline): nothing to reach' };
  const image = picture ?? (await builtinApple(registry));
  const { check } = await timed(
    'judge',
    judge.name,
    () => judge.score({ image: image.png, characters: [{ name: 'Apple', references: [image.png] }] }),
    (score) => `scored its own test picture ${score.score}/100${score.score < 80 ? ' (low for a picture scored against itself: check the model can see images)' : ''}`,
  );
  return check;
}

function builtinApple(registry: ModelRegistry): Promise<RenderResult> {
  return registry.image('builtin-flat').render({ prompt: CHECK_PROMPT, characters: [], seed: 1, width: 512, height: 512 });
}

async function checkPlanner(config: ModelsConfig, registry: ModelRegistry): Promise<ModelCheck> {
  const planner = registry.planner();
  if (config.planner.provider === 'builtin') return { kind: 'planner', name: planner.name, ok: true, detail: 'built-in (offline): nothing to reach' };
  const descriptor = await registry.descriptors().describe({ name: 'Fox', description: 'a small red fox with a green scarf' });
  const { check } = await timed(
    'planner',
    planner.name,
    () =>
      planner.plan({
        title: 'The Apple',
        story: 'Fox finds an apple. Fox shares it with a bird.',
        characters: [{ name: 'Fox', description: 'a small red fox with a green scarf', descriptor }],
        pageCount: 3,
        style: 'indie_webcomic',
      }),
    (plan) => `planned ${plan.panels.length} panels`,
  );
  return check;
}

async function timed<T>(kind: ModelCheck['kind'], name: string, call: () => Promise<T>, describe: (value: T) => string): Promise<{ check: ModelCheck; value?: T }> {
  const started = Date.now();
  try {
    const value = await call();
    return { check: { kind, name, ok: true, latencyMs: Date.now() - started, detail: describe(value) }, value };
  } catch (error) {
    return { check: { kind, name, ok: false, latencyMs: Date.now() - started, detail: messageOf(error) } };
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The built-in judge was calibrated on the built-in illustrator's flat pictures; on a real image model's pictures its
 * scores mean little. Said at start when an external image model is configured beside it.
 */
export function builtinJudgeNotice(config: ModelsConfig): string | undefined {
  const external = [
    config.openaiImages?.name,
    config.geminiImages?.name,
    config.comfyui?.name,
    ...(config.replicate?.models ?? []).map(replicateModelName),
    ...(config.fal?.models ?? []).map(falModelName),
  ].filter(Boolean);
  if (external.length === 0 || config.judge.provider !== 'builtin') return undefined;
  return (
    `Note: ${external.join(', ')} ${external.length > 1 ? 'are' : 'is'} configured, but the consistency judge is the built-in one, ` +
    "calibrated on the built-in illustrator's pictures: its scores on other models' pictures are not reliable. " +
    'Set JUDGE_PROVIDER=openai with JUDGE_BASE_URL, JUDGE_API_KEY and JUDGE_MODEL (a vision model) to judge them.'
  );
}
