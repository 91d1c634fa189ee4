// The console's typed API client is generated from /openapi.json: `npm run console:api-types` rewrites
// web/src/api/schema.d.ts; test/console/api-types.test.ts fails when the committed file is stale.
import fs from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { openApiDocument } from './openapi-document';

export const API_TYPES_FILE = path.resolve(__dirname, '../web/src/api/schema.d.ts');
const HEADER = '// Generated from /openapi.json by `npm run console:api-types` (openapi-typescript). Do not edit.\n\n';

export async function consoleApiTypes(): Promise<string> {
  const document = (await openApiDocument()) as Parameters<typeof openapiTS>[0];
  return HEADER + astToString(await openapiTS(document, { alphabetize: true }));
}

if (require.main === module) {
  consoleApiTypes().then(
    (types) => {
      fs.writeFileSync(API_TYPES_FILE, types);
      console.log(`wrote ${path.relative(process.cwd(), API_TYPES_FILE)}`);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
