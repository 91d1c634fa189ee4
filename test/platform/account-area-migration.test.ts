import assert from 'node:assert/strict';
import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../../src/db/migrations';
import { AccountArea1763701300000 } from '../../src/db/migrations/1763701300000-account-area';
import { SnakeNamingStrategy } from '../../src/db/naming-strategy';
import { signupCreditKey } from '../../src/services/email-addresses';
import { createTestDatabase, type TestDatabase } from '../support/database';

const timestampOf = (migration: { name: string }) => Number(/\d{13}/.exec(migration.name)?.[0]);
const ACCOUNT_AREA = timestampOf(AccountArea1763701300000);

function dataSourceWith(url: string, poolSize: number | undefined, migrations: typeof MIGRATIONS): DataSource {
  return new DataSource({ type: 'postgres', url, migrations, migrationsTableName: 'migrations', namingStrategy: new SnakeNamingStrategy(), extra: { max: poolSize ?? 2 } });
}

describe('the account area migration on a database that has accounts', function () {
  this.timeout(60_000);
  let database: TestDatabase;

  before(async () => {
    database = await createTestDatabase();
  });

  after(async () => {
    await database?.drop();
  });

  it('existing accounts are verified and their addresses count as granted; sign-in failure windows carry over, and back', async () => {
    const before = dataSourceWith(database.url, database.poolSize, MIGRATIONS.filter((migration) => timestampOf(migration) < ACCOUNT_AREA));
    await before.initialize();
    await before.runMigrations({ transaction: 'each' });
    await before.query(`INSERT INTO users (email, plan, credits) VALUES ('old.timer+x@gmail.com', 'free', 0), ('ops@example.test', 'free', 0)`);
    await before.query(`INSERT INTO sign_in_failures (key, failures, window_ends_at) VALUES ('email:ops@example.test', 3, now() + interval '10 minutes')`);
    await before.destroy();

    const after = dataSourceWith(database.url, database.poolSize, MIGRATIONS.filter((migration) => timestampOf(migration) <= ACCOUNT_AREA));
    await after.initialize();
    assert.deepEqual((await after.runMigrations({ transaction: 'each' })).map((migration) => migration.name), ['AccountArea1763701300000']);
    const users: Array<{ verified: boolean; created: boolean }> = await after.query('SELECT email_verified_at = created_at AS verified, deleted_at IS NULL AS created FROM users');
    assert.deepEqual(users, [{ verified: true, created: true }, { verified: true, created: true }]);
    const grants: Array<{ email_key: string }> = await after.query('SELECT email_key FROM signup_credit_grants ORDER BY email_key');
    assert.deepEqual(grants.map((grant) => grant.email_key), [signupCreditKey('oldtimer@gmail.com'), signupCreditKey('ops@example.test')].sort());
    assert.deepEqual(await after.query('SELECT key, count FROM request_counts'), [{ key: 'sign-in:email:ops@example.test', count: 3 }]);

    await after.undoLastMigration({ transaction: 'each' });
    assert.deepEqual(await after.query('SELECT key, failures FROM sign_in_failures'), [{ key: 'email:ops@example.test', failures: 3 }]);
    await after.destroy();
  });
});
