import { z } from 'zod';
import { ModelError } from '../../errors';
import { clip, contentPolicyError, mentionsContentPolicy } from '../http';

/**
 * What ComfyUI's server answers, and how its failures read in words. Each shape names the function of the server's
 * source (Comfy-Org/ComfyUI 0.3.64: server.py, execution.py, main.py, nodes.py) that produces it; the tests in
 * test/models/providers/comfyui-server.test.ts run against that server.
 */

/** Exception texts are kept whole up to this length (the server's text starts past the 300 characters of a generic clip). */
const MAX_SERVER_TEXT = 1_000;

/** `server.py` `image_upload`: `{"name", "subfolder", "type"}`. */
export const Uploaded = z.object({ name: z.string().min(1), subfolder: z.string(), type: z.string() });

/** One reason a node failed validation: `execution.py` `validate_inputs` (`type`, `message`, `details`, `extra_info`). */
const NodeReason = z.object({ type: z.string(), message: z.string(), details: z.string() });
/** `execution.py` `validate_prompt`: node id -> its reasons, the outputs they cost, and its class. */
const NodeErrors = z.record(z.string(), z.object({ errors: z.array(NodeReason), class_type: z.string() }));

/** `server.py` `post_prompt`, 200: the job is queued for the valid outputs, `node_errors` names the invalid ones. */
export const Queued = z.object({ prompt_id: z.string().min(1), number: z.number(), node_errors: NodeErrors });

/** `server.py` `post_prompt`, 400: `{"error": {type, message, details}, "node_errors"}`; nothing was queued. */
const Rejected = z.object({
  error: z.object({ type: z.string(), message: z.string(), details: z.string() }),
  node_errors: NodeErrors,
});

/** `server.py` `get_queue`: items are `(number, prompt_id, prompt, extra_data, outputs)` tuples (`execution.py` `PromptQueue`). */
export const Queue = z.object({
  queue_running: z.array(z.tuple([z.number(), z.string()]).rest(z.unknown())),
  queue_pending: z.array(z.tuple([z.number(), z.string()]).rest(z.unknown())),
});

const OutputImage = z.object({ filename: z.string(), subfolder: z.string(), type: z.string() });
export type OutputImage = z.infer<typeof OutputImage>;

/**
 * `execution.py` `PromptQueue.task_done`, filled by `main.py` `prompt_worker`: outputs per node (`images` for image nodes,
 * saved ones with `type: "output"`, previews with `type: "temp"`) and the status with the executor's messages
 * (`PromptExecutor.add_message`: `[event, data]` pairs).
 */
export const HistoryEntry = z.object({
  outputs: z.record(z.string(), z.object({ images: z.array(OutputImage).optional() })),
  status: z.object({
    status_str: z.enum(['success', 'error']),
    completed: z.boolean(),
    messages: z.array(z.tuple([z.string(), z.record(z.string(), z.unknown())])),
  }),
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;
/** `server.py` `get_history_prompt_id`: `{}` until the job is done (and after a restart: history lives in memory). */
export const History = z.record(z.string(), HistoryEntry);

/** `execution.py` `PromptExecutor.handle_execution_error`: the `execution_error` message's data. */
const ExecutionFailure = z.object({
  node_id: z.string(),
  node_type: z.string(),
  exception_type: z.string(),
  exception_message: z.string(),
});
type ExecutionFailure = z.infer<typeof ExecutionFailure>;
/** The same function's `execution_interrupted` message: a `POST /interrupt` stopped the job. */
const Interruption = z.object({ node_id: z.string(), node_type: z.string() });

/** "node 1 CheckpointLoaderSimple: Value not in list: ckpt_name: 'x.safetensors' not in []", one line per reason. */
export function describeNodeErrors(nodeErrors: z.infer<typeof NodeErrors>): string {
  return Object.entries(nodeErrors)
    .flatMap(([id, node]) =>
      node.errors.map((reason) => `node ${id} ${node.class_type}: ${reason.message}${reason.details ? `: ${reason.details}` : ''}`),
    )
    .join('; ');
}

/**
 * A 400 to POST /prompt in the server's own words: the workflow as sent can never run (a missing model file, a class
 * that is not installed, an input out of range), so it is not retried. Other bodies are left to the generic reading.
 */
export function rejectedPrompt(provider: string, status: number, body: string): ModelError | undefined {
  if (status !== 400) return undefined;
  let parsed: z.infer<typeof Rejected>;
  try {
    parsed = Rejected.parse(JSON.parse(body));
  } catch {
    return undefined;
  }
  const { error, node_errors: nodeErrors } = parsed;
  const details = Object.keys(nodeErrors).length > 0 ? describeNodeErrors(nodeErrors) : error.details;
  const message = `${error.message}${details ? `: ${details}` : ''}`;
  return new ModelError(`${provider} rejected the workflow: ${clip(message, MAX_SERVER_TEXT)}`, { provider, status, retryable: false });
}

/** A 200 with `node_errors`: part of the workflow is invalid and the server runs only the rest (`validate_prompt`). */
export function partlyRejected(provider: string, nodeErrors: z.infer<typeof NodeErrors>): ModelError {
  return new ModelError(`${provider} rejected part of the workflow: ${clip(describeNodeErrors(nodeErrors), MAX_SERVER_TEXT)}`, {
    provider,
    retryable: false,
  });
}

/**
 * The words in which ComfyUI's partner API nodes (which call comfy.org's proxy with COMFYUI_API_KEY) raise when the
 * partner's moderation refused the request; files are under ComfyUI 0.3.64's `comfy_api_nodes/`. Gemini's node does not
 * say so (no candidate fails as a TypeError, a withheld image comes back black: nodes_gemini.py:164 and 208-216), nor
 * does Ideogram's, which reads images without a URL as "No image URLs were generated" whatever the reason
 * (nodes_ideogram.py:369-372; `is_image_safe`, apis/__init__.py:840, is not read): their failures stay plain.
 */
const PARTNER_REFUSALS: Array<{ partner: string; words: RegExp }> = [
  // nodes_bfl.py:92-98 `_poll_until_generated`: the task's status is BFLStatus.request_moderated or content_moderated
  // (apis/bfl_api.py:157-158), e.g. "BFL API did not return an image due to: Request Moderated."
  { partner: 'Black Forest Labs', words: /BFL API did not return an image due to: (?:Request|Content) Moderated\./ },
  // nodes_stability.py:190-191, 345-346, 454-455, 588-589 and 650-651: finish_reason CONTENT_FILTERED, "the output
  // violated our content moderation policy" (apis/__init__.py:3152-3154 and 3157-3160).
  { partner: 'Stability AI', words: /failed: CONTENT_FILTERED\./ },
  // Stability's moderation error, `{"errors", "id", "name": "content_moderation"}` (apis/__init__.py:2975-2976 and
  // 2979-2995), has no `error.message`: apis/client.py:577-578 quotes it whole, `API Error: {..., "name": ...}`.
  { partner: 'Stability AI', words: /"name": "content_moderation"/ },
];

/**
 * Why a partner API node got no image when the partner's moderation refused the request; undefined for any other
 * failure. A partner's error with a message (OpenAI's `moderation_blocked`: "…rejected by the safety system") is quoted
 * by apis/client.py:572-576 as `API Error: <message> (Type: <type>)`, read in the words statusError reads.
 */
function partnerRefusal(failure: ExecutionFailure): string | undefined {
  const text = failure.exception_message;
  const partner = PARTNER_REFUSALS.find(({ words }) => words.test(text))?.partner ?? (mentionsContentPolicy(text) ? 'the partner' : undefined);
  return partner && `moderation by ${partner} at node ${failure.node_id} ${failure.node_type}: ${text}`;
}

/**
 * A job that ended in error. A node that raised (a missing or corrupt model file, an unreadable image) fails the same way
 * on every attempt; so does a partner API node whose partner's moderation refused the request, which is a refusal under
 * a content policy (decisions.md: a 422, refunded). An interrupted job was stopped by someone on the server, and another
 * attempt queues it again.
 */
export function failedJob(provider: string, entry: HistoryEntry): ModelError {
  const messages = entry.status.messages;
  const failure = dataOf(messages, 'execution_error', ExecutionFailure);
  const refusal = failure && partnerRefusal(failure);
  if (refusal) return contentPolicyError(provider, refusal);
  if (failure) {
    const exception = `${failure.exception_type}: ${failure.exception_message}`;
    return new ModelError(`${provider} workflow failed at node ${failure.node_id} ${failure.node_type}: ${clip(exception, MAX_SERVER_TEXT)}`, {
      provider,
      retryable: false,
    });
  }
  const interruption = dataOf(messages, 'execution_interrupted', Interruption);
  if (interruption) {
    return new ModelError(`${provider} job was interrupted on the server at node ${interruption.node_id} ${interruption.node_type}`, {
      provider,
      retryable: true,
    });
  }
  const events = messages.map(([event]) => event).join(', ') || 'none';
  return new ModelError(`${provider} workflow failed without saying why (server events: ${events})`, { provider, retryable: false });
}

function dataOf<T extends z.ZodType>(messages: HistoryEntry['status']['messages'], event: string, schema: T): z.infer<T> | undefined {
  const found = messages.find(([name]) => name === event);
  const parsed = found && schema.safeParse(found[1]);
  return parsed?.success ? parsed.data : undefined;
}

/**
 * The image that is the result. With an output node configured, that node's first image; otherwise the first saved
 * image (`type: "output"`, written by SaveImage: `nodes.py` `SaveImage.save_images`), never a preview (`type: "temp"`,
 * `PreviewImage`), whichever node the server lists first. A finished job without one is a workflow that cannot work.
 */
export function resultImage(provider: string, entry: HistoryEntry, outputNode: string | undefined): OutputImage {
  if (outputNode !== undefined) {
    const image = entry.outputs[outputNode]?.images?.[0];
    if (image) return image;
    throw new ModelError(`${provider} workflow finished without an image from its output node ${outputNode} (COMFYUI_OUTPUT_NODE)`, {
      provider,
      retryable: false,
    });
  }
  const images = Object.values(entry.outputs).flatMap((output) => output.images ?? []);
  const saved = images.find((image) => image.type === 'output');
  if (saved) return saved;
  const previews = images.length > 0 ? ` (it only previewed ${images.length} image${images.length === 1 ? '' : 's'}, which are not kept)` : '';
  throw new ModelError(`${provider} workflow finished without an image: it needs a SaveImage node${previews}`, {
    provider,
    retryable: false,
  });
}
