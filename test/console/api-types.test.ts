import assert from 'node:assert/strict';
import fs from 'node:fs';
import { API_TYPES_FILE, consoleApiTypes } from '../../scripts/console-api-types';

describe("the console's typed API client", () => {
  it('is generated from the current /openapi.json (else run `npm run console:api-types` and commit the result)', async function () {
    this.timeout(120_000);
    assert.ok(fs.readFileSync(API_TYPES_FILE, 'utf8') === (await consoleApiTypes()), `${API_TYPES_FILE} is stale: run \`npm run console:api-types\``);
  });
});
