import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { historyFromJSON } from '@temporalio/common/lib/proto-utils';
import { Worker } from '@temporalio/worker';
import * as workflows from '../../src/workflows';
import { WORKFLOW_TYPES } from '../../src/temporal/contracts/names';
import { getTestStack } from '../support/stack';

const HISTORIES = path.join(__dirname, '..', 'histories');

/**
 * Recorded histories of every workflow type (scripts/record-histories.ts) replayed against today's
 * workflow code: a change that would break running workflows (non-determinism) fails here.
 */
describe('workflow replay of recorded histories', () => {
  const files = fs.readdirSync(HISTORIES).filter((file) => file.endsWith('.json'));

  it('has a recorded history for every workflow type the worker registers', () => {
    const recorded = new Set(files.map((file) => file.split('.')[0]));
    const exported = Object.keys(workflows);
    assert.deepEqual(exported.filter((name) => !recorded.has(name)), [], 'run `npm run record-histories` after adding a workflow');
  });

  it('registers exactly the workflow types that operations start by name', () => {
    assert.deepEqual(Object.keys(workflows).sort(), Object.values(WORKFLOW_TYPES).sort());
  });

  it('replays each recorded history deterministically', async () => {
    const { workflowBundle } = await getTestStack();
    const histories = files.map((file) => ({
      workflowId: file,
      history: historyFromJSON(JSON.parse(fs.readFileSync(path.join(HISTORIES, file), 'utf8'))),
    }));
    const failures: string[] = [];
    for await (const result of Worker.runReplayHistories({ workflowBundle }, histories)) {
      if (result.error) failures.push(`${result.workflowId}: ${result.error.message}`);
    }
    assert.deepEqual(failures, []);
  });
});
