/**
 * Exports in bounded memory: each export built in a Node process of its own (bench/exports/measure-export.ts, the
 * storage and services of the process that builds it in production), its peak resident memory against the same
 * process idle. The account export is of a heavy user (2,000 images, 50 comics of 12 panels, 10 storybooks of 20
 * pages, seeded by bench/exports/seed.ts); the storybook PDF is a 20-page book, the comic exports a 12-panel comic.
 * Run on its own: `npx ts-node --transpile-only bench/exports.bench.ts`.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { TestStack } from '../test/support/stack';
import { stackEnvironment } from '../test/support/worker-process';
import type { ExportKind, Measured } from './exports/measure-export';
import { seedExportAccount, type ExportAccount } from './exports/seed';
import { runOnStack, runStandalone, type BenchReport, type BenchRow } from './harness';

const ROOT = path.resolve(__dirname, '..');
const MEASURE_ENTRY = path.join(__dirname, 'exports', 'measure-export.ts');
const ACCOUNT = { comics: 50, storybooks: 10, images: 2_000 };
const MB = 1_000_000;
const ACCOUNT_TARGET_MB = 300;
const BOOK_TARGET_MB = 150;

/** Runs one export in its own process and reads back what it measured. */
function measure(stack: TestStack, kind: ExportKind, userId: string, id: string): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--expose-gc', '-r', path.join(ROOT, 'bin', 'register.js'), MEASURE_ENTRY, kind, userId, id], {
      cwd: ROOT,
      env: { ...process.env, ...stackEnvironment(stack) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      const line = /^measured (.*)$/m.exec(output);
      if (code === 0 && line) resolve(JSON.parse(line[1]) as Measured);
      else reject(new Error(`${kind} export process ended with ${code}:\n${output.slice(-4000)}`));
    });
  });
}

const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
const grown = (measured: Measured) => measured.peakRss - measured.idleRss;

function row(name: string, measured: Measured, targetMb?: number): BenchRow {
  return {
    name,
    figure: `+${mb(grown(measured))} (peak ${mb(measured.peakRss)}, idle ${mb(measured.idleRss)})`,
    ...(targetMb === undefined ? {} : { target: `<= ${targetMb} MB above idle`, met: grown(measured) <= targetMb * MB }),
  };
}

function detail(name: string, measured: Measured): string {
  return (
    `${name}: ${mb(measured.bytes)} made in ${(measured.ms / 1000).toFixed(1)} s; peak RSS ${mb(measured.peakRss)} (VmHWM; sampled ${mb(measured.sampledPeakRss)}), ` +
    `idle ${mb(measured.idleRss)}; peaks of heap used ${mb(measured.peakHeapUsed)}, external ${mb(measured.peakExternal)} (array buffers ${mb(measured.peakArrayBuffers)})`
  );
}

async function accountExport(stack: TestStack, account: ExportAccount): Promise<Measured> {
  const { export: started } = await stack.services.accountExports.begin(account.user.id);
  return measure(stack, 'account', account.user.id, started.id);
}

export async function exportsBench(stack: TestStack): Promise<BenchReport> {
  const account = await seedExportAccount(stack, ACCOUNT);
  const userId = account.user.id;
  const books: Array<[string, ExportKind, string, number | undefined]> = [
    ['export: storybook PDF, 20 pages', 'storybook-pdf', account.storybookId, BOOK_TARGET_MB],
    ['export: comic CBZ, 12 panels', 'comic-cbz', account.comicId, BOOK_TARGET_MB],
    ['export: comic EPUB, 12 panels', 'comic-epub', account.comicId, BOOK_TARGET_MB],
    ['export: comic PDF, 12 panels', 'comic-pdf', account.comicId, BOOK_TARGET_MB],
    ['export: comic PDF one panel a page, 12 panels', 'comic-panels-pdf', account.comicId, undefined],
    ['export: webtoon slice 1, 12 panels', 'webtoon-slice', account.comicId, undefined],
  ];
  // A first process makes nothing: it fills the transpile cache, which would otherwise load TypeScript into the first row's process.
  await measure(stack, 'idle', userId, '');
  const rows: BenchRow[] = [];
  const details: string[] = [
    `exports: the account holds ${account.images} images, ${account.comics} comics of 12 panels and ${account.storybooks} storybooks of 20 pages (${mb(account.fileBytes)} of files); ` +
      'MB = 10^6 bytes; each export in a new process, idle = its RSS with modules loaded and the database connected, peak = its VmHWM',
  ];
  for (const [name, kind, id, target] of books) {
    const measured = await measure(stack, kind, userId, id);
    rows.push(row(name, measured, target));
    details.push(detail(name, measured));
  }
  const name = `export: account, ${account.images} images, ${account.comics} comics`;
  const measured = await accountExport(stack, account);
  rows.push(row(name, measured, ACCOUNT_TARGET_MB));
  details.push(detail(name, measured));
  return { rows, details };
}

if (require.main === module) runStandalone(() => runOnStack(exportsBench));
