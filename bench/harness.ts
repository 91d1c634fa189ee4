/** What every benchmark shares: its report shape, the user and character it generates for, and a standalone runner. */
import 'reflect-metadata';
import os from 'node:os';
import type { Character } from '../src/entities/character';
import { createReadyCharacter } from '../test/support/characters';
import { getTestStack, stopTestStack, type TestStack } from '../test/support/stack';
import { createTestUser, type TestUser } from '../test/support/users';
import { markdownTable } from './table';

/** One line of the summary table. */
export interface BenchRow {
  name: string;
  figure: string;
  /** The goal, in words ("p50 < 60 ms"); absent for figures that are only reported. */
  target?: string;
  met?: boolean;
}

export interface BenchReport {
  rows: BenchRow[];
  /** Extra lines printed under the table (settings, raw figures). */
  details: string[];
}

export interface BenchFixture {
  user: TestUser;
  character: Character;
}

export type StackBench = (stack: TestStack, fixture: BenchFixture) => Promise<BenchReport>;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

const ADMISSION_WAIT_MS = 30_000;

/**
 * Sends a request until the API stops answering 503: a worker that has just replaced another is only
 * admitted once the API's capacity check has seen it poll.
 */
export async function untilAdmitted<T extends { status: number }>(send: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + ADMISSION_WAIT_MS;
  for (;;) {
    const res = await send();
    if (res.status !== 503 || Date.now() > deadline) return res;
    await sleep(250);
  }
}

export async function benchFixture(stack: TestStack): Promise<BenchFixture> {
  const user = await createTestUser(stack, { credits: 100_000 });
  const character = await createReadyCharacter(stack, user.id, 'Mia', 'a 7-year-old girl with curly red hair in a yellow raincoat');
  return { user, character };
}

export function loadAverage(): string {
  return os.loadavg().map((load) => load.toFixed(2)).join(' / ');
}

export function formatTable(rows: BenchRow[]): string {
  const cells = rows.map((row) => [row.name, row.figure, row.target ?? '', row.met === undefined ? '' : row.met ? 'yes' : 'NO']);
  return markdownTable(['benchmark', 'figure', 'target', 'met'], cells);
}

export function printReport(report: BenchReport): void {
  console.log(formatTable(report.rows));
  for (const detail of report.details) console.log(`  ${detail}`);
}

export function mergeReports(reports: BenchReport[]): BenchReport {
  return { rows: reports.flatMap((report) => report.rows), details: reports.flatMap((report) => report.details) };
}

/** Runs benchmarks one after the other on the test stack (Temporal dev server, database, worker, API). */
export async function runOnStack(...benches: StackBench[]): Promise<BenchReport> {
  const stack = await getTestStack();
  try {
    const fixture = await benchFixture(stack);
    const reports: BenchReport[] = [];
    for (const bench of benches) reports.push(await bench(stack, fixture));
    return mergeReports(reports);
  } finally {
    await stopTestStack();
  }
}

/** The `main` of a benchmark run: prints its report with the machine's load, which distorts every figure. */
export function runStandalone(bench: () => Promise<BenchReport>): void {
  const loadBefore = loadAverage();
  const started = performance.now();
  bench()
    .then((report) => {
      printReport(report);
      console.log(`  ${os.cpus().length} CPU(s); load average (1/5/15 min) at the start ${loadBefore}, at the end ${loadAverage()}`);
      console.log(`  took ${((performance.now() - started) / 1000).toFixed(0)} s`);
      process.exit(0);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
