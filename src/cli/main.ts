import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env';
import { migrateDatabase } from '../db/data-source';
import { AppError } from '../errors';
import { openDatabase, OpenedDatabase } from '../runtime/database';
import { createServices } from '../services';
import { seedLibrary } from '../library/seed';
import { createStorage } from '../storage';
import { creditsReconcile } from './credits';
import { storybooksReplayFailed } from './storybooks';

const USAGE = `Usage: likeness <command>

  users create --email E [--plan P] [--credits N] [--password P] [--json]
                                                              create a user and print its first API key; with
                                                              --password the user can also sign in to the console
  credits grant --email E --amount N [--json]                 add credits to a user
  credits reconcile [--fix] [--json]                          list (and with --fix refund) credits of ended runs
                                                              that were neither delivered nor refunded
  migrate                                                     apply pending database migrations
  library seed [--json]                                       add the pre-built library characters (idempotent)
  storybooks replay-failed [--since DATE] [--user EMAIL] [--dry-run]
                                                              list storybooks with failed pages and retry them (1 credit per page)

The database is DATABASE_URL, else the running \`npm run dev\` stack's, else the embedded one under .data/.`;

type Options = Record<string, string | boolean | undefined>;

class UsageError extends Error {}

function requireString(options: Options, name: string): string {
  const value = options[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required`);
  return value;
}

function optionalInteger(options: Options, name: string): number | undefined {
  const value = options[name];
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (typeof value !== 'string' || !Number.isInteger(parsed)) throw new UsageError(`--${name} must be a whole number`);
  return parsed;
}

async function usersCreate(db: OpenedDatabase, options: Options): Promise<void> {
  const { users } = createServices(db.dataSource, createStorage(loadConfig()));
  const { user, apiKey } = await users.create({
    email: requireString(options, 'email'),
    plan: typeof options.plan === 'string' ? options.plan : undefined,
    credits: optionalInteger(options, 'credits'),
    password: typeof options.password === 'string' ? options.password : undefined,
  });
  if (options.json) console.log(JSON.stringify({ user_id: user.id, email: user.email, api_key: apiKey }));
  else console.log(`Created ${user.email} (${user.id}) on plan ${user.plan} with ${user.credits} credits.\nAPI key (shown once): ${apiKey}`);
}

async function creditsGrant(db: OpenedDatabase, options: Options): Promise<void> {
  const { users } = createServices(db.dataSource, createStorage(loadConfig()));
  const amount = optionalInteger(options, 'amount');
  if (amount === undefined) throw new UsageError('--amount is required');
  const user = await users.findByEmail(requireString(options, 'email'));
  const credits = await users.grant(user.id, amount, 'granted with the CLI');
  if (options.json) console.log(JSON.stringify({ credits }));
  else console.log(`${user.email} now has ${credits} credits.`);
}

async function migrate(db: OpenedDatabase): Promise<void> {
  const applied = await migrateDatabase(db.dataSource);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
}

async function librarySeed(db: OpenedDatabase, options: Options): Promise<void> {
  const report = await seedLibrary(db.dataSource, createStorage(loadConfig()));
  if (options.json) console.log(JSON.stringify({ added: report.added, already_present: report.alreadyPresent, elapsed_ms: report.elapsedMs }));
  else console.log(`Library: added ${report.added.length} characters, ${report.alreadyPresent} already present (${report.elapsedMs} ms).`);
}

const COMMANDS: Record<string, (db: OpenedDatabase, options: Options) => Promise<void>> = {
  'users create': usersCreate,
  'credits grant': creditsGrant,
  'credits reconcile': creditsReconcile,
  migrate,
  'library seed': librarySeed,
  'storybooks replay-failed': storybooksReplayFailed,
};

export async function runCli(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      plan: { type: 'string' },
      credits: { type: 'string' },
      password: { type: 'string' },
      amount: { type: 'string' },
      json: { type: 'boolean' },
      since: { type: 'string' },
      user: { type: 'string' },
      'dry-run': { type: 'boolean' },
      fix: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const name = positionals[0] === 'migrate' ? 'migrate' : positionals.slice(0, 2).join(' ');
  const command = COMMANDS[name];
  if (values.help || !command) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const db = await openDatabase(loadConfig());
  try {
    await command(db, values);
    return 0;
  } finally {
    await db.close();
  }
}

/** Entry point of the `likeness` bin: runs the command and exits with its status. */
export function main(): void {
  runCli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      const known = error instanceof AppError || error instanceof UsageError;
      console.error(known ? `Error: ${error.message}` : error);
      process.exit(known ? 1 : 2);
    },
  );
}
