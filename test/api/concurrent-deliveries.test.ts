import assert from 'node:assert/strict';
import { createReadyCharacter } from '../support/characters';
import { call } from '../support/http';
import { assertLedgerExact } from '../support/integrity';
import { getTestStack, type TestStack } from '../support/stack';
import { createTestUser } from '../support/users';

const CONCURRENT_GENERATES = 8;
/** PostgreSQL publishes other sessions' statistics about once a second. */
const STATS_FLUSH_MS = 1500;

async function deadlocksSoFar(stack: TestStack): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, STATS_FLUSH_MS));
  await stack.dataSource.query('SELECT pg_stat_clear_snapshot()');
  const [row] = await stack.dataSource.query<Array<{ deadlocks: string }>>('SELECT deadlocks FROM pg_stat_database WHERE datname = current_database()');
  return Number(row.deadlocks);
}

describe('deliveries for one user at the same time (PostgreSQL)', function () {
  this.timeout(180_000);
  let stack: TestStack;

  before(async function () {
    // The embedded PGlite serves one session, where transactions cannot deadlock: the check needs a real server.
    if (!process.env.DATABASE_URL) this.skip();
    stack = await getTestStack();
  });

  it('records concurrent generates and storybook pages of one user without a single deadlock, each unit paid once', async () => {
    const user = await createTestUser(stack, { credits: 40 });
    const character = await createReadyCharacter(stack, user.id, 'Mia', 'a 7-year-old girl with curly red hair in a yellow raincoat');
    const before = await deadlocksSoFar(stack);

    const generates = Array.from({ length: CONCURRENT_GENERATES }, (_, index) =>
      call(stack.baseUrl, 'POST', '/api/generate', { key: user.key, body: { character_id: character.id, prompt: `Mia in scene ${index}`, max_retries: 1, no_cache: true } }),
    );
    const pages = Array.from({ length: 8 }, (_, index) => `Mia on page ${index + 1}`);
    const storybook = call(stack.baseUrl, 'POST', '/api/storybook', { key: user.key, body: { character_id: character.id, pages } });
    const responses = await Promise.all([...generates, storybook]);
    for (const res of responses) assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(responses.at(-1)?.body.generated, pages.length);

    assert.equal(await deadlocksSoFar(stack), before, 'PostgreSQL aborted a delivery as a deadlock');
    await assertLedgerExact(stack, user, 40, CONCURRENT_GENERATES + pages.length);
  });
});
