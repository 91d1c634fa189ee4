/**
 * One export in a process of its own, as the API (comic exports) or a worker (storybook PDF, account export) builds
 * it, with the same storage the production process has: the process's resident memory once its modules are loaded
 * and its database connected (idle), then its peak while the export runs (VmHWM, reset before; and VmRSS,
 * heap and external memory sampled every 10 ms). Prints one line, `measured {json}`.
 * `node -r ./bin/register.js bench/exports/measure-export.ts <kind> <user id> <id>` with the stack's environment.
 */
import fs from 'node:fs';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { createStorybookActivities } from '../../src/activities/storybooks';
import { loadConfig } from '../../src/config/env';
import { connectDatabase } from '../../src/db/data-source';
import { createActivityDeps } from '../../src/runtime/dependencies';
import { AccountExports } from '../../src/services/account-exports';
import { CreditLedger } from '../../src/services/credit-ledger';
import { createServices } from '../../src/services';
import { createStorage } from '../../src/storage';

/** `idle` makes nothing (a first run that fills the transpile cache for the others). */
export type ExportKind = 'idle' | 'account' | 'storybook-pdf' | 'comic-cbz' | 'comic-epub' | 'comic-pdf' | 'comic-panels-pdf' | 'webtoon-slice';

export interface Measured {
  kind: ExportKind;
  idleRss: number;
  /** VmHWM after the export (the high-water mark was reset to the idle size before it). */
  peakRss: number;
  sampledPeakRss: number;
  peakHeapUsed: number;
  peakExternal: number;
  peakArrayBuffers: number;
  /** Bytes of what the export made. */
  bytes: number;
  ms: number;
}

const SAMPLE_EVERY_MS = 10;

const statusKb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) * 1024;

/** Counts what a stream (or a whole buffer) holds, keeping nothing; a stored export is counted by its size. */
async function consumed(made: Buffer | Readable | number): Promise<number> {
  if (typeof made === 'number') return made;
  if (Buffer.isBuffer(made)) return made.length;
  let bytes = 0;
  await pipeline(made, new Writable({ write: (chunk: Buffer, _encoding, done) => ((bytes += chunk.length), done()) }));
  return bytes;
}

async function main(): Promise<void> {
  const [kind, userId, id] = process.argv.slice(2) as [ExportKind, string, string];
  const config = loadConfig(process.env);
  const dataSource = await connectDatabase({ url: String(process.env.DATABASE_URL), poolSize: 2 });
  // The worker's storage (a read cache in front) for what a worker builds; the API's for what a route answers.
  const workerDeps = createActivityDeps(config, dataSource);
  const services = createServices(dataSource, createStorage(config));
  const storybooks = createStorybookActivities(workerDeps, new CreditLedger(dataSource));
  const exports = new AccountExports(dataSource, workerDeps.storage);
  const storedSize = (key: string | null) => fs.statSync(`${config.dataDir}/files/${String(key)}`).size;
  const make: Record<ExportKind, () => Promise<Buffer | Readable | number>> = {
    idle: async () => 0,
    account: async () => Number((await exports.build(id, 60_000)).sizeBytes),
    'storybook-pdf': async () => storedSize(await storybooks.assembleStorybookPdf({ storybookId: id })),
    'comic-cbz': () => services.comicPages.cbz(userId, id),
    'comic-epub': () => services.comicPages.epub(userId, id),
    'comic-pdf': () => services.comicPages.pdf(userId, id),
    'comic-panels-pdf': () => services.comics.pdf(userId, id),
    'webtoon-slice': () => services.comicPages.webtoonSlice(userId, id, 1),
  };
  global.gc?.();
  const idleRss = statusKb('VmRSS');
  fs.writeFileSync('/proc/self/clear_refs', '5');
  const peaks = { rss: 0, heapUsed: 0, external: 0, arrayBuffers: 0 };
  const sample = () => {
    const usage = process.memoryUsage();
    peaks.rss = Math.max(peaks.rss, usage.rss);
    peaks.heapUsed = Math.max(peaks.heapUsed, usage.heapUsed);
    peaks.external = Math.max(peaks.external, usage.external);
    peaks.arrayBuffers = Math.max(peaks.arrayBuffers, usage.arrayBuffers);
  };
  const sampler = setInterval(sample, SAMPLE_EVERY_MS);
  const started = performance.now();
  const bytes = await consumed(await make[kind]());
  const ms = performance.now() - started;
  clearInterval(sampler);
  sample();
  const measured: Measured = {
    kind,
    idleRss,
    peakRss: statusKb('VmHWM'),
    sampledPeakRss: peaks.rss,
    peakHeapUsed: peaks.heapUsed,
    peakExternal: peaks.external,
    peakArrayBuffers: peaks.arrayBuffers,
    bytes,
    ms,
  };
  console.log(`measured ${JSON.stringify(measured)}`);
  await dataSource.destroy();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
