/** The latency probe's workflows: nothing but N no-op activities in a row, remote or local. */
import { proxyActivities, proxyLocalActivities } from '@temporalio/workflow';
import type * as activities from './activities';

const remote = proxyActivities<typeof activities>({ startToCloseTimeout: '10 seconds' });
const local = proxyLocalActivities<typeof activities>({ startToCloseTimeout: '10 seconds' });

export async function probeRemoteActivities(count: number): Promise<void> {
  for (let index = 0; index < count; index++) await remote.noop();
}

export async function probeLocalActivities(count: number): Promise<void> {
  for (let index = 0; index < count; index++) await local.noop();
}
