import { loadConfig } from '../config/env';
import { migrateDatabase } from '../db/data-source';
import { seedLibrary } from '../library/seed';
import type { OpenedDatabase } from '../runtime/database';
import { createStorage } from '../storage';
import type { CliOptions } from './options';

/** `likeness migrate` */
export async function migrate(db: OpenedDatabase): Promise<void> {
  const applied = await migrateDatabase(db.dataSource);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
}

/** `likeness library seed [--json]` */
export async function librarySeed(db: OpenedDatabase, options: CliOptions): Promise<void> {
  const report = await seedLibrary(db.dataSource, createStorage(loadConfig()));
  if (options.json) console.log(JSON.stringify({ added: report.added, already_present: report.alreadyPresent, elapsed_ms: report.elapsedMs }));
  else console.log(`Library: added ${report.added.length} characters, ${report.alreadyPresent} already present (${report.elapsedMs} ms).`);
}
