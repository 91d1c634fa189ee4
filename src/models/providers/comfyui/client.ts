import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ModelError } from '../../errors';
import { type HttpSettings, invalidOutput, jsonRequest, sendBytes, sendJson } from '../http';
import { extensionOf, imageBlob } from '../images';
import { parseOutput } from '../validate';
import { History, type HistoryEntry, type OutputImage, partlyRejected, Queue, Queued, rejectedPrompt, Uploaded } from './answers';
import type { Workflow } from './workflow';

/**
 * ComfyUI's HTTP protocol as its server (0.3.64) implements it; each rule names the function of ComfyUI's `server.py`,
 * `execution.py` or `main.py` it rests on.
 */
export interface ComfyClientConfig {
  name: string;
  baseUrl: string;
  /** Per HTTP request. */
  timeoutMs: number;
  /** How long one attempt (uploads, queueing, the job, the download) may take. */
  jobTimeoutMs: number;
  pollIntervalMs: number;
  /** A comfy.org API key for the partner API nodes (COMFYUI_API_KEY); never logged. */
  apiKey?: string;
}

/** One attempt at one image: every request ends by its deadline, and the caller's signal stops it. */
export interface Attempt {
  deadline: number;
  signal?: AbortSignal;
}

/**
 * Node's timers and Date.now() may disagree by a millisecond or two: a request cut short at the deadline can fail a
 * moment before Date.now() reaches it, and must not be reported as the server's answer.
 */
const TIMER_SLACK_MS = 5;
/** Removing a job given up on is quick or not at all: it must not push the attempt past the activity's timeout. */
const REMOVE_TIMEOUT_MS = 3_000;

export function comfyClient(config: ComfyClientConfig) {
  const base = config.baseUrl.replace(/\/+$/, '');
  const provider = config.name;

  /** The request's own timeout, shortened to what is left of the attempt. */
  function within(attempt: Attempt, extra: Partial<HttpSettings> = {}): HttpSettings {
    giveUpIfDue(attempt);
    return { provider, timeoutMs: Math.min(config.timeoutMs, attempt.deadline - Date.now()), ...extra };
  }

  function giveUpIfDue(attempt: Attempt, lastFailure?: ModelError): void {
    if (attempt.signal?.aborted) {
      throw new ModelError(`${provider} call was cancelled by its caller`, { provider, retryable: true, cause: attempt.signal.reason });
    }
    if (Date.now() >= attempt.deadline - TIMER_SLACK_MS) {
      const unanswered = lastFailure ? `; the server's last answer: ${lastFailure.message}` : '';
      throw new ModelError(`${provider} job did not finish within ${config.jobTimeoutMs} ms (COMFYUI_JOB_TIMEOUT_MS)${unanswered}`, {
        provider,
        retryable: true,
        cause: lastFailure,
      });
    }
  }

  /**
   * `server.py` `image_upload`: multipart `image` stored in the input folder under its file name (`overwrite: "true"`
   * replaces a file of that name). Names are content hashes: the same reference is stored once, concurrent jobs never
   * overwrite each other's, and each distinct image of a job is sent once.
   */
  function uploadAll(images: Buffer[], attempt: Attempt): Promise<string[]> {
    const uploads = new Map<string, Promise<string>>();
    return Promise.all(
      images.map((image) => {
        const name = `likeness-${createHash('sha256').update(image).digest('hex').slice(0, 16)}.${extensionOf(image)}`;
        if (!uploads.has(name)) uploads.set(name, upload(image, name, attempt));
        return uploads.get(name)!;
      }),
    );
  }

  async function upload(image: Buffer, name: string, attempt: Attempt): Promise<string> {
    const form = new FormData();
    form.append('image', imageBlob(image), name);
    form.append('type', 'input');
    form.append('overwrite', 'true');
    const answer = await sendJson(`${base}/upload/image`, { method: 'POST', body: form, signal: attempt.signal }, within(attempt));
    const uploaded = parseOutput(Uploaded, answer, provider);
    // `nodes.py` `LoadImage` takes "subfolder/name" (folder_paths.get_annotated_filepath).
    return uploaded.subfolder ? `${uploaded.subfolder}/${uploaded.name}` : uploaded.name;
  }

  /**
   * `server.py` `post_prompt`: validates the workflow (`execution.py` `validate_prompt`) and queues it under the
   * `prompt_id` we chose, so that a job can be removed even when the answer never arrives. A 400 names the invalid nodes
   * in `node_errors` (nothing is queued); a 200 with `node_errors` has queued only the valid outputs.
   * `extra_data.api_key_comfy_org` is the comfy.org key that partner API nodes take as a hidden input (`execution.py`
   * `get_input_data`, lines 183-184 and 199-200) and send to comfy.org; the server drops it before the job enters its
   * history (`SENSITIVE_EXTRA_DATA_KEYS`, execution.py:136 and `PromptQueue.task_done`, 1122-1125).
   */
  async function queue(promptId: string, workflow: Workflow, attempt: Attempt): Promise<void> {
    const extraData = config.apiKey ? { extra_data: { api_key_comfy_org: config.apiKey } } : {};
    const body = jsonRequest({ prompt: workflow, prompt_id: promptId, client_id: 'likeness', ...extraData });
    const describeError = (status: number, text: string) => rejectedPrompt(provider, status, text);
    const answer = await sendJson(`${base}/prompt`, { ...body, signal: attempt.signal }, within(attempt, { describeError }));
    const queued = parseOutput(Queued, answer, provider);
    if (Object.keys(queued.node_errors).length > 0) throw partlyRejected(provider, queued.node_errors);
    if (queued.prompt_id !== promptId) {
      throw invalidOutput(provider, `POST /prompt queued ${queued.prompt_id} instead of the prompt_id ${promptId} it was given (ComfyUI 0.3.64 or later keeps it)`);
    }
  }

  /**
   * Polls until the server's history holds the job (`execution.py` `PromptQueue.task_done`). A job in neither the history
   * nor the queue is lost: the history lives in memory, so a restarted server (or a cleared queue) forgets it, and
   * another attempt queues it again. A server that does not answer may be restarting: it is asked again until the deadline.
   */
  async function waitForEntry(promptId: string, attempt: Attempt): Promise<HistoryEntry> {
    let lastFailure: ModelError | undefined;
    for (;;) {
      giveUpIfDue(attempt, lastFailure);
      const state = await jobState(promptId, attempt).catch((error: unknown) => {
        if (attempt.signal?.aborted) giveUpIfDue(attempt);
        if (!isUnanswered(error)) throw error;
        // Out of time: this failure may only be the request cut short by the deadline.
        giveUpIfDue(attempt, lastFailure);
        lastFailure = error;
        return 'unanswered' as const;
      });
      if (state === 'lost') throw lostJob(promptId);
      if (typeof state === 'object') return state;
      if (state === 'queued') lastFailure = undefined;
      await pause(attempt);
    }
  }

  async function jobState(promptId: string, attempt: Attempt): Promise<HistoryEntry | 'queued' | 'lost'> {
    const entry = await historyOf(promptId, attempt);
    if (entry) return entry;
    if (await isQueued(promptId, attempt)) return 'queued';
    // It may have finished between the two reads.
    return (await historyOf(promptId, attempt)) ?? 'lost';
  }

  /** `server.py` `get_history_prompt_id`: `{}` until the job is done. */
  async function historyOf(promptId: string, attempt: Attempt): Promise<HistoryEntry | undefined> {
    const answer = await sendJson(`${base}/history/${encodeURIComponent(promptId)}`, { signal: attempt.signal }, within(attempt));
    return parseOutput(History, answer, provider)[promptId];
  }

  /** `server.py` `get_queue`: running and pending items, each `[number, prompt_id, ...]`. */
  async function isQueued(promptId: string, attempt: Attempt): Promise<boolean> {
    const queue = parseOutput(Queue, await sendJson(`${base}/queue`, { signal: attempt.signal }, within(attempt)), provider);
    return [...queue.queue_running, ...queue.queue_pending].some((item) => item[1] === promptId);
  }

  async function pause(attempt: Attempt): Promise<void> {
    try {
      await sleep(Math.max(0, Math.min(config.pollIntervalMs, attempt.deadline - Date.now())), undefined, { signal: attempt.signal });
    } catch {
      giveUpIfDue(attempt);
    }
  }

  function lostJob(promptId: string): ModelError {
    return new ModelError(
      `${provider} job ${promptId} is neither queued nor in the server's history: the server was restarted or its queue cleared`,
      { provider, retryable: true },
    );
  }

  /**
   * Runs the job's part of an attempt; when it fails while the job may still be on the server (given up on, cancelled,
   * partly rejected, unanswered), removes the job so that retries do not stack jobs, and says so when it could not.
   */
  async function removingOnFailure<T>(promptId: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      // A 400 to POST /prompt queued nothing (`server.py` `post_prompt`).
      if (!(error instanceof ModelError) || error.status === 400) throw error;
      const failure = await remove(promptId);
      if (!failure) throw error;
      throw new ModelError(`${error.message}; the job may still be on the server, removing it failed: ${failure}`, {
        provider,
        retryable: error.retryable,
        status: error.status,
        cause: error,
      });
    }
  }

  /**
   * `server.py` `post_queue` `{"delete": [id]}` drops a pending job; `post_interrupt` `{"prompt_id": id}` stops it when it
   * is the running one and ignores it otherwise. In this order a job that starts between the two calls is still stopped.
   * Both answer 200 with an empty body. Returns why removing failed, or undefined.
   */
  async function remove(promptId: string): Promise<string | undefined> {
    const settings = { provider, timeoutMs: Math.min(config.timeoutMs, REMOVE_TIMEOUT_MS) };
    try {
      await sendBytes(`${base}/queue`, jsonRequest({ delete: [promptId] }), settings);
      await sendBytes(`${base}/interrupt`, jsonRequest({ prompt_id: promptId }), settings);
      return undefined;
    } catch (error) {
      return (error as Error).message;
    }
  }

  /** `server.py` `view_image`: the file by name, subfolder and folder type. */
  function download(image: OutputImage, attempt: Attempt): Promise<Buffer> {
    const query = new URLSearchParams({ filename: image.filename, subfolder: image.subfolder, type: image.type });
    return sendBytes(`${base}/view?${query.toString()}`, { method: 'GET', signal: attempt.signal }, within(attempt));
  }

  return {
    startAttempt: (signal?: AbortSignal): Attempt => {
      const attempt = { deadline: Date.now() + config.jobTimeoutMs, signal };
      giveUpIfDue(attempt);
      return attempt;
    },
    uploadAll,
    queue,
    waitForEntry,
    removingOnFailure,
    download,
  };
}

/** Transport failures and 5xx: the server may be restarting; anything else is an answer. */
function isUnanswered(error: unknown): error is ModelError {
  return error instanceof ModelError && error.retryable;
}
