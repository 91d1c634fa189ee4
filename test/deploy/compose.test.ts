import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { searchAttributeArgs } from '../../src/temporal/runtime/temporal-cli';

const ROOT = path.join(__dirname, '..', '..');
const compose = fs.readFileSync(path.join(ROOT, 'temporal', 'docker-compose.yml'), 'utf8');

/** The `Name=Type` words of the folded LIKENESS_SEARCH_ATTRIBUTES block. */
function composeSearchAttributes(): string[] {
  const block = compose.match(/LIKENESS_SEARCH_ATTRIBUTES: >-\n((?:\s+\w+=\w+\n)+)/);
  assert.ok(block, 'LIKENESS_SEARCH_ATTRIBUTES block not found in temporal/docker-compose.yml');
  return block[1].trim().split(/\s+/);
}

describe('production compose file', () => {
  it('registers exactly the search attributes the workflows set', () => {
    const expected = searchAttributeArgs().filter((arg) => arg !== '--search-attribute');
    assert.deepEqual(composeSearchAttributes().sort(), expected.sort());
  });

  it('runs entry points and scripts that exist', () => {
    const entryPoints = [...compose.matchAll(/"dist\/(src\/[\w/-]+)\.js"/g)].map((match) => `${match[1]}.ts`);
    assert.deepEqual(entryPoints.sort(), ['src/api/main.ts', 'src/runtime/worker-main.ts']);
    const scripts = [...compose.matchAll(/\/scripts\/([\w-]+\.sh)/g)].map((match) => match[1]);
    assert.ok(scripts.length >= 3);
    for (const file of [...entryPoints, ...scripts.map((name) => `temporal/scripts/${name}`)]) {
      assert.ok(fs.existsSync(path.join(ROOT, file)), `${file} is missing`);
    }
  });
});
