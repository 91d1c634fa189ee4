import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The Dockerfile's steps, run without Docker (none runs on the CI machine): each stage gets a folder standing for its
 * filesystem root; FROM, WORKDIR, ENV, COPY (from the build context, as .dockerignore filters it, or --from a stage)
 * and RUN are carried out there in order, so what the image ships is what the last stage's folder holds. The build
 * context is the checkout's files (tracked, or new and not ignored by git), as in a clean checkout of this work.
 *
 * What Docker would do and this does not: the base image's own files (the machine's Node runs the steps, on the
 * major version FROM names, which the tests check) and USER. A RUN step of the last stage that only prepares the
 * image's data folder (LIKENESS_DATA_DIR) is not run: the processes get a temporary data folder of their own.
 * npm's cache is used before the network (npm_config_prefer_offline), as `npm ci` in CI has just filled it; a
 * `npm ci` of the lock the checkout was installed from is a hard-linked copy of that tree (linkInstalledTree).
 */
export interface BuiltImage {
  /** The last stage's WORKDIR, as a folder of this machine. */
  appDir: string;
  /** The last stage's ENV. */
  env: Record<string, string>;
  /** The last stage's CMD. */
  command: string[];
  /** The Node.js major version the last stage's FROM names (node:24-… is 24). */
  nodeMajor: number;
  /** Seconds the steps took. */
  buildSeconds: number;
}

interface Stage {
  name: string;
  root: string;
  workdir: string;
  env: Record<string, string>;
  image: string;
  command: string[];
}

const ROOT = path.resolve(__dirname, '../..');

/** Instructions with their continuation lines joined, comments and blank lines dropped. */
export function dockerfileInstructions(text: string): Array<{ keyword: string; args: string }> {
  const joined = text.replace(/\\\r?\n/g, ' ');
  return joined
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

/** Docker's pattern match: `*` and `?` never cross a `/`; a pattern that matches a folder excludes all under it. */
function ignoredBy(patterns: RegExp[], relative: string): boolean {
  const parts = relative.split('/');
  return parts.some((_, index) => patterns.some((pattern) => pattern.test(parts.slice(0, index + 1).join('/'))));
}

function dockerignorePatterns(): RegExp[] {
  const file = path.join(ROOT, '.dockerignore');
  const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split(/\r?\n/) : [];
  return lines
    .map((line) => line.trim().replace(/^\/+|\/+$/g, ''))
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      if (line.startsWith('!')) throw new Error(`.dockerignore exceptions (${line}) are not emulated: extend test/support/dockerfile-steps.ts`);
      const source = line.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*').replace(/\?/g, '[^/]');
      return new RegExp(`^${source}$`);
    });
}

/** The build context: the checkout's files that exist, less what .dockerignore excludes (paths relative to the checkout). */
function contextFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
  const patterns = dockerignorePatterns();
  return listed
    .split('\0')
    .filter((file) => file && fs.existsSync(path.join(ROOT, file)) && fs.statSync(path.join(ROOT, file)).isFile())
    .filter((file) => !ignoredBy(patterns, file));
}

function inStage(stage: Stage, target: string): string {
  return path.join(stage.root, path.isAbsolute(target) ? target : path.join(stage.workdir, target));
}

function copyFromContext(stage: Stage, sources: string[], destination: string, context: string[]): void {
  for (const source of sources) {
    const prefix = source.replace(/^\.\/|\/+$/g, '');
    const files = context.filter((file) => file === prefix || file.startsWith(`${prefix}/`));
    if (!files.length) throw new Error(`COPY ${source}: nothing in the build context`);
    const intoFolder = destination.endsWith('/') || sources.length > 1 || files[0] !== prefix;
    for (const file of files) {
      const relative = file === prefix ? path.basename(file) : path.relative(prefix, file);
      const target = intoFolder ? path.join(inStage(stage, destination), relative) : inStage(stage, destination);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(path.join(ROOT, file), target);
    }
  }
}

/** COPY --from: hard links where the stages share a disk (node_modules is large), the same content as a copy. */
function copyFromStage(from: Stage, stage: Stage, sources: string[], destination: string): void {
  for (const source of sources) {
    const origin = inStage(from, source);
    if (!fs.existsSync(origin)) throw new Error(`COPY --from=${from.name} ${source}: not in that stage`);
    const target = fs.statSync(origin).isDirectory() || !destination.endsWith('/') ? inStage(stage, destination) : path.join(inStage(stage, destination), path.basename(origin));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    // `cp -a dir/. target` copies the folder's contents, as COPY does.
    const copied = fs.statSync(origin).isDirectory() ? spawnSync('cp', ['-al', `${origin}/.`, target], { stdio: 'inherit' }) : spawnSync('cp', ['-l', origin, target], { stdio: 'inherit' });
    if (copied.status !== 0) throw new Error(`COPY --from=${from.name} ${source} ${destination} failed`);
  }
}

function parseEnv(args: string): Record<string, string> {
  return Object.fromEntries([...args.matchAll(/(\w+)=("[^"]*"|\S+)/g)].map(([, name, value]) => [name, value.replace(/^"|"$/g, '')]));
}

/** A RUN step of the last stage that only prepares the image's data folder; anything else outside WORKDIR cannot be emulated. */
function preparesDataFolderOnly(stage: Stage, command: string): boolean {
  const absolutePaths = command.match(/(?<![\w.-])\/[\w./-]*/g) ?? [];
  const dataDir = stage.env.LIKENESS_DATA_DIR;
  if (!absolutePaths.length) return false;
  if (absolutePaths.every((found) => found === dataDir)) return true;
  throw new Error(`RUN ${command}: touches ${absolutePaths.join(', ')} outside WORKDIR, which the test cannot emulate without Docker`);
}

interface LockFile {
  packages: Record<string, { optional?: boolean; devOptional?: boolean }>;
}

/**
 * Whether the checkout's node_modules is what `npm ci` makes of `lockFile`: npm's record of the tree it installed
 * (node_modules/.package-lock.json) lists every package of the lock as the lock does, less the optional ones this
 * platform skips.
 */
function checkoutInstalled(lockFile: string): boolean {
  const installedRecord = path.join(ROOT, 'node_modules/.package-lock.json');
  const lockText = fs.readFileSync(lockFile, 'utf8');
  if (!fs.existsSync(installedRecord) || lockText !== fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) return false;
  const locked = (JSON.parse(lockText) as LockFile).packages;
  const installed = (JSON.parse(fs.readFileSync(installedRecord, 'utf8')) as LockFile).packages;
  return Object.entries(locked).every(([where, entry]) =>
    where === '' || (where in installed ? JSON.stringify(installed[where]) === JSON.stringify(entry) : Boolean(entry.optional || entry.devOptional)),
  );
}

/**
 * `npm ci` where the checkout already holds what it installs (CI's own `npm ci` of the same lock): the tree is
 * hard-linked from the checkout (a second, not the 44 s of CPU a cached npm ci took), without the caches tools keep in
 * node_modules (.vite-temp and the like), which npm ci does not make. Later steps only add and remove files there
 * (npm prune unlinks), so the checkout's tree is never written through a link. False where npm ci has to run.
 */
function linkInstalledTree(cwd: string, command: string): boolean {
  if (!/^npm ci(\s|$)/.test(command) || !checkoutInstalled(path.join(cwd, 'package-lock.json'))) return false;
  const source = path.join(ROOT, 'node_modules');
  const target = path.join(cwd, 'node_modules');
  fs.mkdirSync(target, { recursive: true });
  const packages = ['.bin', ...fs.readdirSync(source).filter((entry) => !entry.startsWith('.'))].filter((entry) => fs.existsSync(path.join(source, entry)));
  const linked = spawnSync('cp', ['-al', ...packages.map((entry) => path.join(source, entry)), target], { stdio: 'inherit' });
  if (linked.status !== 0) throw new Error(`RUN ${command}: linking the checkout's node_modules failed`);
  // A copy, not a link: npm rewrites its record of the tree in place (npm prune does), which must not reach the checkout's.
  fs.copyFileSync(path.join(source, '.package-lock.json'), path.join(target, '.package-lock.json'));
  return true;
}

function run(stage: Stage, command: string): void {
  const cwd = path.join(stage.root, stage.workdir);
  if (linkInstalledTree(cwd, command)) return;
  const env: NodeJS.ProcessEnv = { ...process.env, ...stage.env, npm_config_prefer_offline: 'true', npm_config_update_notifier: 'false' };
  // The machine's NODE_ENV (a test runner's) must not change what npm installs.
  if (!('NODE_ENV' in stage.env)) delete env.NODE_ENV;
  const result = spawnSync('sh', ['-c', command], { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`RUN ${command} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
}

/** Carries out the Dockerfile's steps in `into` (emptied first) and describes the last stage. */
export function buildImageWithoutDocker(into: string): BuiltImage {
  const started = performance.now();
  fs.rmSync(into, { recursive: true, force: true });
  const context = contextFiles();
  const stages: Stage[] = [];
  let stage: Stage | undefined;
  const instructions = dockerfileInstructions(fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8'));
  const lastStageStart = instructions.map((instruction) => instruction.keyword).lastIndexOf('FROM');
  for (const [index, { keyword, args }] of instructions.entries()) {
    if (keyword === 'FROM') {
      const [image, , name] = args.split(/\s+/);
      stage = { name: name ?? String(stages.length), root: path.join(into, `stage-${stages.length}`), workdir: '/', env: {}, image, command: [] };
      fs.mkdirSync(stage.root, { recursive: true });
      stages.push(stage);
      continue;
    }
    if (!stage) throw new Error(`${keyword} before FROM in the Dockerfile`);
    const words = args.split(/\s+/);
    switch (keyword) {
      case 'WORKDIR':
        stage.workdir = path.posix.resolve(stage.workdir, args);
        fs.mkdirSync(path.join(stage.root, stage.workdir), { recursive: true });
        break;
      case 'ENV':
        Object.assign(stage.env, parseEnv(args));
        break;
      case 'COPY': {
        const from = words.find((word) => word.startsWith('--from='))?.slice('--from='.length);
        const paths = words.filter((word) => !word.startsWith('--'));
        const destination = paths.pop() as string;
        if (from) {
          const origin = stages.find((candidate) => candidate.name === from);
          if (!origin) throw new Error(`COPY --from=${from}: no such stage`);
          copyFromStage(origin, stage, paths, destination);
        } else copyFromContext(stage, paths, destination, context);
        break;
      }
      case 'RUN':
        if (index > lastStageStart && preparesDataFolderOnly(stage, args)) break;
        run(stage, args);
        break;
      case 'CMD':
        stage.command = JSON.parse(args) as string[];
        break;
      case 'USER':
      case 'EXPOSE':
        break;
      default:
        throw new Error(`Dockerfile instruction ${keyword} is not emulated: extend test/support/dockerfile-steps.ts`);
    }
  }
  const last = stages.at(-1);
  if (!last) throw new Error('the Dockerfile has no FROM');
  const nodeMajor = Number(/^node:(\d+)/.exec(last.image)?.[1]);
  return {
    appDir: path.join(last.root, last.workdir),
    env: last.env,
    command: last.command,
    nodeMajor,
    buildSeconds: (performance.now() - started) / 1000,
  };
}

/** A folder for the image under the system's temporary folder, removed when this process exits. */
export function imageFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'likeness-image-'));
  process.once('exit', () => fs.rmSync(folder, { recursive: true, force: true }));
  return folder;
}
