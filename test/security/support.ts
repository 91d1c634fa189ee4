import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import sharp from 'sharp';
import { type AppOptions, createApp } from '../../src/api/app';
import { createHttpServer } from '../../src/runtime/api-server';
import type { ApiDeps } from '../../src/api/context';
import type { AppConfig } from '../../src/config/env';
import type { TestStack } from '../support/stack';
import { modelCatalogue } from '../../src/models/registry';

/** The stack's API dependencies, so a test can serve its own app (other config, logger or storage) next to the shared one. */
export function stackApiDeps(stack: TestStack, overrides: Partial<ApiDeps> = {}): ApiDeps {
  return {
    config: stack.config,
    dataSource: stack.dataSource,
    temporal: stack.env.client,
    storage: stack.deps.storage,
    services: stack.services,
    imageModels: modelCatalogue(stack.deps.models),
    ...overrides,
  };
}

export interface ServedApp {
  baseUrl: string;
  close(): Promise<void>;
}

/** createApp over HTTP on a free local port, logging nowhere unless given a logger. */
export async function serveApp(deps: ApiDeps, options: AppOptions = {}): Promise<ServedApp> {
  const server = createHttpServer(deps.config, createApp(deps, { logger: pino({ level: 'silent' }), ...options }).callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export function configWith(stack: TestStack, changes: Partial<AppConfig>): AppConfig {
  return { ...stack.config, ...changes };
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request whose path goes out byte for byte (fetch resolves `..` segments) and whose method may be one fetch refuses (TRACE). */
export function rawRequest(baseUrl: string, path: string, method = 'GET'): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path, method }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** A small opaque PNG, a valid upload everywhere. */
export function smallPng(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#d04a2f' } }).png().toBuffer();
}

/** A stack trace or a source location in a response body is a leak. */
export const LEAKED_INTERNALS = /\n\s+at |\bat [\w.<>]+ \(|\.ts:\d+|node_modules|\/work\/|Error: /;

export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

export function assertSecurityHeaders(headers: Headers, what: string): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) assert.equal(headers.get(name), value, `${what}: ${name}`);
}
