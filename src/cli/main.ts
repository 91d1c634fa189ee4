import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env';
import { AppError } from '../errors';
import type { OpenedDatabase } from '../runtime/database';
import { UsageError, type CliOptions } from './options';

const USAGE = `Usage: likeness <command>

  users create --email E [--plan P] [--credits N] [--password P] [--json]
                                                              create a user and print its first API key; with
                                                              --password the user can also sign in to the console
  users delete --email E [--json]                             delete an account and everything in it, as its owner can
                                                              (its runs stopped and refunded; ledger and sales kept
                                                              without the person); resumes a deletion that failed
  credits grant --email E --amount N [--json]                 add credits to a user
  credits reconcile [--fix] [--json]                          list (and with --fix refund) credits of ended runs
                                                              that were neither delivered nor refunded
  migrate                                                     apply pending database migrations
  library seed [--json]                                       add the pre-built library characters (idempotent)
  storybooks replay-failed [--since DATE] [--user EMAIL] [--dry-run]
                                                              list storybooks with failed pages and retry them (1 credit per page)
  models check [--json]                                       send one small real request to each configured image
                                                              model, judge and planner; say what works and what not
                                                              (exit status 1 when anything fails; no database needed)

The database is DATABASE_URL, else the running \`npm run dev\` stack's, else the embedded one under .data/.`;

type Command = (db: OpenedDatabase, options: CliOptions) => Promise<void>;
/** A command that needs no database and says its own exit status. */
type StandaloneCommand = (options: CliOptions) => Promise<number>;

/** Each command's module is loaded only when it runs, so a command pays only for what it uses. */
const COMMANDS: Record<string, () => Promise<Command>> = {
  'users create': async () => (await import('./accounts')).usersCreate,
  'users delete': async () => (await import('./users-delete')).usersDelete,
  'credits grant': async () => (await import('./accounts')).creditsGrant,
  'credits reconcile': async () => (await import('./credits')).creditsReconcile,
  migrate: async () => (await import('./database')).migrate,
  'library seed': async () => (await import('./database')).librarySeed,
  'storybooks replay-failed': async () => (await import('./storybooks')).storybooksReplayFailed,
};

const STANDALONE_COMMANDS: Record<string, () => Promise<StandaloneCommand>> = {
  'models check': async () => (await import('./models')).modelsCheck,
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
  const loadCommand = COMMANDS[name];
  const loadStandalone = STANDALONE_COMMANDS[name];
  if (values.help || (!loadCommand && !loadStandalone)) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  if (loadStandalone) return (await loadStandalone())(values);
  const command = await loadCommand();
  const { openDatabase } = await import('../runtime/database');
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
