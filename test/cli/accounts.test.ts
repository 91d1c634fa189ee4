import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { runCli, runCliCommand } from '../support/cli';
import { call } from '../support/http';
import { getTestStack, type TestStack } from '../support/stack';

describe('likeness CLI: users and credits', () => {
  let stack: TestStack;

  before(async () => {
    stack = await getTestStack();
  });

  it('users create prints a key that works on the API, and credits grant adds to its balance', async () => {
    const email = `cli-${randomUUID()}@example.com`;
    const created = JSON.parse(await runCliCommand(stack, ['users', 'create', '--email', email, '--credits', '4', '--json']));
    assert.equal(created.email, email);
    assert.match(created.api_key, /^lk_live_[0-9A-Za-z]{40}$/);
    const before = await call(stack.baseUrl, 'GET', '/api/credits', { key: created.api_key });
    assert.deepEqual(before.body, { credits: 4, plan: 'free' });

    const granted = JSON.parse(await runCliCommand(stack, ['credits', 'grant', '--email', email, '--amount', '6', '--json']));
    assert.deepEqual(granted, { credits: 10 });
    const after = await call(stack.baseUrl, 'GET', '/api/credits', { key: created.api_key });
    assert.equal(after.body.credits, 10);
  });

  it('refuses bad options with a one-line error and exit status 1, and an unknown command with the usage', async () => {
    const badAmount = await runCli(stack, ['credits', 'grant', '--email', 'nobody@example.com', '--amount', 'ten']);
    assert.equal(badAmount.code, 1);
    assert.equal(badAmount.stderr.trim(), 'Error: --amount must be a whole number');

    const missingEmail = await runCli(stack, ['users', 'create']);
    assert.equal(missingEmail.code, 1);
    assert.equal(missingEmail.stderr.trim(), 'Error: --email is required');

    const unknown = await runCli(stack, ['users', 'rename']);
    assert.equal(unknown.code, 2);
    assert.match(unknown.stdout, /^Usage: likeness <command>/);
    assert.match(unknown.stdout, /credits reconcile/);
  });
});
