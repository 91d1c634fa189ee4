import { solidPng } from './images';
import { type FakeReply, type FakeServer, notFound, type RecordedRequest, startFakeServer } from './server';

/**
 * ComfyUI fake for quick tests. ComfyUI's own server (test/models/providers/comfyui-server.test.ts) is the reference;
 * on the paths it serves, this fake refuses what that server refuses, with the same status and body shape
 * (functions of ComfyUI 0.3.64's server.py and execution.py):
 * - POST /upload/image: a multipart `image` file with a name, else 400 (`image_upload`).
 * - POST /prompt: 400 without `prompt` (`no_prompt`), with a node lacking `class_type` (`invalid_prompt`), without an
 *   output node (`prompt_no_outputs`), or loading an image that was not uploaded (`prompt_outputs_failed_validation`
 *   with `node_errors`; the server answers 200 with them instead when another output is valid); else 200
 *   `{prompt_id, number, node_errors: {}}`, keeping the client's `prompt_id` (`post_prompt`).
 * - GET /history/<id>: `{}` while the job runs (its first `pendingPolls` polls), then the entry with the SaveImage
 *   node's image; GET /queue lists running jobs as `[number, prompt_id, prompt, extra_data, outputs]` (`get_queue`).
 * - POST /queue `{"delete": [id]}` (pending jobs only: the fake's run at once) and POST /interrupt `{"prompt_id": id}`:
 *   200 with an empty body; an interrupted running job ends with an `execution_interrupted` message.
 * - GET /view: the image for a file it saved, else 404.
 * Invalid output: on /history a job that failed with an execution error, on /view bytes that are not an image.
 */
interface Job {
  number: number;
  prompt: Record<string, Node>;
  polls: number;
  interrupted: boolean;
}
interface Node {
  class_type?: string;
  inputs?: Record<string, unknown>;
}

const OUTPUT_NODES = new Set(['SaveImage', 'PreviewImage']);

export async function startFakeComfyUI(options: { pendingPolls?: number } = {}): Promise<FakeServer> {
  const pendingPolls = options.pendingPolls ?? 1;
  const image = await solidPng(128, 128);
  const uploaded = new Set<string>();
  const jobs = new Map<string, Job>();
  const running = (job: Job) => !job.interrupted && job.polls <= pendingPolls;

  function queuePrompt(request: RecordedRequest): FakeReply {
    const body = request.json<{ prompt?: Record<string, Node>; prompt_id?: string }>();
    if (!body.prompt) return rejected('no_prompt', 'No prompt provided', 'No prompt provided');
    const untyped = Object.entries(body.prompt).find(([, node]) => !node.class_type);
    if (untyped) return rejected('invalid_prompt', 'Cannot execute because a node is missing the class_type property.', `Node ID '#${untyped[0]}'`);
    if (!Object.values(body.prompt).some((node) => OUTPUT_NODES.has(node.class_type!))) return rejected('prompt_no_outputs', 'Prompt has no outputs', '');
    const nodeErrors = missingImages(body.prompt, uploaded);
    if (Object.keys(nodeErrors).length > 0) return rejected('prompt_outputs_failed_validation', 'Prompt outputs failed validation', '', nodeErrors);
    const id = body.prompt_id ?? `job-${jobs.size + 1}`;
    jobs.set(id, { number: jobs.size, prompt: body.prompt, polls: 0, interrupted: false });
    return { json: { prompt_id: id, number: jobs.size - 1, node_errors: {} } };
  }

  function history(id: string, invalid: boolean): FakeReply {
    const job = jobs.get(id);
    if (!job) return { json: {} };
    if (invalid) return { json: { [id]: entry(id, job, [], 'error', [['execution_error', EXECUTION_ERROR]]) } };
    if (job.interrupted) return { json: { [id]: entry(id, job, [], 'error', [['execution_interrupted', { node_id: '10', node_type: 'KSampler' }]]) } };
    job.polls += 1;
    if (running(job)) return { json: {} };
    const images = Object.keys(job.prompt)
      .filter((node) => job.prompt[node].class_type === 'SaveImage')
      .map((node): [string, unknown[]] => [node, [{ filename: `likeness_${id}.png`, subfolder: '', type: 'output' }]]);
    return { json: { [id]: entry(id, job, images, 'success', [['execution_success', {}]]) } };
  }

  return startFakeServer(async (request, mode) => {
    const route = `${request.method} ${request.path}`;
    if (route === 'POST /upload/image') {
      const file = (await request.form()).get('image');
      if (!(file instanceof File) || !file.name) return { status: 400, body: '' };
      uploaded.add(file.name);
      return { json: { name: file.name, subfolder: '', type: 'input' } };
    }
    if (route === 'POST /prompt') return queuePrompt(request);
    if (route === 'GET /queue') {
      const items = [...jobs].filter(([, job]) => running(job)).map(([id, job]) => [job.number, id, job.prompt, {}, []]);
      return { json: { queue_running: items, queue_pending: [] } };
    }
    // Deleting touches pending jobs only, and the fake's jobs run at once.
    if (route === 'POST /queue') return { body: '' };
    if (route === 'POST /interrupt') {
      const job = jobs.get(request.json<{ prompt_id: string }>().prompt_id);
      if (job && running(job)) job.interrupted = true;
      return { body: '' };
    }
    const historyOf = /^GET \/history\/(.+)$/.exec(route);
    if (historyOf) return history(historyOf[1], mode === 'invalid');
    if (route === 'GET /view') {
      if (![...jobs.keys()].some((id) => request.query.get('filename') === `likeness_${id}.png`)) return { status: 404, body: '' };
      return mode === 'invalid' ? { body: 'not an image', contentType: 'text/plain' } : { body: image, contentType: 'image/png' };
    }
    return notFound(request);
  });
}

/** `execution.py` `PromptExecutor.handle_execution_error`: what a node that raised leaves in the history. */
const EXECUTION_ERROR = {
  node_id: '10',
  node_type: 'KSampler',
  exception_type: 'RuntimeError',
  exception_message: 'mat1 and mat2 shapes cannot be multiplied (154x2048 and 768x320)',
  traceback: ['  File "execution.py", line 496, in execute\n'],
};

function rejected(type: string, message: string, details: string, nodeErrors: Record<string, unknown> = {}): FakeReply {
  return { status: 400, json: { error: { type, message, details, extra_info: {} }, node_errors: nodeErrors } };
}

/** `nodes.py` `LoadImage.VALIDATE_INPUTS`: the image must be in the input folder. */
function missingImages(prompt: Record<string, Node>, uploaded: Set<string>): Record<string, unknown> {
  const missing = Object.entries(prompt).filter(([, node]) => node.class_type === 'LoadImage' && !uploaded.has(String(node.inputs?.image)));
  return Object.fromEntries(
    missing.map(([id, node]) => [
      id,
      {
        errors: [{ type: 'custom_validation_failed', message: 'Custom validation failed for node', details: `image - Invalid image file: ${String(node.inputs?.image)}`, extra_info: {} }],
        dependent_outputs: [],
        class_type: 'LoadImage',
      },
    ]),
  );
}

function entry(id: string, job: Job, images: [string, unknown[]][], status: 'success' | 'error', messages: [string, unknown][]) {
  return {
    prompt: [job.number, id, job.prompt, {}, []],
    outputs: Object.fromEntries(images.map(([node, list]) => [node, { images: list }])),
    status: { status_str: status, completed: status === 'success', messages },
    meta: {},
  };
}
