import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { ModelError } from '../../errors';
import type { ImageModel } from '../../types';
import { clip, type HttpSettings, jsonRequest, sendBytes, sendJson } from '../http';
import { extensionOf, imageBlob } from '../images';
import { providerImageModel } from '../image-model';
import type { ImageJob, LabelledImage } from '../job';
import { parseOutput } from '../validate';
import { DEFAULT_WORKFLOWS, fillWorkflow, loadWorkflow, referenceSlots, referenceValues, type Workflow } from './workflow';

export interface ComfyUIConfig {
  /** Registry name, e.g. "comfyui". */
  name: string;
  baseUrl: string;
  /** Workflow used when the job has reference images; default: the bundled PuLID workflow. */
  workflowPath?: string;
  /** Workflow used without reference images; default: the bundled text-to-image workflow. */
  textWorkflowPath?: string;
  /** Per HTTP request. */
  timeoutMs: number;
  /** How long a queued job may take before we give up. */
  jobTimeoutMs: number;
  pollIntervalMs: number;
}

const NEGATIVE_PROMPT = 'text, letters, speech bubble, watermark, signature, blurry, deformed, extra limbs';

const Uploaded = z.object({ name: z.string().min(1), subfolder: z.string().optional() });
const Queued = z.object({ prompt_id: z.string().min(1) });
const OutputImage = z.object({ filename: z.string(), subfolder: z.string().default(''), type: z.string().default('output') });
const HistoryEntry = z.object({
  outputs: z.record(z.string(), z.object({ images: z.array(OutputImage).optional() })).default({}),
  status: z.object({ status_str: z.string().optional(), messages: z.array(z.unknown()).optional() }).optional(),
});
const History = z.record(z.string(), HistoryEntry);

type OutputImage = z.infer<typeof OutputImage>;

/**
 * ComfyUI: uploads references (POST /upload/image), queues the filled workflow (POST /prompt),
 * polls GET /history/{id} until an image output appears, then downloads it (GET /view).
 */
export function createComfyUIImageModel(config: ComfyUIConfig): ImageModel {
  const workflows = {
    reference: config.workflowPath ? loadWorkflow(config.workflowPath) : DEFAULT_WORKFLOWS.reference,
    text: config.textWorkflowPath ? loadWorkflow(config.textWorkflowPath) : DEFAULT_WORKFLOWS.text,
  };
  const client = comfyClient(config);
  return providerImageModel(config.name, async (job) => {
    const workflow = job.references.length > 0 ? workflows.reference : workflows.text;
    const images = await client.uploadAll(referencesFor(job.references, referenceSlots(workflow)));
    const promptId = await client.queue(fillWorkflow(workflow, valuesFor(job, images)));
    return client.download(await client.waitForImage(promptId));
  });
}

function valuesFor(job: ImageJob, imageNames: string[]) {
  return {
    prompt: job.prompt,
    negative_prompt: NEGATIVE_PROMPT,
    seed: Math.abs(job.seed),
    width: job.width,
    height: job.height,
    ...referenceValues(imageNames),
  };
}

/** Fills the workflow's reference slots, character faces first; with fewer images than slots, they repeat. */
function referencesFor(references: LabelledImage[], slots: number): Buffer[] {
  const ordered = [
    ...references.filter((reference) => reference.kind === 'character'),
    ...references.filter((reference) => reference.kind !== 'character'),
  ];
  if (ordered.length === 0) return [];
  return Array.from({ length: slots }, (_, index) => ordered[index % ordered.length].image);
}

function comfyClient(config: ComfyUIConfig) {
  const settings: HttpSettings = { provider: config.name, timeoutMs: config.timeoutMs };
  const base = config.baseUrl.replace(/\/+$/, '');

  /** Content-addressed names: the same reference is stored once and concurrent jobs never overwrite each other. */
  async function upload(image: Buffer): Promise<string> {
    const form = new FormData();
    const name = `likeness-${createHash('sha256').update(image).digest('hex').slice(0, 16)}.${extensionOf(image)}`;
    form.append('image', imageBlob(image), name);
    form.append('type', 'input');
    form.append('overwrite', 'true');
    const answer = await sendJson(`${base}/upload/image`, { method: 'POST', body: form }, settings);
    const uploaded = parseOutput(Uploaded, answer, config.name);
    return uploaded.subfolder ? `${uploaded.subfolder}/${uploaded.name}` : uploaded.name;
  }

  async function queue(workflow: Workflow): Promise<string> {
    const answer = await sendJson(`${base}/prompt`, jsonRequest({ prompt: workflow, client_id: 'likeness' }), settings);
    return parseOutput(Queued, answer, config.name).prompt_id;
  }

  async function waitForImage(promptId: string): Promise<OutputImage> {
    const deadline = Date.now() + config.jobTimeoutMs;
    for (;;) {
      const history = parseOutput(History, await sendJson(`${base}/history/${encodeURIComponent(promptId)}`, {}, settings), config.name);
      const entry = history[promptId];
      if (entry?.status?.status_str === 'error') throw executionError(config.name, entry.status.messages);
      const image = entry && Object.values(entry.outputs).flatMap((output) => output.images ?? [])[0];
      if (image) return image;
      if (Date.now() + config.pollIntervalMs > deadline) {
        throw new ModelError(`${config.name} job ${promptId} did not finish within ${config.jobTimeoutMs} ms`, {
          provider: config.name,
          retryable: true,
        });
      }
      await sleep(config.pollIntervalMs);
    }
  }

  function download(image: OutputImage): Promise<Buffer> {
    const query = new URLSearchParams({ filename: image.filename, subfolder: image.subfolder, type: image.type });
    return sendBytes(`${base}/view?${query.toString()}`, { method: 'GET' }, settings);
  }

  return {
    uploadAll: (images: Buffer[]) => Promise.all(images.map(upload)),
    queue,
    waitForImage,
    download,
  };
}

/** A failed node (missing model file, bad input) fails the same way on every attempt. */
function executionError(provider: string, messages: unknown[] | undefined): ModelError {
  return new ModelError(`${provider} workflow failed: ${clip(JSON.stringify(messages ?? []))}`, { provider, retryable: false });
}
