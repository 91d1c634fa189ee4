import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  generatePython,
  OPENAPI_FILE,
  openApiText,
  PYTHON_GENERATOR,
  PYTHON_PACKAGE_DIR,
  TYPESCRIPT_TYPES_FILE,
  typescriptTypes,
} from '../../scripts/clients';

/** Every file under `dir`, relative, with its text. */
function tree(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), fs.readFileSync(file, 'utf8'));
  }
  return files;
}

describe('the SDKs under clients/ are generated from the current /openapi.json (else run `npm run clients` and commit)', function () {
  this.timeout(180_000);
  let document: string;

  before(async () => {
    document = await openApiText();
  });

  it('clients/openapi.json is the API description the API serves', () => {
    assert.ok(fs.readFileSync(OPENAPI_FILE, 'utf8') === document, `${OPENAPI_FILE} is stale: run \`npm run clients\``);
  });

  it("the TypeScript client's types (which the web console uses too)", async () => {
    assert.ok(fs.readFileSync(TYPESCRIPT_TYPES_FILE, 'utf8') === (await typescriptTypes(document)), `${TYPESCRIPT_TYPES_FILE} is stale: run \`npm run clients\``);
  });

  it("the Python client's generated package (openapi-python-client, pinned)", function () {
    const generator = path.join(PYTHON_GENERATOR.venv, 'bin');
    if (!fs.existsSync(path.join(generator, 'openapi-python-client'))) {
      const message = `the Python generator is not installed in ${path.relative(process.cwd(), PYTHON_GENERATOR.venv)}: \`npm run clients\` or .ci/run installs it`;
      if (process.env.LIKENESS_REQUIRE_ALL_RUNNERS === '1') throw new Error(message);
      console.log(`      SKIPPED: ${message}`);
      this.skip();
    }
    const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'likeness-python-fresh-'));
    generatePython(document, path.join(fresh, 'likeness_api'), generator);
    const [committed, expected] = [tree(PYTHON_PACKAGE_DIR), tree(path.join(fresh, 'likeness_api'))];
    const differing = [...new Set([...committed.keys(), ...expected.keys()])].filter((file) => committed.get(file) !== expected.get(file));
    fs.rmSync(fresh, { recursive: true, force: true });
    assert.deepEqual(differing, [], 'clients/python/likeness_api is stale: run `npm run clients`');
  });
});

describe("the API description's operation ids read well in every generator's naming", () => {
  it('are lowerCamelCase and stay distinct in snake_case, PascalCase and lower case (Python, C#, Go, case-insensitive file systems)', async () => {
    const document = JSON.parse(await openApiText()) as { paths: Record<string, Record<string, { operationId?: string }>> };
    const ids = Object.values(document.paths).flatMap((operations) => Object.values(operations).map((operation) => operation.operationId ?? ''));
    assert.deepEqual(ids.filter((id) => !/^[a-z][a-zA-Z0-9]*$/.test(id)), [], 'every operation has a lowerCamelCase operationId');
    const snake = (id: string) => id.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
    for (const convert of [snake, (id: string) => id[0].toUpperCase() + id.slice(1), (id: string) => id.toLowerCase()]) {
      const converted = ids.map(convert);
      assert.equal(new Set(converted).size, ids.length, `two operation ids collide: ${converted.filter((id, index) => converted.indexOf(id) !== index).join(', ')}`);
    }
  });
});
