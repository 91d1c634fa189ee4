import type { PredictionInputs } from '../../config/models';

/**
 * The Replicate model families Likeness knows how to feed, each from the model's API schema on replicate.com
 * (`/<owner>/<name>/versions/<version>/api`, "Input schema"). A model not listed here needs REPLICATE_MODEL_INPUTS.
 * Where a schema page did not show an input's allowed values, the input is left out (the model's default applies) and
 * the result is resized to the requested size anyway.
 */
/** FLUX.1 Kontext's ratios on Replicate (its schema's `aspect_ratio` enum, besides match_input_image). */
const KONTEXT_RATIOS = ['1:1', '16:9', '9:16', '4:3', '3:4', '3:2', '2:3', '4:5', '5:4', '21:9', '9:21', '2:1', '1:2'];

/** black-forest-labs/flux-kontext-max:b94039e5: prompt, input_image, aspect_ratio, seed (no output format or safety tolerance in that schema). */
const KONTEXT_MAX: PredictionInputs = {
  prompt: 'prompt',
  images: 'input_image',
  imagesAs: 'one',
  maxImages: 3,
  seed: 'seed',
  aspectRatio: { input: 'aspect_ratio', values: KONTEXT_RATIOS },
};

/**
 * zsxkib/flux-pulid:32235af2: main_face_image ("ID image for face generation"), prompt, width and height (256 to
 * 1536), seed, output_format (png, jpg, webp). The face is the first character reference.
 */
const FLUX_PULID: PredictionInputs = {
  prompt: 'prompt',
  face: 'main_face_image',
  imageRequired: true,
  seed: 'seed',
  size: { width: 'width', height: 'height', min: 256, max: 1536 },
  outputFormat: { input: 'output_format', value: 'png' },
};

export const REPLICATE_MODEL_INPUTS: Record<string, PredictionInputs> = {
  /**
   * black-forest-labs/flux-kontext-pro:0a138193: prompt, input_image ("Image to use as reference"), aspect_ratio
   * (default match_input_image), seed, output_format (default png), safety_tolerance ("2 is currently the maximum
   * allowed when input images are used"). One input image: several references go side by side. The schema page read
   * did not list the ratios: they are the enum as api.core.today's copy of the schema lists it (jpg/png, 0-6 likewise).
   */
  'black-forest-labs/flux-kontext-pro': { ...KONTEXT_MAX, outputFormat: { input: 'output_format', value: 'png' }, fixed: { safety_tolerance: 2 } },
  'black-forest-labs/flux-kontext-max': KONTEXT_MAX,
  'zsxkib/flux-pulid': FLUX_PULID,
  /**
   * bytedance/flux-pulid:8baa7ef2 (its example prediction's input): main_face_image, prompt, width, height,
   * num_outputs (the example asks for 4: one is asked for), output_format.
   */
  'bytedance/flux-pulid': { ...FLUX_PULID, fixed: { num_outputs: 1 } },
  /**
   * ideogram-ai/ideogram-character:b4f67adb: prompt, character_reference_image ("An image to use as a character
   * reference"), aspect_ratio (default 1:1), seed (max 2147483647). The ratios here are Ideogram's common ones.
   */
  'ideogram-ai/ideogram-character': {
    prompt: 'prompt',
    images: 'character_reference_image',
    imagesAs: 'one',
    maxImages: 1,
    imageRequired: true,
    seed: 'seed',
    seedMax: 2147483647,
    aspectRatio: { input: 'aspect_ratio', values: ['1:1', '16:9', '9:16', '4:3', '3:4', '3:2', '2:3'] },
  },
  /**
   * qwen/qwen-image-edit-plus:7677b9cc: prompt, image (array: "Images to use as reference"), seed, output_format
   * (default webp). Multi-image editing reads up to three images best (Qwen-Image-Edit-2509's model card).
   */
  'qwen/qwen-image-edit-plus': {
    prompt: 'prompt',
    images: 'image',
    imagesAs: 'list',
    maxImages: 3,
    imageRequired: true,
    seed: 'seed',
    outputFormat: { input: 'output_format', value: 'png' },
  },
};

/** `owner/name` of a model or version id (`owner/name:version`). */
export function replicateModelFamily(model: string): string {
  return model.split(':')[0];
}
