import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { ImageModel } from '../../types';
import { providerImageModel } from '../image-model';
import type { ImageJob } from '../job';
import { failedJob, resultImage } from './answers';
import { comfyClient } from './client';
import { DEFAULT_WORKFLOWS, fillWorkflow, loadWorkflow, referenceSlots, referenceValues, type Workflow } from './workflow';

export interface ComfyUIConfig {
  /** Registry name, e.g. "comfyui". */
  name: string;
  baseUrl: string;
  /** Workflow for references when a character has a photographed face (face mode `pulid`); default: the bundled PuLID one. */
  workflowPath?: string;
  /** Workflow for references of illustrated characters; default: the bundled Flux Kontext one. */
  illustratedWorkflowPath?: string;
  /** Workflow used without reference images; default: the bundled text-to-image workflow. */
  textWorkflowPath?: string;
  /** Workflow for edits inside a mask ({{reference_image}} the picture, {{mask_image}}); default: the bundled FLUX.1 Fill one. */
  inpaintWorkflowPath?: string;
  /** Workflow for characters drawn on a skeleton ({{pose_image}}); default: the bundled SDXL OpenPose ControlNet one. */
  poseWorkflowPath?: string;
  /** Id of the node whose image is the result, in the workflows from files; default: the first saved image (`type: "output"`). */
  outputNode?: string;
  /** A comfy.org API key for the partner API nodes (COMFYUI_API_KEY), sent with each job; never logged. */
  apiKey?: string;
  /** Per HTTP request. */
  timeoutMs: number;
  /** How long one attempt (uploads, the queued job, the download) may take before it is given up and removed. */
  jobTimeoutMs: number;
  pollIntervalMs: number;
}

const NEGATIVE_PROMPT = 'text, letters, speech bubble, watermark, signature, blurry, deformed, extra limbs';

/**
 * ComfyUI: uploads the references (POST /upload/image), queues the filled workflow (POST /prompt), polls its history
 * (GET /history/{id}, GET /queue) until it is done, then downloads the saved image (GET /view). A job given up on
 * (timeout, cancelled call) is removed from the server. The workflow follows the job: PuLID when a character in it has
 * a photographed face, the illustrated workflow for other references, the text workflow without references; an edit
 * inside a mask the inpainting workflow, an edit in words the illustrated one on the picture alone; characters drawn
 * on a skeleton the pose workflow.
 */
export function createComfyUIImageModel(config: ComfyUIConfig): ImageModel {
  const templates = {
    pulid: template(config.workflowPath, DEFAULT_WORKFLOWS.pulid, config.outputNode),
    illustrated: template(config.illustratedWorkflowPath, DEFAULT_WORKFLOWS.illustrated, config.outputNode),
    text: template(config.textWorkflowPath, DEFAULT_WORKFLOWS.text, config.outputNode),
    inpaint: template(config.inpaintWorkflowPath, DEFAULT_WORKFLOWS.inpaint, config.outputNode, ['mask_image']),
    pose: template(config.poseWorkflowPath, DEFAULT_WORKFLOWS.pose, config.outputNode, ['pose_image']),
  };
  const client = comfyClient(config);

  function templateFor(job: ImageJob): Template {
    if (job.mask) return templates.inpaint;
    if (job.edit) return templates.illustrated;
    if (job.references.some((reference) => reference.kind === 'pose')) return templates.pose;
    if (!job.references.length) return templates.text;
    return job.faceMode === 'pulid' ? templates.pulid : templates.illustrated;
  }

  async function generate(job: ImageJob, signal: AbortSignal | undefined): Promise<Buffer> {
    const attempt = client.startAttempt(signal);
    const { workflow, outputNode } = templateFor(job);
    const images = await client.uploadAll(referencesFor(job, referenceSlots(workflow)), attempt);
    const extras = await extraImages(job);
    const extraNames = await client.uploadAll(Object.values(extras), attempt);
    const extraValues = Object.fromEntries(Object.keys(extras).map((key, index) => [key, extraNames[index]]));
    const promptId = randomUUID();
    const entry = await client.removingOnFailure(promptId, async () => {
      await client.queue(promptId, fillWorkflow(workflow, { ...valuesFor(job, images), ...extraValues }), attempt);
      return client.waitForEntry(promptId, attempt);
    });
    if (entry.status.status_str === 'error') throw failedJob(config.name, entry);
    return client.download(resultImage(config.name, entry, outputNode), attempt);
  }

  return providerImageModel(config.name, (job, options) => generate(job, options.signal));
}

/** A workflow and the node that gives its result. The bundled workflows save one image each: the default rule finds it. */
interface Template {
  workflow: Workflow;
  outputNode?: string;
}

function template(path: string | undefined, bundled: Workflow, outputNode: string | undefined, needs: string[] = []): Template {
  if (!path) return { workflow: bundled };
  const workflow = loadWorkflow(path, needs);
  if (outputNode !== undefined && !(outputNode in workflow)) throw new Error(`COMFYUI_OUTPUT_NODE ${outputNode} is not a node of the workflow ${path}`);
  return { workflow, outputNode };
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

/** The mask of an edit and the skeletons of the posed characters, each for its placeholder. */
async function extraImages(job: ImageJob): Promise<Record<string, Buffer>> {
  const skeletons = job.references.filter((reference) => reference.kind === 'pose').map((reference) => reference.image);
  return {
    ...(job.mask ? { mask_image: job.mask } : {}),
    ...(skeletons.length > 0 ? { pose_image: await oneSkeletonPicture(skeletons) } : {}),
  };
}

/** ControlNet takes one pose picture: every character's skeleton (each on black) laid over the first, the lighter pixel kept. */
function oneSkeletonPicture([first, ...rest]: Buffer[]): Promise<Buffer> {
  if (rest.length === 0) return Promise.resolve(first);
  return sharp(first).composite(rest.map((input) => ({ input, blend: 'lighten' as const }))).png().toBuffer();
}

/**
 * Fills the workflow's reference slots, character faces first (an edit's picture first: Kontext edits the image it is
 * given, the inpainting workflow fills in it); with fewer images than slots, they repeat. Pose skeletons are no
 * likeness: they go to {{pose_image}}.
 */
function referencesFor(job: ImageJob, slots: number): Buffer[] {
  const references = job.references.filter((reference) => reference.kind !== 'pose');
  const ordered = job.edit
    ? references
    : [...references.filter((reference) => reference.kind === 'character'), ...references.filter((reference) => reference.kind !== 'character')];
  if (ordered.length === 0) return [];
  return Array.from({ length: slots }, (_, index) => ordered[index % ordered.length].image);
}
