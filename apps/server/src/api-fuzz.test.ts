/**
 * No request answers 5xx, whatever its text holds. For every operation of the OpenAPI document
 * (GET /api/openapi.json), each string of its JSON body (nested objects and arrays, every branch
 * of a union), of its query and of its path gets, alone, the strings that broke the shop once:
 * U+0000 (PostgreSQL cannot store it), lone surrogates (no UTF-8 can hold them, PostgreSQL's
 * JSON refuses them), a bidi override, a bell and a word of 10,000 letters. A field of a body
 * or a query must refuse the first four by its own schema (the text rule of
 * @shop/shared/text, or a pattern or list that refuses them), so a field left out of the rule
 * fails here by its name. Odd headers, undecodable querystrings, file names of uploads and a
 * CSV import's cells are tried too, and a few headers Node's parser refuses go over a socket.
 * One shop is built once; the calls run in loops and every failure is reported together.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type RouteOptions } from 'fastify';
import Papa from 'papaparse';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { $ZodType } from 'zod/v4/core';
import shop, { serverOptions } from './app.ts';
import { replaceCatalogue } from './db/catalogue-writes.ts';
import { readConfig } from './env.ts';
import { OPENAPI_PATH } from './plugins/api-docs.ts';
import { createStarting } from './plugins/starting.ts';
import { FIXTURE_PRODUCTS } from './test-support/catalogue-fixtures.ts';
import {
  createOrder,
  createOrderBody,
  injectRequests,
  payWithTestProvider,
  signUp,
  verifyPayment,
  type AuthorizationHeader,
  type Customer,
} from './test-support/checkout.ts';
import { lettersOf } from './test-support/letters.ts';
import { takeOrderSteps } from './test-support/order-steps.ts';
import { signedInStaff } from './test-support/staff.ts';
import { createTestDatabase, type TestApp } from './test-support/test-app.ts';

/** As much of JSON Schema as the OpenAPI document's request schemas use. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
}
interface Parameter {
  in: 'query' | 'path' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  security?: Record<string, unknown>[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

type PathKey = string | number;
type ZodSchema = z.ZodType;

/** What a text field is sent to find out whether it keeps it. */
const REFUSED_CHARACTERS: Record<string, string> = {
  NUL: '\u0000',
  'a lone high surrogate': '\ud800',
  'a lone low surrogate': '\udc00x',
  'a right-to-left override': '\u202e',
  'a bell': '\u0007',
};
const LONG_WORD = lettersOf(10_000, 7);
const BAD_STRINGS = [...Object.values(REFUSED_CHARACTERS), LONG_WORD];

/**
 * Texts the rule leaves alone, and why; they must still answer below 500. A password is hashed,
 * never stored or shown; Google's sign-in sends the browser's copies of the token's fields,
 * which the server never reads (it takes them from the checked token, under the rule).
 */
const EXEMPT_FIELDS = new Set(['password', 'newPassword']);
const EXEMPT = new Set(
  ['email', 'firstName', 'lastName', 'googleId', 'profilePicture'].map(
    (field) => `POST /auth/google/verify body.${field}`,
  ),
);
const isExempt = (where: string) =>
  EXEMPT.has(where) || EXEMPT_FIELDS.has(where.slice(where.lastIndexOf('.') + 1));

/** Values a string leaf may need to be valid, tried in turn; its schema picks the first it takes. */
const CANDIDATES = [
  'Broken parcel arrived and nothing inside it',
  'Meena Sundaram',
  'meena@example.in',
  '9876543210',
  '625001',
  'Amma',
  'DIWALI10',
  '2026-01',
  '2026-01-15',
  '2026-01-15T10:00:00.000Z',
  '2027-06-30T18:29:59.000Z',
  'c0ffee00-1234-4abc-8def-0123456789ab',
  'Ring',
  'A'.repeat(43),
  'https://shop.test/',
  'EE123456789IN',
  'TC1234567890',
  'AB12CD',
  'ABCDE1234F',
  '33ABCDE1234F1Z5',
  '# Returns\n\nA piece may be returned within seven days of its delivery.',
  'four silver rings',
  '123456',
  '1',
  'a',
];

/** The shop as app.ts builds it, with every route noted as it is added. */
interface FuzzedShop extends TestApp {
  routes: RouteOptions[];
  errors: string[];
}

async function buildShop(): Promise<FuzzedShop> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-api-fuzz-'));
  const config = readConfig({
    DATA_DIR: dataDir,
    CATALOGUE_CACHE_SECONDS: '0',
    NIGHTLY_BACKUPS: 'false',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    ADMIN_DIST: path.join(dataDir, 'no-admin-build'),
    // Behind one proxy, so X-Forwarded-For is read and each call can come from its own address.
    TRUST_PROXY: '1',
    LOG_LEVEL: 'error',
  });
  const errors: string[] = [];
  const app = Fastify(serverOptions(config, { write: (line) => errors.push(line) }));
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  const database = await createTestDatabase();
  await replaceCatalogue(database.db, FIXTURE_PRODUCTS);
  const starting = createStarting(app.log);
  await app.register(shop, { config, database, scheduledWork: false, starting });
  await app.ready();
  await starting.finish();
  return {
    app,
    database,
    dataDir,
    routes,
    errors,
    async close() {
      await app.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/* Walking a request schema. */

interface Leaf {
  path: PathKey[];
  schema: JsonSchema;
}
interface Sample {
  value: unknown;
  leaves: Leaf[];
}

const typeOf = (schema: JsonSchema) =>
  Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;

/**
 * Bodies the schema describes: one for each branch of each union (the rest on their first),
 * with every property, optional ones too, and one item in each list; and the string leaves of
 * each. Strings start as a guess the zod schema corrects (`fitted`).
 */
function samplesOf(schema: JsonSchema, at: PathKey[]): Sample[] {
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches) return branches.flatMap((branch) => samplesOf(branch, at));
  if (schema.allOf) return samplesOf(Object.assign({}, ...schema.allOf) as JsonSchema, at);
  if (schema.const !== undefined) return [{ value: schema.const, leaves: [] }];
  if (schema.enum) return [{ value: schema.enum[0], leaves: [] }];
  switch (typeOf(schema)) {
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const each = properties.map(([key, property]) => samplesOf(property, [...at, key]));
      const first = (index: number) => each[index]?.[0] ?? { value: undefined, leaves: [] };
      const objectWith = (varied: number, variant: Sample): Sample => {
        const value: Record<string, unknown> = {};
        const leaves: Leaf[] = [];
        properties.forEach(([key], index) => {
          const chosen = index === varied ? variant : first(index);
          value[key] = chosen.value;
          leaves.push(...chosen.leaves);
        });
        return { value, leaves };
      };
      const variants = each.flatMap((options, index) =>
        options.slice(1).map((option) => objectWith(index, option)),
      );
      return [objectWith(-1, { value: undefined, leaves: [] }), ...variants];
    }
    case 'array': {
      const items = schema.prefixItems ?? (schema.items ? [schema.items] : []);
      if (items.length === 0) return [{ value: [], leaves: [] }];
      const each = items.map((item, index) => samplesOf(item, [...at, index]));
      return (each[0] ?? []).map((variant) => ({
        value: [variant.value, ...each.slice(1).map((options) => options[0]?.value)],
        leaves: [...variant.leaves, ...each.slice(1).flatMap((options) => options[0]?.leaves ?? [])],
      }));
    }
    case 'string':
      return [{ value: CANDIDATES[0], leaves: [{ path: at, schema }] }];
    case 'integer':
    case 'number':
      return [{ value: schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1, leaves: [] }];
    case 'boolean':
      return [{ value: false, leaves: [] }];
    case 'null':
      return [{ value: null, leaves: [] }];
    default:
      return [{ value: schema.default, leaves: [] }];
  }
}

function withValue(value: unknown, at: readonly PathKey[], leafValue: unknown): unknown {
  if (at.length === 0) return leafValue;
  const [key, ...rest] = at;
  if (Array.isArray(value)) {
    const items: unknown[] = [...value];
    items[Number(key)] = withValue(items[Number(key)], rest, leafValue);
    return items;
  }
  const fields = { ...(value as Record<PathKey, unknown> | undefined) };
  fields[key as PathKey] = withValue(fields[key as PathKey], rest, leafValue);
  return fields;
}

/** Every issue's path, those inside a union's branches too. */
function issuePaths(issues: readonly z.core.$ZodIssue[], prefix: PathKey[] = []): string[] {
  return issues.flatMap((issue) => {
    const at = [...prefix, ...(issue.path as PathKey[])];
    const nested =
      issue.code === 'invalid_union' ? issue.errors.flatMap((branch) => issuePaths(branch, at)) : [];
    return [at.join('.'), ...nested];
  });
}

const refusesAt = (schema: ZodSchema, value: unknown, at: readonly PathKey[]) => {
  const parsed = schema.safeParse(value);
  return !parsed.success && issuePaths(parsed.error.issues).includes(at.join('.'));
};

/** The sample with each string leaf set to the first candidate its field takes. */
function fitted(schema: ZodSchema | undefined, sample: Sample, fixed: (leaf: Leaf) => string | undefined) {
  let value = sample.value;
  const unfitted: Leaf[] = [];
  for (const leaf of sample.leaves) {
    const known = fixed(leaf);
    const tried = known === undefined ? CANDIDATES : [known, ...CANDIDATES];
    const taken =
      schema &&
      tried.find((candidate) => !refusesAt(schema, withValue(value, leaf.path, candidate), leaf.path));
    if (taken === undefined) unfitted.push(leaf);
    else value = withValue(value, leaf.path, taken);
  }
  return { value, unfitted };
}

/** A valid text with a refused character in it, still within the field's length. */
function spoilt(valid: string, bad: string, maxLength: number | undefined): string {
  const room = (maxLength ?? Infinity) - bad.length - 1;
  const kept = valid.length > room ? valid.slice(0, Math.max(1, room)) : valid;
  return `${kept.slice(0, 1)}${bad}${kept.slice(1)}`;
}

const leafAt = (value: unknown, at: readonly PathKey[]): unknown =>
  at.reduce<unknown>((inner, key) => (inner as Record<PathKey, unknown> | undefined)?.[key], value);

/* Sending. */

const zodOf = (schema: unknown): ZodSchema | undefined =>
  schema instanceof $ZodType ? (schema as ZodSchema) : undefined;

/** Text as a URL carries it; a lone surrogate as the three bytes a careless encoder writes. */
function encodedForUrl(text: string): string {
  let encoded = '';
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    const next = text.charCodeAt(index + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      encoded += encodeURIComponent(text.slice(index, index + 2));
      index += 1;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      encoded += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else encoded += encodeURIComponent(text[index] ?? '');
  }
  return encoded;
}

const queryString = (query: Record<string, string>) =>
  Object.entries(query)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodedForUrl(value)}`)
    .join('&');

let fuzzed: FuzzedShop;
let document: OpenApiDocument;
let owner: AuthorizationHeader;
let customer: Customer;
/** Real ids for the path's parameters, so a call reaches past "no such thing". */
const knownParameters: Record<string, string> = {};
let calls = 0;

interface Call {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: unknown;
}

/** Sends the call from an address of its own (limits per address stay out of the way). */
async function send(call: Call) {
  calls += 1;
  const errorsBefore = fuzzed.errors.length;
  const address = `127.${(calls >> 16) & 255}.${(calls >> 8) & 255}.${calls & 255}`;
  const answer = await fuzzed.app.inject({
    method: call.method as 'GET',
    url: call.url,
    headers: { 'x-forwarded-for': address, ...call.headers },
    ...(call.payload === undefined ? {} : { payload: call.payload as string }),
  });
  const logged = fuzzed.errors.slice(errorsBefore).map((line) => {
    const entry = JSON.parse(line) as { err?: { message?: string } };
    return entry.err?.message ?? line;
  });
  return { status: answer.statusCode, body: answer.body, logged };
}

interface PreparedOperation {
  method: string;
  path: string;
  operation: Operation;
  route: RouteOptions | undefined;
  headers: Record<string, string>;
  /** The address with every path parameter filled in. */
  url: (overrides?: Record<string, string>, query?: Record<string, string>) => string;
  query: Record<string, string>;
  bodies: { value: unknown; leaves: Leaf[] }[];
  /** Leaves no candidate is valid for: their refusal would prove nothing. */
  unfitted: string[];
}

const name = (operation: { method: string; path: string }) =>
  `${operation.method.toUpperCase()} ${operation.path}`;

function routeOf(method: string, openApiPath: string): RouteOptions | undefined {
  const url = openApiPath.replace(/\{(\w+)\}/g, ':$1');
  return fuzzed.routes.find(
    (route) =>
      route.url === url &&
      (Array.isArray(route.method) ? route.method : [route.method]).includes(method.toUpperCase() as 'GET'),
  );
}

/** Calls that end the session they are made with, or make it need a second factor: last. */
const SESSION_ENDING = new Set([
  'POST /logout',
  'DELETE /user/profile',
  'DELETE /api/admin/session',
  'PUT /api/admin/settings/second-factor-required',
]);

function prepared(): PreparedOperation[] {
  const operations = Object.entries(document.paths).flatMap(([openApiPath, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method, path: openApiPath, operation })),
  );
  const ordered = [
    ...operations.filter((operation) => !SESSION_ENDING.has(name(operation))),
    ...operations.filter((operation) => SESSION_ENDING.has(name(operation))),
  ];
  return ordered.map(({ method, path: openApiPath, operation }) => {
    const route = routeOf(method, openApiPath);
    const security = JSON.stringify(operation.security ?? []);
    // A call anyone may make is made signed in: some take a customer's session when there is one.
    const headers = security.includes('staffSession') ? owner : customer.headers;
    const parameters = operation.parameters ?? [];
    const sampleParameters = (where: 'query' | 'path', schema: ZodSchema | undefined) => {
      const values: Record<string, string> = {};
      const unfitted: string[] = [];
      for (const parameter of parameters.filter((one) => one.in === where)) {
        const known = where === 'path' ? knownParameters[parameter.name] : undefined;
        const first = samplesOf(parameter.schema ?? {}, [parameter.name])[0];
        const enumerated =
          first && first.leaves.length === 0 && first.value !== undefined ? String(first.value) : undefined;
        const tried = [known, enumerated, ...CANDIDATES].filter((candidate) => candidate !== undefined);
        const taken = tried.find(
          (candidate) =>
            !schema || !refusesAt(schema, { ...values, [parameter.name]: candidate }, [parameter.name]),
        );
        if (taken === undefined) unfitted.push(parameter.name);
        else values[parameter.name] = taken;
      }
      return { values, unfitted };
    };
    const pathParameters = sampleParameters('path', zodOf(route?.schema?.params));
    const query = sampleParameters('query', zodOf(route?.schema?.querystring));
    const url = (overrides: Record<string, string> = {}, extraQuery?: Record<string, string>) => {
      const filled = openApiPath.replace(/\{(\w+)\}/g, (_, key: string) =>
        encodedForUrl(overrides[key] ?? pathParameters.values[key] ?? 'x'),
      );
      return extraQuery && Object.keys(extraQuery).length > 0
        ? `${filled}?${queryString(extraQuery)}`
        : filled;
    };
    const jsonSchema = operation.requestBody?.content?.['application/json']?.schema;
    const bodySchema = zodOf(route?.schema?.body);
    const unfitted: string[] = [...pathParameters.unfitted.map((key) => `path.${key}`)];
    const bodies = (jsonSchema ? samplesOf(jsonSchema, []) : []).map((sample) => {
      const fit = fitted(bodySchema, sample, (leaf) => knownParameters[String(leaf.path.at(-1))]);
      unfitted.push(...fit.unfitted.map((leaf) => `body.${leaf.path.join('.')}`));
      return { value: fit.value, leaves: sample.leaves };
    });
    return {
      method,
      path: openApiPath,
      operation,
      route,
      headers,
      url,
      query: query.values,
      bodies,
      unfitted,
    };
  });
}

async function anyCall(operation: PreparedOperation, change: Partial<Call> = {}) {
  const body = operation.bodies[0]?.value;
  return send({
    method: operation.method,
    url: operation.url({}, operation.query),
    headers: { ...operation.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    payload: body === undefined ? undefined : JSON.stringify(body),
    ...change,
  });
}

beforeAll(async () => {
  fuzzed = await buildShop();
  const answer = await fuzzed.app.inject({ method: 'GET', url: OPENAPI_PATH });
  document = answer.json();
  const requests = injectRequests(fuzzed.app);
  owner = await signedInStaff(fuzzed, { email: 'lakshmi@shop.test', name: 'Lakshmi Rao', role: 'owner' });
  await signedInStaff(fuzzed, { email: 'ravi@shop.test', name: 'Ravi Kumar' });
  customer = await signUp(requests, 'meena@example.in');

  // A delivered order of the customer's, with what hangs off one: a review, a return, a complaint.
  const [ring] = FIXTURE_PRODUCTS;
  if (!ring) throw new Error('the fixture catalogue is empty');
  const created = await createOrder(
    requests,
    customer,
    createOrderBody([{ product: ring, quantity: 1 }], 'fuzz-1'),
  );
  const paid = await verifyPayment(
    requests,
    customer,
    await payWithTestProvider(requests, created.providerOrderId),
  );
  if (paid.status !== 200) throw new Error(`verify-payment answered ${paid.status}`);
  await takeOrderSteps(fuzzed.app, owner, created.orderId, 'delivered');
  const json = async (call: Call) => JSON.parse((await send(call)).body) as Record<string, unknown>;
  const staff = (await json({ method: 'GET', url: '/api/admin/staff', headers: owner })).staff as {
    id: string;
    email: string;
  }[];
  const complaint = await json({
    method: 'POST',
    url: '/api/complaints',
    payload: { name: 'Meena', email: 'meena@example.in', topic: 'order', description: CANDIDATES[0] },
  });
  await json({
    method: 'POST',
    url: '/api/contacts',
    payload: { email: 'meena@example.in', message: 'Hello' },
  });
  const complaints = (await json({ method: 'GET', url: '/api/admin/complaints', headers: owner }))
    .complaints as { id: string }[];
  const messages = (await json({ method: 'GET', url: '/api/admin/messages', headers: owner })).messages as {
    id: string;
  }[];
  await json({
    method: 'POST',
    url: `/api/products/${ring.id}/reviews`,
    headers: customer.headers,
    payload: { stars: 4, title: 'Lovely ring', text: 'It fits well and shines on every day.' },
  });
  const reviews = (await json({ method: 'GET', url: '/api/admin/reviews', headers: owner })).reviews as {
    id: string;
  }[];
  const coupons = await json({
    method: 'POST',
    url: '/api/admin/coupons',
    headers: owner,
    payload: { code: 'FUZZ10', kind: 'percent', value: 10, minOrder: 0 },
  });
  Object.assign(knownParameters, {
    orderId: created.orderId,
    id: String(ring.id),
    productId: String(ring.id),
    memberId: staff.find((member) => member.email === 'ravi@shop.test')?.id ?? '',
    complaintId: complaints[0]?.id ?? '',
    messageId: messages[0]?.id ?? '',
    reviewId: reviews[0]?.id ?? '',
    couponId: String((coupons.coupon as { id?: number } | undefined)?.id ?? 1),
    position: '1',
    policyId: 'returns',
    peopleCategory: 'women',
  });
  expect(complaint.success).toBe(true);
}, 120_000);

afterAll(async () => {
  await fuzzed?.close();
});

// Each string is refused by the shop's schemas before any database sees it, and a database's
// own refusals are PostgreSQL's either way: run once, on the embedded database, and not again
// in CI's pass on the PostgreSQL server.
const onTheEmbeddedDatabase = describe.skipIf(process.env.TEST_DATABASE_URL !== undefined);

onTheEmbeddedDatabase('every operation of the OpenAPI document', () => {
  it(
    'refuses, by its own schema, a refused character in each text of its body and query, and answers none of the bad strings 5xx',
    { timeout: 300_000 },
    async () => {
      const operations = prepared();
      expect(operations.length).toBeGreaterThan(140);
      const notRefused: string[] = [];
      const serverFaults: string[] = [];
      const unfitted = operations.flatMap((operation) =>
        operation.unfitted.map((leaf) => `${name(operation)} ${leaf}`),
      );

      const expectBelow500 = async (what: string, call: Call) => {
        const answer = await send(call);
        if (answer.status >= 500) serverFaults.push(`${what}: ${answer.status} ${answer.logged.join(' / ')}`);
      };

      for (const operation of operations) {
        const bodySchema = zodOf(operation.route?.schema?.body);
        const querySchema = zodOf(operation.route?.schema?.querystring);
        const contentType = { 'content-type': 'application/json' };

        for (const body of operation.bodies) {
          for (const leaf of body.leaves) {
            const where = `${name(operation)} body.${leaf.path.join('.')}`;
            const valid = leafAt(body.value, leaf.path);
            if (bodySchema && typeof valid === 'string' && !isExempt(where)) {
              for (const [what, bad] of Object.entries(REFUSED_CHARACTERS)) {
                if (
                  !refusesAt(
                    bodySchema,
                    withValue(body.value, leaf.path, spoilt(valid, bad, leaf.schema.maxLength)),
                    leaf.path,
                  )
                )
                  notRefused.push(`${where} takes ${what}`);
              }
            }
            for (const bad of BAD_STRINGS) {
              await expectBelow500(`${where} = ${JSON.stringify(bad.slice(0, 12))}`, {
                method: operation.method,
                url: operation.url({}, operation.query),
                headers: { ...operation.headers, ...contentType },
                payload: JSON.stringify(withValue(body.value, leaf.path, bad)),
              });
            }
          }
        }

        const body = operation.bodies[0]?.value;
        const payload = body === undefined ? undefined : JSON.stringify(body);
        const withBody = body === undefined ? operation.headers : { ...operation.headers, ...contentType };
        for (const parameter of operation.operation.parameters ?? []) {
          if (parameter.in !== 'query' && parameter.in !== 'path') continue;
          const where = `${name(operation)} ${parameter.in}.${parameter.name}`;
          // A parameter no sample fits (a choice from a list) is tried with a letter and the character.
          const valid = parameter.in === 'query' ? (operation.query[parameter.name] ?? 'a') : undefined;
          const freeText =
            parameter.schema && typeOf(parameter.schema) === 'string' && !parameter.schema.enum;
          if (parameter.in === 'query' && querySchema && freeText && valid !== undefined) {
            for (const [what, bad] of Object.entries(REFUSED_CHARACTERS)) {
              const query = {
                ...operation.query,
                [parameter.name]: spoilt(valid, bad, parameter.schema?.maxLength),
              };
              if (!refusesAt(querySchema, query, [parameter.name])) notRefused.push(`${where} takes ${what}`);
            }
          }
          for (const bad of BAD_STRINGS) {
            const url =
              parameter.in === 'query'
                ? operation.url({}, { ...operation.query, [parameter.name]: bad })
                : operation.url({ [parameter.name]: bad }, operation.query);
            await expectBelow500(`${where} = ${JSON.stringify(bad.slice(0, 12))}`, {
              method: operation.method,
              url,
              headers: withBody,
              payload,
            });
          }
        }
      }

      expect.soft(unfitted, 'fields no sample value is valid for: add one to CANDIDATES').toEqual([]);
      expect.soft(notRefused, 'texts that take a refused character').toEqual([]);
      expect(serverFaults, 'calls answered 5xx').toEqual([]);
    },
  );

  it('answers odd headers and undecodable querystrings below 500', { timeout: 300_000 }, async () => {
    const operations = prepared();
    const faults: string[] = [];
    const oddValues = [
      '',
      'x'.repeat(8_000),
      '\u00ff\u00fe\u0080 %00 " Bearer not.a.token; =;=;a=%ZZ;',
      '*;q=abc, ;q=, ta-IN;q=-1, br;q=1e999, W/"", "unclosed',
      '999.999.999.999, ::ffff:not-an-ip, ',
      'application/json; charset=utf-16',
      'multipart/form-data; boundary=',
    ];
    const oddHeaders = (value: string, keepSession: boolean, operation: PreparedOperation) => ({
      ...(keepSession ? operation.headers : { authorization: value }),
      cookie: value,
      'x-forwarded-for': value,
      'accept-language': value,
      'if-none-match': value,
      'accept-encoding': value,
      'content-type': value,
      'user-agent': value,
    });
    for (const operation of operations) {
      for (const value of oddValues) {
        for (const keepSession of [false, true]) {
          let answer;
          try {
            answer = await anyCall(operation, { headers: oddHeaders(value, keepSession, operation) });
          } catch {
            continue; // a value inject itself will not send: the socket test below sends a few
          }
          if (answer.status >= 500)
            faults.push(
              `${name(operation)} with headers ${JSON.stringify(value.slice(0, 30))}: ${answer.status} ${answer.logged.join(' / ')}`,
            );
        }
      }
      const names = (operation.operation.parameters ?? [])
        .filter((one) => one.in === 'query')
        .map((one) => one.name);
      for (const raw of ['%00', '%ED%A0%80', '%E0%A4', '%']) {
        for (const parameter of names.length > 0 ? names : ['unknown']) {
          const query = Object.entries({ ...operation.query, [parameter]: '' })
            .map(
              ([key, value]) =>
                `${encodeURIComponent(key)}=${key === parameter ? raw : encodedForUrl(value)}`,
            )
            .join('&');
          const answer = await anyCall(operation, { url: `${operation.url()}?${query}` });
          if (answer.status >= 500)
            faults.push(
              `${name(operation)}?${parameter}=${raw}: ${answer.status} ${answer.logged.join(' / ')}`,
            );
        }
      }
    }
    expect(faults).toEqual([]);
  });

  it('answers a file name with a refused character, in every upload, below 500', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const uploads = [
      { url: '/api/files?type=fingerprint', headers: {} },
      { url: `/api/admin/products/${knownParameters.id}/pictures`, headers: owner },
      { url: `/api/admin/orders/${knownParameters.orderId}/lines/1/proofs`, headers: owner },
    ];
    const faults: string[] = [];
    for (const upload of uploads) {
      for (const bad of [...BAD_STRINGS, '\u0000.png', 'a\r\nContent-Type: text/html', '../../etc/passwd']) {
        // Written by hand: a browser's FormData would escape what is sent here as it is.
        const boundary = `----fuzz${crypto.randomBytes(8).toString('hex')}`;
        const fileName = Buffer.from(bad.replace(/[\ud800-\udfff]/g, '\ufffd'), 'utf8');
        const payload = Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="`),
          fileName,
          Buffer.from(`"\r\nContent-Type: image/png\r\n\r\n`),
          png,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        const answer = await send({
          method: 'POST',
          url: upload.url,
          headers: { ...upload.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload,
        });
        if (answer.status >= 500)
          faults.push(
            `${upload.url} with the file name ${JSON.stringify(bad.slice(0, 12))}: ${answer.status} ${answer.logged.join(' / ')}`,
          );
      }
    }
    expect(faults).toEqual([]);
  });

  it('refuses a refused character in any text cell of a CSV import, naming the line and column', async () => {
    const exported = await send({ method: 'GET', url: '/api/admin/products/export.csv', headers: owner });
    const [columns = [], cells = []] = Papa.parse<string[]>(exported.body.trim()).data;
    const faults: string[] = [];
    for (const column of ['name', 'description', 'productCategory', 'sku']) {
      const at = columns.indexOf(column);
      if (at < 0) continue;
      for (const [what, bad] of Object.entries(REFUSED_CHARACTERS)) {
        const row = cells.map((cell, index) => (index === at ? `${cell}${bad}` : cell));
        const answer = await send({
          method: 'POST',
          url: '/api/admin/products/import',
          headers: { ...owner, 'content-type': 'text/csv' },
          payload: Papa.unparse([columns, row]),
        });
        const refusal = JSON.parse(answer.body) as { problems?: { line: number; field: string }[] };
        if (
          answer.status !== 400 ||
          !refusal.problems?.some((problem) => problem.field === column && problem.line === 2)
        )
          faults.push(`the column ${column} takes ${what}: ${answer.status} ${answer.body.slice(0, 200)}`);
      }
    }
    expect(faults).toEqual([]);
  });

  it('answers headers and paths that only a raw socket can send below 500, on a listening server', async () => {
    await fuzzed.app.listen({ port: 0, host: '127.0.0.1' });
    const address = fuzzed.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('the shop is not listening');
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(address.port, '127.0.0.1');
        let received = '';
        socket.on('data', (chunk) => {
          received += chunk.toString('latin1');
        });
        socket.on('end', () => resolve(received));
        socket.on('close', () => resolve(received));
        socket.on('error', reject);
        socket.end(Buffer.from(request, 'latin1'));
      });
    const requests = [
      'GET /api/products/search?q=ring HTTP/1.1\r\nHost: shop.test\r\nUser-Agent: a\u0000b\r\nConnection: close\r\n\r\n',
      `GET /api/orders HTTP/1.1\r\nHost: shop.test\r\nAuthorization: ${owner.authorization}\u0000\r\nConnection: close\r\n\r\n`,
      'GET /api/admin/orders HTTP/1.1\r\nHost: shop.test\r\nCookie: a=\u0000\r\nConnection: close\r\n\r\n',
      'GET /api/products/search?q=ring HTTP/1.1\r\nHost: shop.test\r\nAccept-Language: ta\u00ff\u0001\r\nConnection: close\r\n\r\n',
      'GET /api/products/search?q=%00%ED%A0%80%E0%A4% HTTP/1.1\r\nHost: shop.test\r\nConnection: close\r\n\r\n',
      'GET /api/products/%00 HTTP/1.1\r\nHost: shop.test\r\nConnection: close\r\n\r\n',
      'GET /api/products/%ED%A0%80 HTTP/1.1\r\nHost: shop.test\r\nConnection: close\r\n\r\n',
      'GET /api/products/search?q=\u00ff\u0000 HTTP/1.1\r\nHost: shop.test\r\nConnection: close\r\n\r\n',
      'POST /api/complaints HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\nContent-Length: 4\r\nX-Forwarded-For: \u0000\r\nConnection: close\r\n\r\n{}{}',
    ];
    const statuses: string[] = [];
    for (const request of requests) {
      const answer = await raw(request);
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 'no answer';
      if (status === 'no answer' || Number(status) >= 500)
        statuses.push(`${JSON.stringify(request.slice(0, 60))}: ${status}`);
    }
    expect(statuses).toEqual([]);
  });
});
