import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { type Suite, Test } from 'mocha';
import { GeneratedImage } from '../../src/entities/generated-image';
import { createReadyCharacter } from '../support/characters';
import { type ApiResponse, call, postForm } from '../support/http';
import { getTestStack, type TestStack } from '../support/stack';
import { createTestUser, type TestUser } from '../support/users';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';
import { LEAKED_INTERNALS, smallPng } from './support';

/**
 * Access control for every operation /openapi.json lists, so a route added later is covered without
 * touching this file (or fails here until its resource has a fixture): no key and a revoked key are
 * 401, another user's resource is a 404 exactly like a missing one and stays as it was, a path id
 * that is not a UUID is a 404.
 */

type JsonSchema = Record<string, any>;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
}

interface Operation {
  method: string;
  path: string;
  secured: boolean;
  parameters: Parameter[];
  bodyType?: string;
  bodySchema?: JsonSchema;
}

const HTTP_METHODS = ['get', 'post', 'patch', 'put', 'delete'];

function operationsOf(document: any): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries<any>(document.paths)) {
    for (const method of HTTP_METHODS.filter((name) => item[name])) {
      const spec = item[method];
      const [bodyType, media] = Object.entries<any>(spec.requestBody?.content ?? {})[0] ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        secured: (spec.security ?? document.security ?? []).length > 0,
        parameters: spec.parameters ?? [],
        bodyType,
        bodySchema: media?.schema,
      });
    }
  }
  return operations;
}

const pathParams = (operation: Operation) => operation.parameters.filter((parameter) => parameter.in === 'path');
const isUuid = (schema: JsonSchema) => schema.type === 'string' && schema.format === 'uuid';
const describeOperation = (operation: Operation) => `${operation.method} ${operation.path}`;

/** A value the schema accepts: enum, example, default or the smallest value of its type. */
function sampleOf(schema: JsonSchema, resolve: (ref: string) => JsonSchema): unknown {
  if (schema.$ref) return sampleOf(resolve(schema.$ref), resolve);
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (variant) return sampleOf(variant, resolve);
  if (schema.enum) return schema.enum[0];
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  const type = Array.isArray(schema.type) ? schema.type.find((name: string) => name !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return schema.format === 'uuid' ? crypto.randomUUID() : 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items ?? {}, resolve));
    default: {
      const required = new Set<string>(schema.required ?? []);
      const properties = Object.entries<JsonSchema>(schema.properties ?? {}).filter(([name, property]) => required.has(name) || property.format === 'binary');
      return Object.fromEntries(properties.map(([name, property]) => [name, sampleOf(property, resolve)]));
    }
  }
}

describe('security: access control matrix from /openapi.json', function () {
  // eslint-disable-next-line @typescript-eslint/no-this-alias -- mocha hands describe its suite as `this`; the before hook adds a test per operation to it
  const suite: Suite = this;
  let stack: TestStack;
  let document: any;
  let operations: Operation[];
  let alice: TestUser;
  let bob: TestUser;
  let revokedKey: string;
  let png: Buffer;
  let receiver: WebhookReceiver;
  /** Alice's resources by collection (`/api/<collection>/{id}`) and by parameter name for other ids. */
  const fixtures: { byCollection: Record<string, string>; byParameter: Record<string, string> } = { byCollection: {}, byParameter: {} };

  const api = (method: string, path: string, key?: string, body?: unknown) => call(stack.baseUrl, method, path, { key, body });

  function expectOk(response: ApiResponse, what: string, status = 200): any {
    assert.equal(response.status, status, `${what}: ${JSON.stringify(response.body)}`);
    return response.body;
  }

  async function createAliceResources(): Promise<void> {
    const character = await createReadyCharacter(stack, alice.id, 'Mira Vale', 'a young woman with short red hair, a yellow raincoat and round glasses');
    const kit = expectOk(await postForm(stack.baseUrl, '/api/brand-kits', alice.key, { name: 'Alice Co', logo: png, palette: '[{"name":"Red","hex":"#d04a2f"}]' }), 'brand kit', 201);
    const asset = expectOk(await postForm(stack.baseUrl, `/api/brand-kits/${kit.id}/assets`, alice.key, { kind: 'product', label: 'Mug', image: png }), 'asset', 201);
    const comic = expectOk(await api('POST', '/api/comics', alice.key, { title: 'Alice comic', character_ids: [character.id] }), 'comic');
    const [scene, book] = await Promise.all([
      api('POST', '/api/generate', alice.key, { prompt: 'Mira reads under a tree', character_id: character.id, max_retries: 1, min_score: 0 }),
      api('POST', '/api/storybook', alice.key, { pages: ['Mira waves from a boat'], character_id: character.id }),
      api('POST', `/api/comics/${comic.id}/panels`, alice.key, { page_number: 1, action: 'Mira opens the door' }).then((panel) => expectOk(panel, 'panel')),
    ]);
    // A withdrawn listing: only its seller sees it, so to Bob it is a 404 like a missing one (an active one is public).
    const listed = await createReadyCharacter(stack, alice.id, 'Listed Lena', 'a woman with a blue coat and a red umbrella', { status: 'published' });
    const listing = expectOk(await api('POST', '/api/marketplace/listings', alice.key, { character_id: listed.id, price_credits: 5 }), 'listing', 201);
    expectOk(await api('DELETE', `/api/marketplace/listings/${listing.id}`, alice.key), 'withdraw');
    const webhook = expectOk(await api('POST', '/api/webhooks', alice.key, { url: receiver.url, event_types: ['comic.ready'] }), 'webhook endpoint', 201);
    receiver.trust(webhook.secret);
    const sent = expectOk(await api('POST', `/api/webhooks/${webhook.id}/test`, alice.key), 'test event', 202);
    await receiver.waitForEvents(1);
    while (expectOk(await api('GET', `/api/webhooks/${webhook.id}/deliveries`, alice.key), 'deliveries').deliveries[0].status === 'pending') await new Promise((resolve) => setTimeout(resolve, 50));
    const accountExport = expectOk(await api('GET', '/api/account/export', alice.key), 'export', 202);
    // Ready before the matrix runs, so Alice's state holds still while it does.
    while (expectOk(await api('GET', `/api/account/exports/${accountExport.id}`, alice.key), 'export').status === 'preparing') await new Promise((resolve) => setTimeout(resolve, 50));
    Object.assign(fixtures.byCollection, {
      account: accountExport.id,
      marketplace: listing.id,
      characters: character.id,
      'brand-kits': kit.id,
      comics: comic.id,
      storybooks: expectOk(book, 'storybook').id,
      webhooks: webhook.id,
    });
    Object.assign(fixtures.byParameter, { delivery_id: sent.delivery_id, image_id: expectOk(scene, 'scene').image_id, asset_id: asset.id, page: '1', page_number: '1', slice: '1' });
  }

  function fixtureFor(operation: Operation, parameter: Parameter): string {
    const collection = operation.path.split('/')[2];
    const value = parameter.name === 'id' ? fixtures.byCollection[collection] : fixtures.byParameter[parameter.name];
    if (value === undefined) {
      throw new Error(`No fixture of Alice's for ${parameter.name} in ${describeOperation(operation)}: add one in createAliceResources`);
    }
    return value;
  }

  /** Sends the operation with a body its schema accepts; `values` fills path and query parameters. */
  async function send(operation: Operation, key: string | undefined, values: Record<string, string>): Promise<ApiResponse> {
    let path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name]));
    const query = operation.parameters.filter((parameter) => parameter.in === 'query' && values[parameter.name] !== undefined);
    if (query.length) path += `?${new URLSearchParams(query.map((parameter): [string, string] => [parameter.name, values[parameter.name]])).toString()}`;
    const resolve = (ref: string) => document.components.schemas[ref.split('/').pop() as string];
    const body = operation.bodySchema ? (sampleOf(operation.bodySchema, resolve) as Record<string, unknown>) : undefined;
    if (operation.bodyType !== 'multipart/form-data') return api(operation.method, path, key, body);
    const binaryFields = new Set(Object.entries<JsonSchema>(operation.bodySchema?.properties ?? {}).filter(([, schema]) => schema.format === 'binary').map(([name]) => name));
    const fields = Object.fromEntries(Object.entries(body ?? {}).map(([name, value]) => [name, binaryFields.has(name) ? png : String(value)]));
    return postForm(stack.baseUrl, path, key, fields);
  }

  /** Alice's ids for every parameter of the operation (path and query). */
  function aliceValues(operation: Operation): Record<string, string> {
    const named = operation.parameters.filter((parameter) => parameter.in !== 'header' && (parameter.in === 'path' || parameter.required));
    return Object.fromEntries(named.map((parameter) => [parameter.name, fixtureFor(operation, parameter)]));
  }

  /** The same parameters with every UUID replaced by one nobody has. */
  function missingValues(operation: Operation): Record<string, string> {
    const values = aliceValues(operation);
    for (const parameter of operation.parameters) if (isUuid(parameter.schema) && values[parameter.name]) values[parameter.name] = crypto.randomUUID();
    return values;
  }

  /** Everything of Alice's a request could change. */
  async function aliceState(): Promise<unknown> {
    const read = async (path: string) => {
      const response = await api('GET', path, alice.key);
      return { status: response.status, body: response.body };
    };
    const { byCollection } = fixtures;
    const keys = expectOk(await api('GET', '/api/api-keys', alice.key), 'keys').keys.map(({ last_used_at: _, ...key }: any) => key);
    return {
      credits: await read('/api/credits'),
      keys,
      characters: await read('/api/characters'),
      character: await read(`/api/characters/${byCollection.characters}`),
      kit: await read(`/api/brand-kits/${byCollection['brand-kits']}`),
      comic: await read(`/api/comics/${byCollection.comics}`),
      storybook: await read(`/api/storybooks/${byCollection.storybooks}`),
      listing: await read(`/api/marketplace/listings/${byCollection.marketplace}`),
      webhooks: await read('/api/webhooks'),
      webhookSettings: await read('/api/webhook-settings'),
      deliveries: await read(`/api/webhooks/${byCollection.webhooks}/deliveries`),
      accountExport: await read(`/api/account/exports/${byCollection.account}`),
      scenes: await read('/api/scenes'),
      images: await stack.dataSource.getRepository(GeneratedImage).find({ where: { userId: alice.id }, order: { id: 'ASC' } }),
    };
  }

  const balance = async (user: TestUser) => expectOk(await api('GET', '/api/credits', user.key), 'credits').credits as number;

  function assertErrorBody(response: ApiResponse, what: string): void {
    assert.equal(typeof response.body?.error, 'string', `${what}: expected {"error"}, got ${JSON.stringify(response.body)}`);
    assert.doesNotMatch(JSON.stringify(response.body), LEAKED_INTERNALS, `${what}: the error body leaks internals`);
  }

  function addMatrixTests(operation: Operation): void {
    const name = describeOperation(operation);
    suite.addTest(
      new Test(`${name}: no key, an unknown key and a malformed header are 401 {"error"}`, async () => {
        const values = aliceValues(operation);
        const unknownKey = `lk_live_${'Z'.repeat(40)}`;
        for (const [what, key] of [['no key', undefined], ['unknown key', unknownKey], ['malformed key', 'not-a-key']] as const) {
          const response = await send(operation, key, values);
          assert.equal(response.status, 401, `${name} with ${what}: ${JSON.stringify(response.body)}`);
          assertErrorBody(response, `${name} with ${what}`);
        }
      }),
    );
    suite.addTest(
      new Test(`${name}: a revoked key is 401`, async () => {
        const response = await send(operation, revokedKey, aliceValues(operation));
        assert.equal(response.status, 401, JSON.stringify(response.body));
        assertErrorBody(response, name);
        assert.match(response.body.error, /revoked/);
      }),
    );
    if (!pathParams(operation).length) return;
    suite.addTest(
      new Test(`${name}: Alice's resource as Bob is a 404 like a missing id, and stays unchanged`, async () => {
        const [before, bobCredits] = [await aliceState(), await balance(bob)];
        const values = aliceValues(operation);
        const asBob = await send(operation, bob.key, values);
        const missing = missingValues(operation);
        const asMissing = await send(operation, bob.key, missing);
        assert.equal(asMissing.status, 404, `${name} with a missing id: ${JSON.stringify(asMissing.body)}`);
        assert.equal(asBob.status, 404, `${name} on Alice's resource: ${JSON.stringify(asBob.body)}`);
        const withoutIds = (response: ApiResponse, ids: Record<string, string>) =>
          Object.values(ids).reduce((text, id) => text.split(id).join('<id>'), JSON.stringify(response.body));
        assert.equal(withoutIds(asBob, values), withoutIds(asMissing, missing), 'the error must not tell "not yours" from "missing"');
        assertErrorBody(asBob, name);
        assert.deepEqual(await aliceState(), before, "Alice's resources changed");
        assert.equal(await balance(bob), bobCredits, 'Bob was charged');
      }),
    );
    suite.addTest(
      new Test(`${name}: path ids that are not UUIDs are 404 for the owner too`, async () => {
        for (const bad of ['not-a-uuid', '1', `${crypto.randomUUID()}0`, "' OR 1=1 --"]) {
          const values = aliceValues(operation);
          for (const parameter of pathParams(operation)) if (isUuid(parameter.schema)) values[parameter.name] = bad;
          const response = await send(operation, alice.key, values);
          assert.equal(response.status, 404, `${name} with id ${JSON.stringify(bad)}: ${JSON.stringify(response.body)}`);
          assertErrorBody(response, name);
        }
      }),
    );
  }

  before(async function () {
    this.timeout(240_000);
    stack = await getTestStack();
    png = await smallPng();
    receiver = await startWebhookReceiver();
    [alice, bob] = await Promise.all([createTestUser(stack, { credits: 20 }), createTestUser(stack, { credits: 20 })]);
    const spare = expectOk(await api('POST', '/api/api-keys', alice.key, { name: 'to revoke' }), 'key', 201);
    expectOk(await api('DELETE', '/api/api-keys', alice.key, { key_id: spare.id }), 'revoke');
    revokedKey = spare.key;
    const response = await fetch(`${stack.baseUrl}/openapi.json`);
    document = await response.json();
    operations = operationsOf(document);
    await createAliceResources();
    for (const operation of operations.filter((candidate) => candidate.secured)) addMatrixTests(operation);
  });

  after(async () => {
    await receiver?.close();
  });

  it("every list (a GET without path ids) as Bob holds none of Alice's ids, while Alice's own lists show them", async () => {
    const aliceIds = [...Object.values(fixtures.byCollection), fixtures.byParameter.image_id, fixtures.byParameter.asset_id, fixtures.byParameter.delivery_id];
    const lists = operations.filter((operation) => operation.secured && operation.method === 'GET' && !pathParams(operation).length);
    assert.ok(lists.some((operation) => operation.path === '/api/storybooks'), 'the storybook list is among them');
    const leaks: string[] = [];
    for (const operation of lists) {
      const text = JSON.stringify((await send(operation, bob.key, aliceValues(operation))).body);
      leaks.push(...aliceIds.filter((id) => text.includes(id)).map((id) => `${describeOperation(operation)} shows ${id}`));
    }
    assert.deepEqual(leaks, []);
    const asAlice = async (path: string) => JSON.stringify(expectOk(await api('GET', path, alice.key), path));
    assert.match(await asAlice('/api/storybooks'), new RegExp(fixtures.byCollection.storybooks));
    assert.match(await asAlice('/api/marketplace/my-listings'), new RegExp(fixtures.byCollection.marketplace));
    assert.match(await asAlice('/api/characters'), new RegExp(fixtures.byCollection.characters));
    assert.match(await asAlice('/api/webhooks'), new RegExp(fixtures.byCollection.webhooks));
  });

  it('the document lists every route, and every /api route but the public library, sign-up and sign-in needs a key', () => {
    const names = operations.map(describeOperation);
    for (const known of ['GET /api/webhooks/{id}/deliveries', 'POST /api/webhooks/{id}/deliveries/{delivery_id}/redeliver', 'GET /api/comics/{id}/events', 'GET /api/credits', 'DELETE /api/brand-kits/{id}', 'POST /api/scenes/{image_id}/vary', 'GET /api/comics/{id}/pages/{page}.png', 'POST /api/marketplace/listings/{id}/buy', 'POST /api/stripe/checkout', 'GET /api/account/exports/{id}/download', 'DELETE /api/account', 'DELETE /api/scenes/{image_id}', 'DELETE /api/storybooks/{id}']) {
      assert.ok(names.includes(known), `${known} missing from /openapi.json`);
    }
    const publicApi = operations.filter((operation) => operation.path.startsWith('/api/') && !operation.secured).map(describeOperation);
    assert.deepEqual(
      publicApi.sort(),
      ['GET /api/library', 'GET /api/session/options', 'POST /api/session', 'POST /api/session/confirm-email', 'POST /api/session/forgot-password', 'POST /api/session/reset-password', 'POST /api/session/sign-up', 'POST /api/stripe/webhook'],
      'sign-up, sign-in and the emailed links (their token is the credential) are public; the Stripe webhook is verified by its signature instead',
    );
    assert.ok(operations.filter((operation) => operation.secured).length >= 30);
  });
});
