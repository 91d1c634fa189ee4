import { upsertSearchAttributes } from '@temporalio/workflow';
import { SEARCH_ATTRIBUTES } from '../temporal/contracts/names';

/** Shows a run's stage in the Temporal UI (LikenessStatus search attribute). */
export function publishStatus(status: string): void {
  upsertSearchAttributes([{ key: SEARCH_ATTRIBUTES.status, value: status }]);
}
