import type { ImageModel, RenderResult } from '../types';
import { toPng } from './images';
import { type ImageJob, referenceViewJob, renderJob } from './job';
import { estimatedLayout } from './layout';

/** What an adapter supplies: the bytes of one generated image (any format) for a job. */
export type GenerateImage = (job: ImageJob) => Promise<Buffer>;

/** Wraps a provider's generate call into an ImageModel: PNG at the requested size, with an estimated layout. */
export function providerImageModel(name: string, generate: GenerateImage): ImageModel {
  const run = async (job: ImageJob): Promise<RenderResult> => ({
    png: await toPng(await generate(job), job.width, job.height, name),
    width: job.width,
    height: job.height,
    layout: { characters: estimatedLayout(job.names, job.width, job.height) },
  });
  return {
    name,
    render: (request) => run(renderJob(request)),
    renderReference: (request) => run(referenceViewJob(request)),
  };
}
