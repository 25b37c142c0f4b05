import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import type { OpenApiDocument } from './openapi-document.ts';

let t: TestApp;
const table: RouteOptions[] = [];
let doc: OpenApiDocument;

beforeAll(async () => {
  t = await createTestApp({ onRoute: (r) => void table.push(r) });
  const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  doc = res.json();
});
afterAll(async () => {
  await t?.close();
});

const PRODUCTION = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'x'.repeat(32),
  CONTACT_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
  PAYMENTS_SANDBOX: 'true',
  VAPID_PUBLIC_KEY: Buffer.alloc(65, 4).toString('base64url'),
  VAPID_PRIVATE_KEY: Buffer.alloc(32, 9).toString('base64url'),
};

describe('GET /api/docs', () => {
  it('describes every route of the API in OpenAPI 3.1', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: 'Sankofa API', version: expect.any(String) });
    const listed = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`)),
    );
    const registered = table
      .filter((r) => /^\/(api|media)(\/|$)/.test(r.url))
      .flatMap((r) =>
        [r.method]
          .flat()
          .filter((m) => m !== 'HEAD' && m !== 'OPTIONS')
          .map((m) => `${m} ${r.url}`),
      )
      .map((s) => s.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{path}'));
    expect(registered.length).toBeGreaterThan(50);
    expect([...new Set(registered)].sort()).toEqual([...listed].sort());
  });

  it('is well formed: parameters match their paths, ids are unique, every reference resolves', () => {
    const ids = new Set<string>();
    for (const [path, ops] of Object.entries(doc.paths)) {
      expect(path).toMatch(/^\/[^\s:*]*$/);
      const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      for (const [method, op] of Object.entries(ops)) {
        expect(['get', 'post', 'put', 'patch', 'delete']).toContain(method);
        expect(ids.has(op.operationId), op.operationId).toBe(false);
        ids.add(op.operationId);
        const params = op.parameters ?? [];
        expect(
          params
            .filter((p) => p.in === 'path')
            .map((p) => p.name)
            .sort(),
          `${method} ${path}`,
        ).toEqual(templated);
        for (const p of params) {
          expect(p).toMatchObject({ name: expect.any(String), schema: expect.any(Object) });
          if (p.in === 'path') expect(p.required).toBe(true);
        }
        expect(new Set(params.map((p) => `${p.in}:${p.name}`)).size).toBe(params.length);
        expect(Object.keys(op.responses).length).toBeGreaterThan(0);
        for (const [status, response] of Object.entries(op.responses)) {
          expect(status).toMatch(/^([1-5]\d\d|[1-5]XX|default)$/);
          expect(response.description).toBeTruthy();
        }
      }
    }
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]!);
    for (const ref of refs.filter((r) => r.startsWith('#/components/'))) {
      const [, , kind, name] = ref.split('/');
      expect(doc.components[kind as 'schemas'][name!], ref).toBeDefined();
    }
    expect(JSON.stringify(doc)).not.toContain('"$schema"');
  });

  it('carries the contracts: bodies, queries and answers as JSON Schema', () => {
    const signUp = doc.paths['/api/auth/signup']!.post!;
    const body = signUp.requestBody!.content['application/json'].schema as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining(['email', 'password', 'location', 'acceptTerms']),
    );
    expect(body.required).toEqual(expect.arrayContaining(['email', 'password']));
    expect(signUp.responses['202']!.content!['application/json'].schema).toMatchObject({ type: 'object' });
    expect(signUp.responses['4XX']!.content!['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ErrorBody',
    });
    const photo = doc.paths['/api/photos/{id}']!.delete!;
    expect(photo.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    expect(doc.paths['/media/{path}']!.get!.parameters).toEqual([
      expect.objectContaining({ name: 'path', in: 'path' }),
    ]);
    expect(doc.paths['/api/realtime']!.get!.summary).toMatch(/WebSocket/);
  });

  it('names the error codes of each operation, the common ones included', () => {
    const list = doc.paths['/api/streams']!.get!;
    expect(list['x-error-codes']).toEqual(
      expect.arrayContaining(['invalid_cursor', 'unauthorized', 'validation_failed', 'service_unavailable']),
    );
    expect(list['x-error-codes']).not.toContain('stream_full');
    expect(list.responses['4XX']!.description).toContain('invalid_cursor');
    const ops = Object.values(doc.paths).flatMap((byMethod) => Object.values(byMethod));
    expect(ops.filter((op) => !op['x-error-codes']?.includes('validation_failed'))).toEqual([]);
  });
});

describe('GET /api/docs in production', () => {
  it('is not served unless API_DOCS_ENABLED asks for it', async () => {
    const off = await createTestApp({ env: PRODUCTION });
    const on = await createTestApp({ env: { ...PRODUCTION, API_DOCS_ENABLED: 'true' } });
    try {
      expect((await off.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
      const served = await on.app.inject({ method: 'GET', url: '/api/docs' });
      expect(served.statusCode).toBe(200);
      expect(served.json().openapi).toBe('3.1.0');
    } finally {
      await Promise.all([off.close(), on.close()]);
    }
  });

  it('can be switched off outside production too', async () => {
    const off = await createTestApp({ env: { API_DOCS_ENABLED: 'false' } });
    try {
      expect((await off.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
