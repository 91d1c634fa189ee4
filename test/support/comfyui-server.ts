import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { findFreePort } from '../../src/net/free-port';

/**
 * ComfyUI's own server (../shared/vendor/comfyui-server, version 0.3.64; see ../shared/vendor/README.md), run on CPU
 * without model weights on a free loopback port, for the adapter's tests against the real protocol. Its Python comes
 * from `.data/comfyui/venv` (.ci/run installs it) or COMFYUI_PYTHON; its source from COMFYUI_SERVER_DIR.
 */
export interface ComfyUIServer {
  url: string;
  /** Stops the server and starts it again on the same port and folders: its queue and history (in memory) are gone. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

interface ComfyUISetup {
  python: string;
  serverDir: string;
}

const ROOT = resolve(__dirname, '../..');
/**
 * Python's bytecode of ComfyUI and its packages (torch among them) in one folder of ours, kept between starts: a start
 * that compiles them took 13.4 s of CPU, one that reads them back 5.4 s. Written even where the environment says
 * not to (PYTHONDONTWRITEBYTECODE), since each start would compile them again. The first start of a checkout fills it;
 * filling it in .ci/run instead slowed the install phase more (CPU taken from npm ci) than it saved.
 */
const COMPILED_ONCE = { PYTHONPYCACHEPREFIX: join(ROOT, '.data/comfyui/pycache'), PYTHONDONTWRITEBYTECODE: '' };
/** It answers within 8-16 s on an idle machine; a loaded CI machine takes longer. */
const START_TIMEOUT_MS = 120_000;

export function comfyuiSetup(env: NodeJS.ProcessEnv = process.env): ComfyUISetup | undefined {
  const python = env.COMFYUI_PYTHON || join(ROOT, '.data/comfyui/venv/bin/python');
  const serverDir = resolve(ROOT, env.COMFYUI_SERVER_DIR || '../shared/vendor/comfyui-server');
  return existsSync(python) && existsSync(join(serverDir, 'main.py')) ? { python, serverDir } : undefined;
}

/** The setup, or skips the suite with the reason (a failure where every runner must run: LIKENESS_REQUIRE_ALL_RUNNERS=1). */
export function requireComfyUI(context: Mocha.Context): ComfyUISetup {
  const setup = comfyuiSetup();
  if (setup) return setup;
  const message =
    "ComfyUI's server not found: .ci/run installs its Python environment into .data/comfyui/venv (or set COMFYUI_PYTHON), its source is ../shared/vendor/comfyui-server (or set COMFYUI_SERVER_DIR), to run the ComfyUI server tests";
  if (process.env.LIKENESS_REQUIRE_ALL_RUNNERS === '1') throw new Error(message);
  console.log(`      SKIPPED: ${message}`);
  context.skip();
}

/** `extraArgs` go after ours, e.g. `--comfy-api-base <url>` for the partner API nodes (comfy/cli_args.py:205-210). */
export async function startComfyUI(setup: ComfyUISetup, extraArgs: string[] = []): Promise<ComfyUIServer> {
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  // Every folder it writes (input, output, temp, user, models) is ours; the source stays untouched.
  const dir = mkdtempSync(join(tmpdir(), 'likeness-comfyui-'));
  const base = join(dir, 'base');
  mkdirSync(base);
  const log = join(dir, 'server.log');
  const args = [
    join(setup.serverDir, 'main.py'),
    ...['--cpu', '--listen', '127.0.0.1', '--port', String(port)],
    ...['--base-directory', base, '--disable-all-custom-nodes', '--database-url', 'sqlite:///:memory:'],
    ...extraArgs,
  ];
  const env = {
    ...process.env,
    ...COMPILED_ONCE,
    // The server lists a job's outputs in a Python set's order: the same on every run with a fixed hash seed.
    PYTHONHASHSEED: '0',
  };
  let child = await launch();

  async function launch(): Promise<ChildProcess> {
    const output = openSync(log, 'a');
    const started = spawn(setup.python, args, { cwd: dir, env, stdio: ['ignore', output, output] });
    await waitUntilServing(started);
    return started;
  }

  async function waitUntilServing(started: ChildProcess): Promise<void> {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (started.exitCode !== null) throw new Error(`ComfyUI exited with code ${started.exitCode} before serving:\n${logTail()}`);
      if (await fetch(`${url}/system_stats`).then((response) => response.ok, () => false)) return;
      await new Promise((done) => setTimeout(done, 250));
    }
    await stopProcess(started);
    throw new Error(`ComfyUI did not answer at ${url} within ${START_TIMEOUT_MS} ms:\n${logTail()}`);
  }

  function logTail(): string {
    return readFileSync(log, 'utf8').split('\n').slice(-20).join('\n');
  }

  return {
    url,
    restart: async () => {
      await stopProcess(child);
      child = await launch();
    },
    stop: async () => {
      await stopProcess(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGKILL');
  });
}
