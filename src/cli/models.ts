import { loadModelsConfig } from '../config/models';
import { checkModels, type ModelCheck } from '../models/check';
import type { CliOptions } from './options';

/** `likeness models check`: one real request to each configured model; exit status 1 when any fails. */
export async function modelsCheck(options: CliOptions): Promise<number> {
  const checks = await checkModels(loadModelsConfig());
  const ok = checks.every((check) => check.ok);
  if (options.json) {
    console.log(JSON.stringify({ ok, checks: checks.map(toJson) }));
  } else {
    for (const check of checks) console.log(line(check));
    console.log(ok ? '\nEvery configured model answered.' : '\nSome models did not answer as they should: see above.');
  }
  return ok ? 0 : 1;
}

function line(check: ModelCheck): string {
  const took = check.latencyMs === undefined ? '' : ` (${(check.latencyMs / 1000).toFixed(1)} s)`;
  return `${check.ok ? 'ok  ' : 'FAIL'} ${check.kind.padEnd(7)} ${check.name}: ${check.detail}${took}`;
}

function toJson(check: ModelCheck) {
  return { kind: check.kind, name: check.name, ok: check.ok, latency_ms: check.latencyMs ?? null, detail: check.detail };
}
