import { readFileSync } from 'node:fs';
import illustratedWorkflow from './illustrated-workflow.json';
import inpaintWorkflow from './inpaint-workflow.json';
import poseWorkflow from './pose-workflow.json';
import pulidWorkflow from './pulid-workflow.json';
import textWorkflow from './text-workflow.json';

/**
 * ComfyUI workflows in API format with placeholders: "{{prompt}}", "{{negative_prompt}}", "{{seed}}",
 * "{{width}}", "{{height}}", "{{reference_image}}" (same as "{{reference_image_1}}"), "{{reference_image_2}}", ...,
 * "{{mask_image}}" (an edit's mask: white where the picture may change) and "{{pose_image}}" (the posed characters'
 * OpenPose skeletons on black).
 * A string that is exactly one placeholder takes the value's type (numbers stay numbers); placeholders
 * inside longer strings are replaced as text.
 */
export type Workflow = Record<string, unknown>;
export type WorkflowValues = Record<string, string | number>;

const PLACEHOLDER = /\{\{\s*([a-z0-9_]+)\s*\}\}/gi;
const WHOLE_PLACEHOLDER = /^\{\{\s*([a-z0-9_]+)\s*\}\}$/i;
const KNOWN = /^(prompt|negative_prompt|seed|width|height|mask_image|pose_image|reference_image(_[1-9]\d*)?)$/;

/**
 * The bundled workflows (docs/how-to/comfyui.md names the custom nodes and model files each needs): PuLID on SDXL for photographed
 * faces, Flux Kontext (core nodes only) for illustrated characters and edits in words, SDXL text-to-image without
 * references, FLUX.1 Fill inpainting for edits inside a mask (core nodes), SDXL with an OpenPose ControlNet for poses.
 */
export const DEFAULT_WORKFLOWS = {
  pulid: pulidWorkflow as Workflow,
  illustrated: illustratedWorkflow as Workflow,
  text: textWorkflow as Workflow,
  inpaint: inpaintWorkflow as Workflow,
  pose: poseWorkflow as Workflow,
};

/**
 * Reads and checks a workflow file at start-up, so a typo fails the configuration rather than a render; `needs` names
 * the placeholders its job must have a place for (the mask of an inpainting workflow, the skeleton of a pose workflow).
 */
export function loadWorkflow(path: string, needs: string[] = []): Workflow {
  let workflow: unknown;
  try {
    workflow = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`ComfyUI workflow ${path} cannot be read as JSON: ${(error as Error).message}`, { cause: error });
  }
  if (!workflow || typeof workflow !== 'object' || Array.isArray(workflow)) {
    throw new Error(`ComfyUI workflow ${path} must be a JSON object in ComfyUI API format`);
  }
  const names = placeholdersIn(workflow);
  const unknown = names.filter((name) => !KNOWN.test(name));
  if (unknown.length > 0) throw new Error(`ComfyUI workflow ${path} has unknown placeholders: ${unknown.join(', ')}`);
  for (const needed of ['prompt', ...needs]) {
    if (!names.includes(needed)) throw new Error(`ComfyUI workflow ${path} has no "{{${needed}}}" placeholder`);
  }
  return workflow as Workflow;
}

/** How many reference images the workflow loads. */
export function referenceSlots(workflow: Workflow): number {
  return Math.max(
    0,
    ...placeholdersIn(workflow)
      .filter((name) => name.startsWith('reference_image'))
      .map((name) => Number(name.split('_')[2] ?? 1)),
  );
}

export function referenceValues(imageNames: string[]): WorkflowValues {
  const values: WorkflowValues = {};
  imageNames.forEach((name, index) => {
    values[`reference_image_${index + 1}`] = name;
  });
  if (imageNames.length > 0) values.reference_image = imageNames[0];
  return values;
}

export function fillWorkflow<T>(node: T, values: WorkflowValues): T {
  return fill(node, values) as T;
}

function fill(node: unknown, values: WorkflowValues): unknown {
  if (typeof node === 'string') {
    const whole = WHOLE_PLACEHOLDER.exec(node);
    if (whole && whole[1] in values) return values[whole[1]];
    return node.replace(PLACEHOLDER, (text, name: string) => (name in values ? String(values[name]) : text));
  }
  if (Array.isArray(node)) return node.map((item) => fill(item, values));
  if (node && typeof node === 'object') {
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, fill(value, values)]));
  }
  return node;
}

function placeholdersIn(node: unknown): string[] {
  const text = JSON.stringify(node);
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]))];
}
