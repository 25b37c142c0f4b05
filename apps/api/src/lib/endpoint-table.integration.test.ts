import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS, type Endpoint } from '@sankofa/contracts/endpoints/index';
import { ERROR_CODES } from '@sankofa/contracts/constants';
import { createTestApp, type TestApp } from '../test/harness.ts';

/**
 * The contracts' endpoint table and the API's route table are one list: a route without an entry,
 * an entry without a route, or an entry whose schemas are not the very ones the route validates
 * with, fails here.
 */
let t: TestApp;
const table: RouteOptions[] = [];

beforeAll(async () => {
  t = await createTestApp({ onRoute: (r) => void table.push(r) });
});
afterAll(async () => {
  await t?.close();
});

// A prefix's own route ('/api/support/') answers without the slash too; the table names it without.
const keyOf = (method: string, url: string) => `${method} ${url.length > 1 ? url.replace(/\/$/, '') : url}`;

interface RouteSchema {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  response?: Record<string, unknown>;
}

function served(): Map<string, RouteOptions> {
  const routes = new Map<string, RouteOptions>();
  for (const r of table) {
    if (!/^\/(api|media)(\/|$)/.test(r.url)) continue;
    for (const m of [r.method].flat()) if (m !== 'HEAD' && m !== 'OPTIONS') routes.set(keyOf(m, r.url), r);
  }
  return routes;
}

describe('the endpoint table', () => {
  it('names every route the API serves, and nothing else', () => {
    const routes = served();
    const entries = ALL_ENDPOINTS.map((e) => keyOf(e.method, e.path));
    expect(routes.size).toBeGreaterThan(90);
    expect(new Set(entries).size, 'an endpoint is listed twice').toBe(entries.length);
    expect(
      [...routes.keys()].filter((k) => !entries.includes(k)),
      'routes with no entry',
    ).toEqual([]);
    expect(
      entries.filter((k) => !routes.has(k)),
      'entries with no route',
    ).toEqual([]);
  });

  it('gives each route the very schemas it validates and answers with', () => {
    const routes = served();
    const mismatches: string[] = [];
    const same = (e: Endpoint, what: string, ours: unknown, theirs: unknown) => {
      if (ours !== theirs) mismatches.push(`${e.method} ${e.path}: ${what}`);
    };
    for (const e of ALL_ENDPOINTS) {
      const route = routes.get(keyOf(e.method, e.path));
      if (!route) continue;
      const schema = (route.schema ?? {}) as RouteSchema;
      same(e, 'params', e.params, schema.params);
      same(e, 'query', e.query, schema.querystring);
      // Raw and multipart bodies are read by the handler; only a JSON body has a schema.
      same(e, 'body', e.body, schema.body);
      if (e.response) same(e, `response ${e.status}`, e.response, schema.response?.[String(e.status)]);
      else if (schema.response)
        mismatches.push(`${e.method} ${e.path}: the route answers with a schema the entry lacks`);
      for (const status of Object.keys(schema.response ?? {})) {
        if (status.startsWith('2') && status !== String(e.status))
          mismatches.push(`${e.method} ${e.path}: status ${status}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('closes each endpoint over codes of the one set, with the pipeline and access codes included', () => {
    const known = new Set<string>(ERROR_CODES);
    for (const e of ALL_ENDPOINTS) {
      expect(
        e.errors.filter((c) => !known.has(c)),
        `${e.method} ${e.path}`,
      ).toEqual([]);
      expect(e.errors).toContain('validation_failed');
      if (e.access !== 'public') expect(e.errors).toContain('unauthorized');
      if (e.access === 'moderator') expect(e.errors).toContain('forbidden');
    }
  });
});
