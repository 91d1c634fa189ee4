import assert from 'node:assert/strict';
import { WorkflowFailedError } from '@temporalio/client';
import type { Activities } from '../../src/activities';
import type { AccountEmailInput } from '../../src/operations/account-email';
import type { DeleteAccountInput, DeleteAccountOutput } from '../../src/operations/account-deletion';
import type { ExportAccountInput, ExportAccountOutput } from '../../src/operations/account-export';
import { WORKFLOW_TYPES } from '../../src/temporal/contracts/names';
import { startOwnTimeSkipping, startStubWorker, type StubWorker, type TimeSkipping } from '../support/time-skipping';

const ACTIVITIES: Array<keyof Activities> = [
  'sendAccountEmail',
  'buildAccountExport',
  'failAccountExport',
  'expireAccountExport',
  'closeAccountAccess',
  'stopAccountRuns',
  'settleAccountCharges',
  'cancelAccountSubscriptions',
  'eraseAccountData',
  'anonymiseAccount',
];
const WEEK_MS = 7 * 86_400_000;
const exportInput: ExportAccountInput = { exportId: 'export-1', userId: 'user-1', ttlMs: WEEK_MS };

/** Stubs that write down the order they were called in. */
function recorder() {
  const calls: string[] = [];
  const note = <K extends keyof Activities>(name: K, answer: Awaited<ReturnType<Activities[K]>>) =>
    (async (input: { kind?: string }) => {
      calls.push(input?.kind ? `${name}:${input.kind}` : name);
      return answer;
    }) as unknown as Activities[K];
  return { calls, note };
}

describe('account runs with stub activities (time-skipping test server): export timer, deletion order', function () {
  this.timeout(60_000);
  let timeSkipping: TimeSkipping;
  let worker: StubWorker;

  // A server of its own: its timers span a week, and runs that earlier suites left on the shared one keep it from skipping time.
  before(async function () {
    timeSkipping = await startOwnTimeSkipping(this);
    worker = await startStubWorker(timeSkipping, ACTIVITIES);
  });

  after(async () => {
    await worker?.stop();
    await timeSkipping?.env.teardown();
  });

  it('an export is built, announced, kept for its TTL on a durable timer (a week on the server\'s clock), then deleted', async () => {
    const { calls, note } = recorder();
    let span = 0;
    const output = await worker.run<ExportAccountOutput>(
      {
        buildAccountExport: note('buildAccountExport', { status: 'ready', expiresAt: null }),
        sendAccountEmail: note('sendAccountEmail', { sent: true }),
        expireAccountExport: note('expireAccountExport', undefined),
      },
      WORKFLOW_TYPES.exportAccount,
      exportInput,
      async (handle) => {
        const started = (await handle.describe()).startTime.getTime();
        await handle.result();
        span = ((await handle.describe()).closeTime?.getTime() ?? 0) - started;
      },
    );
    assert.deepEqual(output, { status: 'expired' });
    assert.deepEqual(calls, ['buildAccountExport', 'sendAccountEmail:export_ready', 'expireAccountExport']);
    assert.ok(span >= WEEK_MS && span < WEEK_MS + 60_000, `the zip lives a week (${span} ms)`);
  });

  it('an export whose mail cannot be sent is still kept and deleted on time; one that cannot be built ends failed', async () => {
    const { calls, note } = recorder();
    const refused = (async () => {
      throw Object.assign(new Error('550 no such mailbox'), { name: 'MailRefused' });
    }) as Activities['sendAccountEmail'];
    const kept = await worker.run<ExportAccountOutput>(
      { buildAccountExport: note('buildAccountExport', { status: 'ready', expiresAt: null }), sendAccountEmail: refused, expireAccountExport: note('expireAccountExport', undefined) },
      WORKFLOW_TYPES.exportAccount,
      exportInput,
    );
    assert.deepEqual(kept, { status: 'expired' });
    const broken = (async () => {
      throw new Error('the disk is full');
    }) as Activities['buildAccountExport'];
    calls.length = 0;
    const failed = await worker.run<ExportAccountOutput>(
      { buildAccountExport: broken, failAccountExport: note('failAccountExport', undefined), expireAccountExport: note('expireAccountExport', undefined) },
      WORKFLOW_TYPES.exportAccount,
      exportInput,
    );
    assert.deepEqual(failed, { status: 'failed' });
    assert.deepEqual(calls, ['failAccountExport']);
  });

  it('a cancelled export (its account is being deleted) deletes its zip at once', async () => {
    const { calls, note } = recorder();
    await assert.rejects(
      worker.run(
        { buildAccountExport: note('buildAccountExport', { status: 'ready', expiresAt: null }), sendAccountEmail: note('sendAccountEmail', { sent: true }), expireAccountExport: note('expireAccountExport', undefined) },
        WORKFLOW_TYPES.exportAccount,
        exportInput,
        async (handle) => {
          while (!calls.includes('sendAccountEmail:export_ready')) await new Promise((resolve) => setTimeout(resolve, 20));
          await handle.cancel();
        },
      ),
      (error: unknown) => error instanceof WorkflowFailedError && /cancel/i.test(String(error.cause)),
    );
    assert.deepEqual(calls, ['buildAccountExport', 'sendAccountEmail:export_ready', 'expireAccountExport']);
  });

  it('a deletion closes access, waits until no run of the account is left, settles, cancels the subscriptions, erases, says goodbye, then anonymises', async () => {
    const { calls, note } = recorder();
    const running = [['storybook-1', 'comic-2'], ['storybook-1'], []];
    const stopAccountRuns: Activities['stopAccountRuns'] = async () => {
      calls.push('stopAccountRuns');
      return { running: running.shift() ?? [] };
    };
    const output = await worker.run<DeleteAccountOutput>(
      {
        closeAccountAccess: note('closeAccountAccess', undefined),
        stopAccountRuns,
        settleAccountCharges: note('settleAccountCharges', { refundedUnits: 2 }),
        cancelAccountSubscriptions: note('cancelAccountSubscriptions', { cancelled: ['sub_1'], unknownCustomer: false }),
        eraseAccountData: note('eraseAccountData', undefined),
        sendAccountEmail: note('sendAccountEmail', { sent: true }),
        anonymiseAccount: note('anonymiseAccount', undefined),
      },
      WORKFLOW_TYPES.deleteAccount,
      { userId: 'user-1', requestedAt: new Date().toISOString() } satisfies DeleteAccountInput,
    );
    assert.deepEqual(output, { stoppedRuns: 2, refundedUnits: 2, cancelledSubscriptions: 1 });
    assert.deepEqual(calls, [
      'closeAccountAccess',
      'stopAccountRuns',
      'stopAccountRuns',
      'stopAccountRuns',
      'settleAccountCharges',
      'cancelAccountSubscriptions',
      'eraseAccountData',
      'sendAccountEmail:account_deleted',
      'anonymiseAccount',
    ]);
  });

  it('an email whose SMTP server is down is tried again until it is up', async () => {
    let attempts = 0;
    const downTwice: Activities['sendAccountEmail'] = async () => {
      attempts += 1;
      if (attempts < 3) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      return { sent: true, messageId: '<m@likeness>' };
    };
    const email: AccountEmailInput = { kind: 'reset_password', userId: 'user-1' };
    assert.deepEqual(await worker.run({ sendAccountEmail: downTwice }, WORKFLOW_TYPES.sendAccountEmail, email), { sent: true, messageId: '<m@likeness>' });
    assert.equal(attempts, 3);
  });
});
