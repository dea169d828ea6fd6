/**
 * The API is described by its code: every route the shop registers either names the answer
 * of its success in a schema (which the OpenAPI document at /api/openapi.json is made from),
 * or is left out of the document with a reason (a page, a file for crawlers). A route added
 * without either fails here.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { $ZodType } from 'zod/v4/core';
import shop, { serverOptions } from './app.ts';
import { readConfig } from './env.ts';
import { DOCS_PAGE_PATH, OPENAPI_PATH } from './plugins/api-docs.ts';
import { createStarting } from './plugins/starting.ts';
import { createTestDatabase } from './test-support/test-app.ts';

/** As much of an OpenAPI document as these tests read. */
interface Operation {
  security?: unknown;
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface OpenApiDocument {
  openapi: string;
  paths?: Record<string, Record<string, Operation | undefined> | undefined>;
}

interface BuiltShop {
  app: FastifyInstance;
  routes: RouteOptions[];
  close(): Promise<void>;
}

/** The shop as app.ts builds it, with every route it registers noted as it is added. */
async function buildShop(environment: Record<string, string> = {}): Promise<BuiltShop> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-api-document-'));
  const config = readConfig({
    DATA_DIR: dataDir,
    NIGHTLY_BACKUPS: 'false',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    ADMIN_DIST: path.join(dataDir, 'no-admin-build'),
    ...environment,
  });
  const app = Fastify(serverOptions(config, false));
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  const starting = createStarting(app.log);
  await app.register(shop, { config, database: await createTestDatabase(), starting });
  await app.ready();
  await starting.finish();
  return {
    app,
    routes,
    async close() {
      await app.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);

/** Routes the server answers itself (HEAD is Fastify's copy of each GET). */
function ownRoutes(routes: readonly RouteOptions[]) {
  return routes.flatMap((route) =>
    methodsOf(route)
      .filter((method) => method !== 'HEAD')
      .map((method) => ({ method: method.toLowerCase(), url: route.url, schema: route.schema })),
  );
}

/** Files served by @fastify/static (the pictures folder) and the development docs page's own. */
const FILE_PLUGIN_PREFIXES = ['/images/', '/admin/assets/', `${DOCS_PAGE_PATH}`];

function successStatuses(response: unknown): string[] {
  return Object.keys(response ?? {}).filter((status) => /^[23]\d\d$/.test(status));
}

function describesAnAnswer(schema: unknown): boolean {
  if (schema instanceof $ZodType) return true;
  const content = (schema as { content?: Record<string, { schema?: unknown }> } | undefined)?.content;
  return content !== undefined && Object.values(content).every((type) => type.schema instanceof $ZodType);
}

/** `/api/orders/:orderId/receipt` as OpenAPI writes it: `/api/orders/{orderId}/receipt`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

let development: BuiltShop;
let production: BuiltShop;
let document: OpenApiDocument;

beforeAll(async () => {
  [development, production] = await Promise.all([
    buildShop({ NODE_ENV: 'development', BENCH_ECHO_BYTES_ROUTE: 'true' }),
    buildShop({}),
  ]);
  const answer = await production.app.inject({ method: 'GET', url: OPENAPI_PATH });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  document = answer.json();
});
afterAll(async () => {
  await Promise.all([development?.close(), production?.close()]);
});

describe('every route of the shop', () => {
  it('names its success’s answer in a schema, or is left out of the document with a reason', () => {
    const undescribed = ownRoutes(development.routes).filter(({ url, schema }) => {
      if (schema?.hide === true) {
        const leftOutOnPurpose = typeof schema.description === 'string' && schema.description.length > 0;
        return !leftOutOnPurpose && !FILE_PLUGIN_PREFIXES.some((prefix) => url.startsWith(prefix));
      }
      const statuses = successStatuses(schema?.response);
      const response = schema?.response as Record<string, unknown> | undefined;
      return statuses.length === 0 || !statuses.every((status) => describesAnAnswer(response?.[status]));
    });
    expect(undescribed).toEqual([]);
  });

  it('checks the parts of its address it reads', () => {
    const unchecked = ownRoutes(development.routes).filter(
      ({ url, schema }) => schema?.hide !== true && url.includes(':') && schema?.params === undefined,
    );
    expect(unchecked).toEqual([]);
  });
});

describe(`GET ${OPENAPI_PATH}`, () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('lists every call the shop answers, with its method and the schema of its success', () => {
    const calls = ownRoutes(production.routes).filter(({ schema }) => schema?.hide !== true);
    expect(calls.length).toBeGreaterThan(70);
    const missing = calls.filter(({ method, url, schema }) => {
      const operation = document.paths?.[openApiPath(url)]?.[method];
      return successStatuses(schema?.response).some((status) => {
        const content = Object.values(operation?.responses?.[status]?.content ?? {});
        return content.length === 0 || content.some((type) => type.schema === undefined);
      });
    });
    expect(missing).toEqual([]);
    const apiCalls = calls.filter(({ url }) => url.startsWith('/api/'));
    expect(apiCalls.every(({ url }) => document.paths?.[openApiPath(url)] !== undefined)).toBe(true);
  });

  it('describes the refusals of a call with the one error body', () => {
    const refusal = document.paths?.['/api/products/{id}']?.get?.responses?.['4XX'];
    expect(refusal?.content?.['application/json']?.schema).toEqual({
      type: 'object',
      properties: { success: { type: 'boolean', enum: [false] }, message: { type: 'string' } },
      required: ['success', 'message'],
      additionalProperties: false,
    });
  });

  it('says which calls need a shopper’s session and which a back-office one', () => {
    expect(document.paths?.['/api/orders']?.get?.security).toEqual([{ customerSession: [] }]);
    expect(document.paths?.['/api/admin/orders']?.get?.security).toEqual([{ staffSession: [] }]);
    expect(document.paths?.['/api/products/search']?.get?.security).toBeUndefined();
  });

  it('leaves out pages and files for crawlers', () => {
    expect(Object.keys(document.paths ?? {})).not.toContain('/robots.txt');
    expect(Object.keys(document.paths ?? {})).not.toContain('/admin');
    expect(Object.keys(document.paths ?? {})).not.toContain(OPENAPI_PATH);
  });
});

describe(`the browsable page at ${DOCS_PAGE_PATH}`, () => {
  it('is served in development, with the same document', async () => {
    const page = await development.app.inject({ method: 'GET', url: `${DOCS_PAGE_PATH}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const shown = await development.app.inject({ method: 'GET', url: `${DOCS_PAGE_PATH}/json` });
    expect(shown.json().paths['/api/products/{id}']).toEqual(document.paths?.['/api/products/{id}']);
  });

  it('is not served in production, where the document still is', async () => {
    const page = await production.app.inject({ method: 'GET', url: `${DOCS_PAGE_PATH}/` });
    expect(page.statusCode).toBe(404);
    expect(production.routes.some((route) => route.url.startsWith(DOCS_PAGE_PATH))).toBe(false);
  });
});
