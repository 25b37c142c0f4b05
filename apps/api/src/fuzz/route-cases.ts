import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { objectFor, pathValue, percentEncode, valueFor, type SchemaNode } from './hostile-values.ts';

/** One route of the real route table, with what its schema says of its input. */
export interface FuzzRoute {
  method: string;
  url: string;
  params: string[];
  query?: SchemaNode;
  body?: SchemaNode;
}

/** One request to send. */
export interface FuzzCase {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

function toNode(schema: unknown): SchemaNode | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as SchemaNode;
  } catch {
    // A schema JSON Schema cannot describe is still fuzzed, with values of every shape.
    return {};
  }
}

/** The routes as Fastify registered them (HEAD twins of GET routes left out: they answer the same). */
export function fuzzRouteOf(route: RouteOptions): FuzzRoute[] {
  const methods = [route.method].flat().filter((m) => m !== 'HEAD');
  const schema = route.schema as { querystring?: unknown; body?: unknown } | undefined;
  const params = [...route.url.matchAll(/:([A-Za-z0-9_]+)|\*/g)].map((m) => m[1] ?? '*');
  return methods.map((method) => ({
    method,
    url: route.url,
    params,
    query: toNode(schema?.querystring),
    body: toNode(schema?.body),
  }));
}

const contentTypes = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-16',
    ),
  },
);

/** Bodies: shaped like the schema's, or not objects at all, or not JSON at all. */
function bodyFor(node: SchemaNode | undefined, knownIds: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 10, arbitrary: objectFor(node, 0, knownIds).map((o) => JSON.stringify(o)) },
    { weight: 1, arbitrary: valueFor(undefined).map((v) => JSON.stringify(v) ?? 'null') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        '{',
        '{"a":',
        'not json',
        '[1,2',
        '\u0000',
        '{"a":1}{"b":2}',
        '"\\ud800"',
        '{"__proto__":{"x":1}}',
      ),
    },
  );
}

/** A query string from the schema's fields: odd values, duplicated keys, stray keys, broken escapes. */
function queryFor(node: SchemaNode | undefined): fc.Arbitrary<string> {
  const names = Object.keys(node?.properties ?? {});
  const pair = fc.tuple(
    names.length ? fc.oneof(fc.constantFrom(...names), fc.constant('zz')) : fc.constant('q'),
    valueFor(undefined).map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
  );
  return fc.oneof(
    fc.array(pair, { maxLength: 4 }).map((pairs) => pairs.map(([k, v]) => `${k}=${percentEncode(v)}`).join('&')),
    fc.constantFrom('%', 'a=%zz', 'q=%E0%A4%A', '&&&', `${names[0] ?? 'q'}=1&${names[0] ?? 'q'}=2`, 'a[b][c]=1'),
  );
}

/** Cases for one route, reproducible from the seed. */
export function casesFor(
  route: FuzzRoute,
  token: string,
  seed: number,
  count: number,
  knownIds: string[] = [],
): FuzzCase[] {
  const hasBody = !['GET', 'HEAD', 'DELETE'].includes(route.method) || route.body !== undefined;
  const arb = fc.record({
    params: fc.array(pathValue(knownIds), { minLength: route.params.length, maxLength: route.params.length }),
    query: fc.option(queryFor(route.query), { freq: route.query ? 3 : 1, nil: undefined }),
    body: hasBody ? fc.option(bodyFor(route.body, knownIds), { freq: 10, nil: undefined }) : fc.constant(undefined),
    contentType: contentTypes,
    authed: fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  });
  return fc.sample(arb, { seed, numRuns: count }).map((c) => {
    let i = 0;
    const path = route.url.replace(/:([A-Za-z0-9_]+)|\*/g, () => c.params[i++] ?? 'x');
    const headers: Record<string, string> = {};
    if (c.authed) headers.authorization = `Bearer ${token}`;
    if (c.body !== undefined) headers['content-type'] = c.contentType;
    return { method: route.method, url: c.query === undefined ? path : `${path}?${c.query}`, headers, payload: c.body };
  });
}
