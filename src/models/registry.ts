import type { ChatModelChoice, ModelsConfig } from '../config/models';
import { UnknownModelError } from './errors';
import { createComfyUIImageModel } from './providers/comfyui';
import { createFalImageModel } from './providers/fal';
import { createGeminiImageModel } from './providers/gemini-images';
import { createOpenAIImageModel } from './providers/openai-images';
import { createOpenAIJudge } from './providers/openai-judge';
import { createOpenAIPlanner } from './providers/openai-planner';
import { createReplicateImageModel } from './providers/replicate';
import type {
  ConsistencyJudge,
  DescriptorExtractor,
  FaceDetector,
  ImageModel,
  StoryPlanner,
} from './types';

export interface ModelRegistry {
  readonly defaultImageModel: string;
  imageModelNames(): string[];
  /** Unknown name: throws UnknownModelError listing the valid names. */
  image(name?: string): ImageModel;
  hasImageModel(name: string): boolean;
  judge(): ConsistencyJudge;
  planner(): StoryPlanner;
  faceDetector(): FaceDetector;
  descriptors(): DescriptorExtractor;
}

type Factory<T> = () => T;

/**
 * Every model is built on first use and then reused: start-up stays fast (the face detector loads
 * weights) and a process that never judges never loads the judge. External providers are checked
 * when the registry is created, so a bad workflow file fails start-up rather than the first render.
 */
export function createModelRegistry(config: ModelsConfig): ModelRegistry {
  const images = imageFactories(config);
  const names = [...images.keys()];
  if (!images.has(config.defaultImageModel)) throw new UnknownModelError('image', config.defaultImageModel, names);
  const judge = once(judgeFactory(config.judge, config.requestTimeoutMs));
  const planner = once(plannerFactory(config.planner, config.requestTimeoutMs));
  const faceDetector = once(builtinFaceDetector);
  const descriptors = once(builtinDescriptors);
  return {
    defaultImageModel: config.defaultImageModel,
    imageModelNames: () => [...names],
    hasImageModel: (name) => images.has(name),
    image: (name = config.defaultImageModel) => {
      const create = images.get(name);
      if (!create) throw new UnknownModelError('image', name, names);
      return create();
    },
    judge,
    planner,
    faceDetector,
    descriptors,
  };
}

function imageFactories(config: ModelsConfig): Map<string, Factory<ImageModel>> {
  const timeoutMs = config.requestTimeoutMs;
  const factories = new Map<string, Factory<ImageModel>>([
    ['builtin-flat', once(() => builtinIllustrator('builtin-flat', 'flat'))],
    ['builtin-painterly', once(() => builtinIllustrator('builtin-painterly', 'painterly'))],
  ]);
  const external: ImageModel[] = [];
  if (config.openaiImages) external.push(createOpenAIImageModel({ ...config.openaiImages, timeoutMs }));
  if (config.geminiImages) external.push(createGeminiImageModel({ ...config.geminiImages, timeoutMs }));
  if (config.comfyui) external.push(createComfyUIImageModel({ ...config.comfyui, timeoutMs }));
  const { webhookBaseUrl, timing } = config.predictions;
  if (config.replicate) {
    const { models, inputs, ...replicate } = config.replicate;
    for (const model of models) external.push(createReplicateImageModel({ ...replicate, model, inputs: inputs[model], webhookBaseUrl, timing, timeoutMs }));
  }
  if (config.fal) {
    const { models, inputs, ...fal } = config.fal;
    for (const model of models) external.push(createFalImageModel({ ...fal, model, inputs: inputs[model], webhookBaseUrl, timing, timeoutMs }));
  }
  for (const model of external) {
    if (factories.has(model.name)) throw new Error(`Two image models are both named "${model.name}"; rename one in the configuration`);
    factories.set(model.name, () => model);
  }
  return factories;
}

function judgeFactory(choice: ChatModelChoice, timeoutMs: number): Factory<ConsistencyJudge> {
  if (choice.provider === 'builtin') return builtinJudge;
  return () => createOpenAIJudge({ ...choice, provider: `judge:${choice.model}`, timeoutMs });
}

function plannerFactory(choice: ChatModelChoice, timeoutMs: number): Factory<StoryPlanner> {
  if (choice.provider === 'builtin') return builtinPlanner;
  return () => createOpenAIPlanner({ ...choice, provider: `planner:${choice.model}`, timeoutMs });
}

function once<T>(create: Factory<T>): Factory<T> {
  let value: T | undefined;
  return () => (value ??= create());
}

/*
 * The built-in models are required on first use, not imported at the top: loading their modules pulls in
 * rendering and face-detection libraries that most processes (and every start-up) can do without.
 */
function builtinIllustrator(name: string, rendering: 'flat' | 'painterly'): ImageModel {
  const { createBuiltinIllustrator } = require('./builtin/illustrator') as typeof import('./builtin/illustrator');
  return createBuiltinIllustrator({ name, rendering });
}

function builtinJudge(): ConsistencyJudge {
  const { createBuiltinJudge } = require('./builtin/judge') as typeof import('./builtin/judge');
  return createBuiltinJudge();
}

function builtinPlanner(): StoryPlanner {
  const { createTemplatePlanner } = require('./builtin/planner') as typeof import('./builtin/planner');
  return createTemplatePlanner();
}

function builtinFaceDetector(): FaceDetector {
  const { createBuiltinFaceDetector } = require('./builtin/face-detector') as typeof import('./builtin/face-detector');
  return createBuiltinFaceDetector();
}

function builtinDescriptors(): DescriptorExtractor {
  const { BuiltinDescriptorExtractor } = require('./builtin/descriptor') as typeof import('./builtin/descriptor');
  return new BuiltinDescriptorExtractor();
}
