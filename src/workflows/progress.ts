// What a run shows while it works: a `progress` query for clients and the LikenessStatus search attribute for
// operators in the Temporal UI.
import { defineQuery, setHandler, upsertSearchAttributes } from '@temporalio/workflow';
import { SEARCH_ATTRIBUTES } from '../temporal/contracts/names';

export interface Progress {
  status: string;
}

/** Every workflow answers this query with its progress object (status plus its own counters). */
export const progressQuery = defineQuery<Progress>('progress');

/** Shows a run's stage in the Temporal UI (LikenessStatus search attribute). */
export function publishStatus(status: string): void {
  upsertSearchAttributes([{ key: SEARCH_ATTRIBUTES.status, value: status }]);
}

/** Answers the progress query with `progress` (updated in place by the caller); `stage` moves its status. */
export function trackProgress<P extends Progress>(progress: P): { progress: P; stage: (status: string) => void } {
  setHandler(progressQuery, () => progress);
  const stage = (status: string): void => {
    progress.status = status;
    publishStatus(status);
  };
  return { progress, stage };
}

/** Runs a workflow's work and reports `completed` or `failed` at the end (by default as the status search attribute). */
export async function withFinalStatus<T>(work: () => Promise<T>, report: (status: string) => void = publishStatus): Promise<T> {
  try {
    const result = await work();
    report('completed');
    return result;
  } catch (error) {
    report('failed');
    throw error;
  }
}
