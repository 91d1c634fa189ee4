import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { openApiDocument } from '../../scripts/openapi-document';

const root = path.resolve(__dirname, '../..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
// Redocly CLI sends usage telemetry and looks for updates unless told not to: nothing leaves this machine.
const offline = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };

interface JsonMedia {
  content?: Record<string, { example?: unknown }>;
}

interface ExampledOperation {
  requestBody?: JsonMedia;
  responses?: Record<string, JsonMedia>;
}

interface Finding {
  rule: string;
  where: string;
  message: string;
}

/** Runs a linter that may exit non-zero on findings; its stdout either way. */
async function lint(command: string, args: string[]): Promise<string> {
  try {
    return (await promisify(execFile)(command, args, { cwd: root, env: offline, maxBuffer: 32 * 1024 * 1024 })).stdout;
  } catch (error) {
    const { stdout } = error as { stdout?: string };
    if (stdout === undefined) throw error;
    return stdout;
  }
}

describe('OpenAPI description: generators can use it (Redocly recommended and Spectral oas, zero warnings)', function () {
  this.timeout(120_000);
  let file: string;
  let document: { paths: Record<string, Record<string, { operationId?: string; description?: string; tags?: string[] }>>; tags?: Array<{ name: string }> };

  before(async () => {
    document = (await openApiDocument()) as typeof document;
    file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'likeness-openapi-')), 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(document));
  });

  it('every operation has a unique operationId, a description and a defined tag', () => {
    const defined = new Set((document.tags ?? []).map((tag) => tag.name));
    const ids = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).map((operation) => {
        assert.ok(operation.description, `${operation.operationId} has a description`);
        for (const tag of operation.tags ?? []) assert.ok(defined.has(tag), `tag ${tag} is defined`);
        return operation.operationId;
      }),
    );
    assert.ok(ids.length > 40);
    assert.equal(new Set(ids).size, ids.length, 'operationIds are unique');
    assert.ok(ids.every(Boolean), 'every operation has an operationId');
  });

  it('the paid operations that honour Idempotency-Key declare it, and Idempotent-Replayed on each answer that can be the earlier run\'s', () => {
    type Described = { operationId?: string; parameters?: Array<{ in: string; name: string; schema?: { pattern?: string } }>; responses: Record<string, { headers?: Record<string, unknown> }> };
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods) as unknown as Described[]);
    const withKey = operations.filter((operation) => operation.parameters?.some((parameter) => parameter.in === 'header' && parameter.name === 'Idempotency-Key'));
    assert.deepEqual(
      withKey.map((operation) => operation.operationId).sort(),
      ['buyMarketplaceListing', 'createComicPanel', 'createStorybook', 'editComicPanel', 'editScene', 'generateComic', 'generateMultiScene', 'generateScene', 'varyScene'],
    );
    const generate = withKey.find((operation) => operation.operationId === 'generateScene')!;
    const key = generate.parameters!.find((parameter) => parameter.name === 'Idempotency-Key')!;
    assert.ok(new RegExp(key.schema!.pattern!).test('5f0c8a3e-9d1b-4a57-b7e2-1c4f2f7a9e01') && !new RegExp(key.schema!.pattern!).test('has a space'));
    const replayed = Object.entries(generate.responses).filter(([, response]) => response.headers?.['Idempotent-Replayed']).map(([status]) => status);
    assert.deepEqual(replayed.filter((status) => ['200', '422', '502', '503'].includes(status)).sort(), ['200', '422', '502', '503']);
    assert.ok(!['400', '401', '402'].some((status) => replayed.includes(status)), 'a request refused before any run is never a replay');
  });

  it('every JSON request body and answer carries an example (checked against its schema by both linters below)', () => {
    const missing: string[] = [];
    for (const [route, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations) as Array<[string, ExampledOperation]>) {
        const bodies: Array<[string, { example?: unknown } | undefined]> = [
          ['request', operation.requestBody?.content?.['application/json']],
          ...Object.entries(operation.responses ?? {}).map(([status, response]): [string, { example?: unknown } | undefined] => [status, response.content?.['application/json']]),
        ];
        for (const [which, media] of bodies) if (media && media.example === undefined) missing.push(`${method.toUpperCase()} ${route} ${which}`);
      }
    }
    assert.deepEqual(missing, []);
  });

  it('Redocly CLI (recommended rules) reports no problem', async () => {
    const report = JSON.parse(await lint(bin('redocly'), ['lint', file, '--format=json', '--config', path.join(root, 'redocly.yaml')])) as {
      problems: Array<{ ruleId: string; message: string; location: Array<{ pointer: string }> }>;
    };
    const findings: Finding[] = report.problems.map((p) => ({ rule: p.ruleId, where: p.location[0]?.pointer ?? '', message: p.message }));
    assert.deepEqual(findings, []);
  });

  it('Spectral (oas ruleset) reports no problem', async () => {
    const report = JSON.parse(await lint(bin('spectral'), ['lint', file, '--format=json', '--ruleset', path.join(root, '.spectral.yaml'), '--quiet'])) as Array<{
      code: string;
      message: string;
      path: string[];
    }>;
    const findings: Finding[] = report.map((p) => ({ rule: p.code, where: p.path.join('.'), message: p.message }));
    assert.deepEqual(findings, []);
  });
});
