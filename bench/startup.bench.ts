/**
 * Start-up figures a developer feels: `npm run dev` from an empty data folder and again with its data, and each
 * `likeness` CLI command's wall time (against that running stack's database, as an operator runs them).
 * Run on its own: `npx ts-node --transpile-only bench/startup.bench.ts`.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freeDevStackPorts, startDevStackProcess } from '../test/support/dev-stack';
import { runStandalone, type BenchReport, type BenchRow } from './harness';
import { percentile } from './stats';

const DEV_START_TARGET_S = 6;
const CLI_TARGET_MS = 1000;
const CLI_RUNS = 5;
const START_TIMEOUT_MS = 180_000;

function cliWallMs(dataDir: string, args: string[]): number {
  const started = performance.now();
  execFileSync(process.execPath, [path.resolve(__dirname, '../bin/likeness.js'), ...args], { env: { ...process.env, DATABASE_URL: '', LIKENESS_DATA_DIR: dataDir }, stdio: 'ignore' });
  return performance.now() - started;
}

function cliRow(label: string, times: number[]): BenchRow {
  const p50 = percentile(times, 50);
  return { name: `CLI ${label}`, figure: `p50 ${p50.toFixed(0)} ms (max ${Math.max(...times).toFixed(0)} ms)`, target: `< ${CLI_TARGET_MS} ms`, met: p50 < CLI_TARGET_MS };
}

function startRow(label: string, seconds: number): BenchRow {
  return { name: `npm run dev, ${label}`, figure: `up in ${seconds.toFixed(1)} s`, target: `< ${DEV_START_TARGET_S} s`, met: seconds < DEV_START_TARGET_S };
}

export async function startupBench(): Promise<BenchReport> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'likeness-bench-dev-'));
  try {
    const ports = await freeDevStackPorts();
    const cold = await startDevStackProcess(dataDir, ports, START_TIMEOUT_MS);
    await cold.interrupt();
    const warm = await startDevStackProcess(dataDir, ports, START_TIMEOUT_MS);
    try {
      cliWallMs(dataDir, ['--help']);
      const help = Array.from({ length: CLI_RUNS }, () => cliWallMs(dataDir, ['--help']));
      const create = Array.from({ length: CLI_RUNS }, () => cliWallMs(dataDir, ['users', 'create', '--email', `bench-${randomUUID()}@example.com`, '--json']));
      return {
        rows: [startRow('first start (empty data folder)', cold.upSeconds), startRow('restart with data', warm.upSeconds), cliRow('--help', help), cliRow('users create', create)],
        details: [
          `npm run dev: time to "Likeness is up" (embedded PGlite, the library is drawn in the background after that); CLI: ${CLI_RUNS} runs each after one warm-up, against the running stack's database`,
        ],
      };
    } finally {
      await warm.interrupt();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module) runStandalone(startupBench);
