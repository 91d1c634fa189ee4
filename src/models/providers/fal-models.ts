import type { PredictionInputs } from '../../config/models';

/**
 * The fal model families Likeness knows how to feed, each from the model's schema on fal.ai
 * (`fal.ai/models/<id>/llms.txt` or `fal.ai/docs/model-api-reference/...`, "Input Schema"). A model not listed here
 * needs FAL_MODEL_INPUTS. Files are sent as data URIs, which every fal model input that takes a URL accepts ("You can
 * pass a Base64 data URI as a file input").
 */
const KONTEXT_RATIOS = ['21:9', '16:9', '4:3', '3:2', '1:1', '2:3', '3:4', '9:16', '9:21'];

/**
 * FLUX.1 Kontext [pro] and [max] (fal-ai/flux-pro/kontext, .../kontext/max): prompt, image_url, seed, num_images,
 * output_format (jpeg, png), safety_tolerance ("1" to "6", default "2"), aspect_ratio (the ratios of the multi
 * endpoint's schema, 21:9 to 9:21). One image: several references go side by side.
 */
const KONTEXT: PredictionInputs = {
  prompt: 'prompt',
  images: 'image_url',
  imagesAs: 'one',
  maxImages: 3,
  imageRequired: true,
  seed: 'seed',
  aspectRatio: { input: 'aspect_ratio', values: KONTEXT_RATIOS },
  outputFormat: { input: 'output_format', value: 'png' },
  fixed: { num_images: 1 },
};

/** The Kontext multi endpoints (fal-ai/flux-pro/kontext/multi, .../max/multi): image_urls, a list. */
const KONTEXT_MULTI: PredictionInputs = { ...KONTEXT, images: 'image_urls', imagesAs: 'list', maxImages: 4 };

export const FAL_MODEL_INPUTS: Record<string, PredictionInputs> = {
  'fal-ai/flux-pro/kontext': KONTEXT,
  'fal-ai/flux-pro/kontext/max': KONTEXT,
  'fal-ai/flux-pro/kontext/multi': KONTEXT_MULTI,
  'fal-ai/flux-pro/kontext/max/multi': KONTEXT_MULTI,
  /** fal-ai/flux-pro/kontext/text-to-image: no image input. */
  'fal-ai/flux-pro/kontext/text-to-image': { prompt: 'prompt', seed: 'seed', aspectRatio: { input: 'aspect_ratio', values: KONTEXT_RATIOS }, outputFormat: { input: 'output_format', value: 'png' }, fixed: { num_images: 1 } },
  /** fal-ai/flux-pulid: prompt, reference_image_url (required), image_size (an ImageSize object or a preset), seed. */
  'fal-ai/flux-pulid': { prompt: 'prompt', face: 'reference_image_url', imageRequired: true, seed: 'seed', imageSize: 'image_size' },
  /** fal-ai/instant-character: prompt, image_url (required, the character), image_size, seed. */
  'fal-ai/instant-character': { prompt: 'prompt', images: 'image_url', imagesAs: 'one', maxImages: 1, imageRequired: true, seed: 'seed', imageSize: 'image_size' },
  /**
   * fal-ai/qwen-image-edit-plus: prompt, image_urls (required), image_size, num_images, output_format (jpeg, png).
   * Its schema names no seed input.
   */
  'fal-ai/qwen-image-edit-plus': { prompt: 'prompt', images: 'image_urls', imagesAs: 'list', maxImages: 3, imageRequired: true, imageSize: 'image_size', outputFormat: { input: 'output_format', value: 'png' }, fixed: { num_images: 1 } },
  /** fal-ai/nano-banana/edit (Gemini 2.5 Flash Image): prompt, image_urls (required), num_images, output_format (jpeg, png, webp). */
  'fal-ai/nano-banana/edit': { prompt: 'prompt', images: 'image_urls', imagesAs: 'list', maxImages: 3, imageRequired: true, outputFormat: { input: 'output_format', value: 'png' }, fixed: { num_images: 1 } },
  /** fal-ai/ideogram/character: prompt, reference_image_urls (the character; its example sends one). */
  'fal-ai/ideogram/character': { prompt: 'prompt', images: 'reference_image_urls', imagesAs: 'list', maxImages: 1, imageRequired: true },
};
