import type { CallOptions, ImageModel, RenderResult } from '../types';
import { toPng } from './images';
import { editJob, type ImageJob, referenceViewJob, renderJob } from './job';
import { estimatedLayout } from './layout';

/** What an adapter supplies: the bytes of one generated image (any format) for a job. */
export type GenerateImage = (job: ImageJob, options: CallOptions) => Promise<Buffer>;

/** Wraps a provider's generate call into an ImageModel: PNG at the requested size, with an estimated layout. */
export function providerImageModel(name: string, generate: GenerateImage): ImageModel {
  const run = async (job: ImageJob, options: CallOptions = {}): Promise<RenderResult> => providerResult(name, await generate(job, options), job);
  return {
    name,
    render: async (request, options) => run(await renderJob(request), options),
    renderReference: (request, options) => run(referenceViewJob(request), options),
    edit: (request, options) => run(editJob(request), options),
  };
}

/** A provider's image as the model's result: a PNG of exactly the requested size, with the layout estimated for its characters. */
export async function providerResult(name: string, image: Buffer, job: Pick<ImageJob, 'width' | 'height' | 'names'>): Promise<RenderResult> {
  return {
    png: await toPng(image, job.width, job.height, name),
    width: job.width,
    height: job.height,
    layout: { characters: estimatedLayout(job.names, job.width, job.height) },
  };
}
