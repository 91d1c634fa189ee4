// The SDKs under clients/ are generated from the API's /openapi.json: `npm run clients` writes clients/openapi.json,
// the TypeScript client's types (clients/typescript/src/schema.ts, which the web console uses too) and the Python
// client's generated package (clients/python/likeness_api, by a pinned openapi-python-client). The tests in
// test/clients fail when any of them is stale against the current document.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { openApiDocument } from './openapi-document';

const ROOT = path.resolve(__dirname, '..');
export const CLIENTS_DIR = path.join(ROOT, 'clients');
export const OPENAPI_FILE = path.join(CLIENTS_DIR, 'openapi.json');
export const TYPESCRIPT_TYPES_FILE = path.join(CLIENTS_DIR, 'typescript/src/schema.ts');
export const PYTHON_PACKAGE_DIR = path.join(CLIENTS_DIR, 'python/likeness_api');
const PYTHON_GENERATOR_CONFIG = path.join(CLIENTS_DIR, 'python/generator.yml');

/** The generator and the formatter it runs, pinned: the same input gives the same files on every machine. */
export const PYTHON_GENERATOR = { packages: ['openapi-python-client==0.29.1', 'ruff==0.14.5'], venv: path.join(ROOT, '.data/sdk-tools/venv') };

const TS_HEADER = '// Generated from /openapi.json by `npm run clients` (openapi-typescript). Do not edit.\n\n';

export async function openApiText(): Promise<string> {
  return `${JSON.stringify(await openApiDocument(), null, 2)}\n`;
}

export async function typescriptTypes(document: string): Promise<string> {
  return TS_HEADER + astToString(await openapiTS(JSON.parse(document) as Parameters<typeof openapiTS>[0], { alphabetize: true }));
}

/** The generator's virtual environment, installed on first use (pip from PyPI). */
export function pythonGenerator(): string {
  const bin = path.join(PYTHON_GENERATOR.venv, 'bin');
  if (!fs.existsSync(path.join(bin, 'openapi-python-client'))) {
    execFileSync('python3', ['-m', 'venv', PYTHON_GENERATOR.venv], { stdio: 'inherit' });
    execFileSync(path.join(bin, 'pip'), ['install', '-q', ...PYTHON_GENERATOR.packages], { stdio: 'inherit' });
  }
  return bin;
}

/** Generates the Python package from `document` into `outputDir` (replaced). */
export function generatePython(document: string, outputDir: string, generatorBin = pythonGenerator()): void {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'likeness-python-client-'));
  try {
    const spec = path.join(work, 'openapi.json');
    fs.writeFileSync(spec, document);
    const generated = path.join(work, 'likeness_api');
    execFileSync(
      path.join(generatorBin, 'openapi-python-client'),
      ['generate', '--path', spec, '--output-path', generated, '--meta', 'none', '--config', PYTHON_GENERATOR_CONFIG],
      // Its post-hooks run ruff from PATH.
      { env: { ...process.env, PATH: `${generatorBin}${path.delimiter}${process.env.PATH ?? ''}` }, stdio: 'pipe' },
    );
    fs.rmSync(outputDir, { recursive: true, force: true });
    fs.cpSync(generated, outputDir, { recursive: true, filter: (source) => path.basename(source) !== '.ruff_cache' });
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const document = await openApiText();
  fs.writeFileSync(OPENAPI_FILE, document);
  fs.writeFileSync(TYPESCRIPT_TYPES_FILE, await typescriptTypes(document));
  generatePython(document, PYTHON_PACKAGE_DIR);
  for (const file of [OPENAPI_FILE, TYPESCRIPT_TYPES_FILE, PYTHON_PACKAGE_DIR]) console.log(`wrote ${path.relative(process.cwd(), file)}`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
