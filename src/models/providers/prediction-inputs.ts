import type { PredictionInputs } from '../../config/models';
import { ModelError } from '../errors';
import { nearestAspect } from './aspect';
import { compactJpeg, dataUri, sideBySide } from './images';
import type { ImageJob, LabelledImage } from './job';

/** A model reads at most this many references as a list unless its table says otherwise; stitched references, as one. */
const DEFAULT_LIST_IMAGES = 4;
/** The largest seed a model takes unless its table says otherwise (most models' seed is an int32). */
const DEFAULT_SEED_MAX = 2 ** 31 - 1;
/** References put side by side for a one-image model are scaled to this height each. */
const STITCH_HEIGHT = 512;
/** Each image sent is at most this many pixels a side. */
const SENT_EDGE = 1024;

/**
 * A job as a prediction model's input object, by the model's table entry (or the mapping from configuration): the
 * prompt, the references as data URIs (one image or a list), the face, the seed, the size and the output format.
 */
export async function predictionInput(job: ImageJob, inputs: PredictionInputs, provider: string): Promise<Record<string, unknown>> {
  const input: Record<string, unknown> = { ...inputs.fixed };
  const sent: LabelledImage[] = [];
  const asData = async (image: Buffer) => dataUri(await compactJpeg(image, SENT_EDGE, provider));
  const face = inputs.face ? job.references.find((reference) => reference.kind === 'character') : undefined;
  if (inputs.face && face) input[inputs.face] = await asData(face.image);
  const many = inputs.imagesAs === 'list';
  const references = many ? job.references : oneImageReferences(job);
  if (inputs.images && references.length > 0) {
    const chosen = references.slice(0, inputs.maxImages ?? (many ? DEFAULT_LIST_IMAGES : 1));
    sent.push(...chosen);
    const images = chosen.map((reference) => reference.image);
    input[inputs.images] = many ? await Promise.all(images.map(asData)) : await asData(await sideBySide(images, STITCH_HEIGHT, provider));
  }
  if (inputs.imageRequired && !face && sent.length === 0) {
    throw new ModelError(`${provider} needs a reference image (${inputs.face ?? inputs.images}), and this picture has none: give the character a source image or reference sheet, or use another model`, {
      provider,
      retryable: false,
    });
  }
  input[inputs.prompt] = promptWithLegend(job.prompt, sent, inputs.imagesAs === 'list');
  if (inputs.seed) input[inputs.seed] = Math.abs(job.seed) % ((inputs.seedMax ?? DEFAULT_SEED_MAX) + 1);
  if (inputs.aspectRatio) input[inputs.aspectRatio.input] = nearestAspect(job.width, job.height, inputs.aspectRatio.values);
  if (inputs.size) Object.assign(input, pixelSize(job, inputs.size));
  if (inputs.imageSize) input[inputs.imageSize] = { width: job.width, height: job.height };
  if (inputs.outputFormat) input[inputs.outputFormat.input] = inputs.outputFormat.value;
  return input;
}

/**
 * What a one-image model gets stitched: an edit's picture alone (it edits the image it is given), else the references
 * without skeletons (one stitched into its picture would be drawn as part of it; a list labels it).
 */
function oneImageReferences(job: ImageJob): LabelledImage[] {
  return job.edit ? job.references.slice(0, 1) : job.references.filter((reference) => reference.kind !== 'pose');
}

/** Which reference is which, in the order the model gets them (one stitched image: left to right). */
function promptWithLegend(prompt: string, sent: LabelledImage[], list: boolean): string {
  if (sent.length === 0) return prompt;
  const labels = sent.map((reference, index) => `${index + 1}) ${reference.label}`).join('; ');
  if (list) return `${prompt}\nReference images, in order: ${labels}.`;
  return sent.length === 1 ? `${prompt}\nThe reference image: ${sent[0].label}.` : `${prompt}\nThe reference image shows, left to right: ${labels}.`;
}

function pixelSize(job: ImageJob, size: NonNullable<PredictionInputs['size']>): Record<string, number> {
  const step = size.multipleOf ?? 1;
  const fit = (value: number) => Math.min(size.max ?? Infinity, Math.max(size.min ?? step, Math.round(value / step) * step));
  return { [size.width]: fit(job.width), [size.height]: fit(job.height) };
}
