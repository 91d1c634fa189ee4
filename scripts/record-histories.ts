/**
 * Records one completed history of every workflow type into test/histories/<workflowType>.json for
 * the replay test. Runs the real stack (as the tests do), drives each workflow through the API,
 * then exports the histories of the types that have none yet (a recorded history is kept: it is what proves that runs
 * started by older code still replay). Run: npm run record-histories; `-- --all` records every type again.
 */
import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { requireTemporalCli } from '../src/temporal/runtime/temporal-cli';
import { getTestStack, stopTestStack } from '../test/support/stack';
import { driveEveryWorkflow } from './record-histories/drive';
import { startWebhookReceiver } from '../test/support/webhook-receiver';

const OUT = path.join(__dirname, '..', 'test', 'histories');

async function main(): Promise<void> {
  // An export's run keeps its zip this long before it completes; a week would keep the recording waiting.
  process.env.ACCOUNT_EXPORT_TTL ??= '2s';
  const stack = await getTestStack();
  const receiver = await startWebhookReceiver();
  await driveEveryWorkflow(stack, receiver);
  const client = stack.env.client;
  // Webhook deliveries outlive the runs that started them.
  while ((await client.workflow.count('ExecutionStatus = "Running"')).count > 0) await new Promise((resolve) => setTimeout(resolve, 200));
  const again = process.argv.includes('--all');
  const recorded = new Set<string>(again ? [] : fs.readdirSync(OUT).filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -'.json'.length)));
  for await (const execution of client.workflow.list({ query: 'ExecutionStatus = "Completed"' })) {
    if (recorded.has(execution.type)) continue;
    // The CLI's JSON export is the format Worker.runReplayHistories reads (historyFromJSON).
    const history = execFileSync(requireTemporalCli(), [
      'workflow', 'show', '--address', stack.env.address, '--workflow-id', execution.workflowId, '--run-id', execution.runId, '--output', 'json',
    ]);
    fs.writeFileSync(path.join(OUT, `${execution.type}.json`), history);
    recorded.add(execution.type);
    console.log(`recorded ${execution.type} (${execution.workflowId})`);
  }
  await receiver.close();
  await stopTestStack();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
