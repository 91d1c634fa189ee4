import type { Client } from '@temporalio/client';
import type { AppConfig } from '../config/env';
import { AppError } from '../errors';
import { TASK_QUEUES } from '../temporal/contracts/names';
import { isTemporalUnreachable } from '../temporal/runtime/client';
import { millisOf, type Timestamp } from '../temporal/runtime/timestamps';

/**
 * Admission control for synchronous generation requests: an API process answers 503 with Retry-After
 * at once, before any workflow starts (so before any credit is charged), when it already waits on
 * API_MAX_INFLIGHT_GENERATIONS runs, when no worker polls the generation queue, or when Temporal does not answer.
 */

export interface CapacitySettings {
  maxInFlight: number;
}

export type QueueHealth = 'ok' | 'no-worker' | 'unreachable';

export interface PollerSighting {
  identity?: string | null;
  lastAccessTime?: Timestamp | null;
}

export interface WorkerSighting {
  workerIdentity?: string | null;
  status?: number | null;
  heartbeatTime?: Timestamp | null;
}

/** temporal.api.enums.v1.WorkerStatus values. */
const WORKER_STATUS = { running: 1, shuttingDown: 2, shutdown: 3 } as const;
/** TaskQueueType.TASK_QUEUE_TYPE_WORKFLOW */
const WORKFLOW_QUEUE = 1;
/** Workers heartbeat at most every 60 s and long polls last about a minute: older sightings are of gone workers. */
const SIGHTING_FRESH_MS = 90_000;
/**
 * Polls the server records up to this long after a worker announced its shutdown are that worker's last ones (a long
 * poll it had open, cancelled as it stopped). A worker started again has an identity of its own (workerIdentity), so
 * no new worker's polls are mistaken for them.
 */
const LAST_POLLS_AFTER_SHUTDOWN_MS = 1_000;
/** How long one look at the queue is reused: a burst of requests costs one round trip. */
const QUEUE_CHECK_CACHE_MS = 1_000;
/** How long the API waits for Temporal to describe the queue before calling it unreachable. */
const QUEUE_CHECK_DEADLINE_MS = 2_000;
const RETRY_AFTER_S = { busy: 5, noWorker: 15, unreachable: 10 };
const SERVICE_UNAVAILABLE = 503;

export class ServiceBusyError extends AppError {
  constructor(message: string, retryAfterS: number) {
    super(SERVICE_UNAVAILABLE, `${message}; retry after ${retryAfterS} s`, {}, { 'Retry-After': String(retryAfterS) });
    this.name = 'ServiceBusyError';
  }
}

/**
 * Whether some worker serves the queue: one whose heartbeat says it runs (workers heartbeat about once a
 * minute, so a new one may have none yet), or one that polled recently and after the last shutdown
 * announced under its identity (a stopped worker's pollers stay listed for minutes, its last poll a moment after). In doubt it answers
 * true: a request that waits for a worker is better than a 503 while one serves.
 */
export function hasLiveWorker(pollers: PollerSighting[], workers: WorkerSighting[], now: number): boolean {
  const fresh = (time: Timestamp | null | undefined) => millisOf(time) > now - SIGHTING_FRESH_MS;
  if (workers.some((worker) => worker.status === WORKER_STATUS.running && fresh(worker.heartbeatTime))) return true;
  const stopping: number[] = [WORKER_STATUS.shuttingDown, WORKER_STATUS.shutdown];
  const lastShutdown = new Map<string, number>();
  for (const worker of workers.filter((candidate) => stopping.includes(candidate.status ?? 0))) {
    const identity = worker.workerIdentity ?? '';
    lastShutdown.set(identity, Math.max(lastShutdown.get(identity) ?? 0, millisOf(worker.heartbeatTime)));
  }
  const polledSinceShutdown = (poller: PollerSighting) => {
    const shutdown = lastShutdown.get(poller.identity ?? '');
    return shutdown === undefined || millisOf(poller.lastAccessTime) > shutdown + LAST_POLLS_AFTER_SHUTDOWN_MS;
  };
  return pollers.some((poller) => fresh(poller.lastAccessTime) && polledSinceShutdown(poller));
}

/** One look at the generation queue: who polls it and what the workers' heartbeats say. */
export async function inspectGenerationQueue(client: Client, namespace: string): Promise<QueueHealth> {
  const service = client.workflowService;
  try {
    const [queue, workers] = await client.withDeadline(Date.now() + QUEUE_CHECK_DEADLINE_MS, () =>
      Promise.all([
        service.describeTaskQueue({ namespace, taskQueue: { name: TASK_QUEUES.generation }, taskQueueType: WORKFLOW_QUEUE }),
        // Servers without worker heartbeats: the pollers alone decide.
        service.listWorkers({ namespace, query: `TaskQueue = '${TASK_QUEUES.generation}'`, pageSize: 100 }).catch(() => undefined),
      ]),
    );
    const heartbeats = (workers?.workersInfo ?? []).flatMap((info) => (info.workerHeartbeat ? [info.workerHeartbeat] : []));
    return hasLiveWorker(queue.pollers ?? [], heartbeats, Date.now()) ? 'ok' : 'no-worker';
  } catch (error) {
    // Anything but unavailability (a server that forbids describing queues): no opinion, the run starts as usual.
    return isTemporalUnreachable(error) ? 'unreachable' : 'ok';
  }
}

const REFUSALS: Record<Exclude<QueueHealth, 'ok'>, () => ServiceBusyError> = {
  'no-worker': () => new ServiceBusyError('No worker is serving generation requests right now', RETRY_AFTER_S.noWorker),
  unreachable: () => new ServiceBusyError('The workflow service is unreachable', RETRY_AFTER_S.unreachable),
};

/** The admission control of one API process (see the module comment). */
export class GenerationCapacity {
  private inFlight = 0;
  private lastLook?: { at: number; health: Promise<QueueHealth> };

  constructor(
    private readonly client: Client,
    private readonly namespace: string,
    private readonly settings: CapacitySettings,
  ) {}

  /** Runs `work` (start a generation workflow and wait for it) when there is room, else throws a 503 ServiceBusyError. */
  async admit<T>(work: () => Promise<T>): Promise<T> {
    if (this.inFlight >= this.settings.maxInFlight) {
      throw new ServiceBusyError(`This server is busy with ${this.inFlight} generations`, RETRY_AFTER_S.busy);
    }
    this.inFlight += 1;
    try {
      const health = await this.queueHealth();
      if (health !== 'ok') throw REFUSALS[health]();
      return await work();
    } finally {
      this.inFlight -= 1;
    }
  }

  private queueHealth(): Promise<QueueHealth> {
    const now = Date.now();
    if (!this.lastLook || now - this.lastLook.at > QUEUE_CHECK_CACHE_MS) {
      this.lastLook = { at: now, health: inspectGenerationQueue(this.client, this.namespace) };
    }
    return this.lastLook.health;
  }
}

export function generationCapacity(client: Client, config: Pick<AppConfig, 'temporal' | 'generationCapacity'>): GenerationCapacity {
  return new GenerationCapacity(client, config.temporal.namespace, config.generationCapacity);
}
