import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const WEB = path.join(ROOT, 'web');
const BUILT_PAGE = path.join(WEB, 'dist', 'index.html');

function newestChange(entry: string): number {
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

/** True when web/dist is missing or older than any console source. */
export function consoleBuildIsStale(): boolean {
  if (!fs.existsSync(BUILT_PAGE)) return true;
  const sources = ['src', 'public', 'index.html', 'vite.config.mts'].map((name) => path.join(WEB, name));
  return Math.max(...sources.map(newestChange)) > fs.statSync(BUILT_PAGE).mtimeMs;
}

/** Builds the web console with Vite when its build is stale; throws when the build fails. */
export function buildConsoleIfStale(log: (line: string) => void = console.log): void {
  if (!consoleBuildIsStale()) return;
  log('Building the web console (vite build web) ...');
  const result = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'vite'), ['build', 'web', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`vite build web failed (exit ${result.status ?? result.signal})`);
}
