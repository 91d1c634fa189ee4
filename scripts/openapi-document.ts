// Prints the API's /openapi.json without a database, Temporal or models: the routes are registered on an app
// whose dependencies are never called (reading one is an error), and the document is asked for over HTTP.
// `npm run openapi` writes it to stdout; the console's typed client and the OpenAPI linters read it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { createApp, type AppOptions } from '../src/api/app';
import type { ApiDeps } from '../src/api/context';
import { loadConfig } from '../src/config/env';
import { imageModelCatalogue } from '../src/runtime/dependencies';
import { createServices } from '../src/services';

const notUsed = new Proxy({}, {
  get(_target, property) {
    throw new Error(`building the OpenAPI document must not use its dependencies (read ${String(property)})`);
  },
}) as never;

/** The API on a loopback port with dependencies it must never use: for what it answers without them. */
export async function appWithoutDependencies(options: Omit<AppOptions, 'logger'> = {}): Promise<{ baseUrl: string; close: () => void }> {
  // A fixed base URL, so the document is the same on every machine (.invalid: a name that never resolves).
  const config = loadConfig({ PUBLIC_BASE_URL: 'https://likeness.invalid' });
  const deps: ApiDeps = { config, dataSource: notUsed, temporal: notUsed, storage: notUsed, capacity: notUsed, services: createServices(notUsed, notUsed), imageModels: imageModelCatalogue() };
  const app = createApp(deps, { ...options, logger: pino({ level: 'silent' }) });
  const handle = app.callback();
  const server = http.createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

export async function openApiDocument(): Promise<unknown> {
  const app = await appWithoutDependencies();
  try {
    const response = await fetch(`${app.baseUrl}/openapi.json`);
    return await response.json();
  } finally {
    app.close();
  }
}

if (require.main === module) {
  openApiDocument().then(
    (document) => process.stdout.write(`${JSON.stringify(document, null, 2)}\n`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
