import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { ErrorBody } from '@sankofa/contracts';
import { ALL_ENDPOINTS } from '@sankofa/contracts/endpoints/index';

type JsonSchema = Record<string, unknown>;
type Parameter = { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema; description?: string };
type Operation = {
  operationId: string;
  tags: string[];
  summary?: string;
  parameters?: Parameter[];
  requestBody?: { required: boolean; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, { description: string; content?: { 'application/json': { schema: JsonSchema } } }>;
  /** Every error code the operation may answer, from its endpoint-table entry (decision 0059). */
  'x-error-codes'?: string[];
};
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
  security: Array<Record<string, string[]>>;
}

/** What the route table's schemas hold: zod schemas from the contracts, keyed as Fastify names them. */
interface RouteSchema {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  response?: Record<string, unknown>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const ERROR_REF = { $ref: '#/components/schemas/ErrorBody' };
/** Fastify's catch-all segment has no name; the document needs one. */
const WILDCARD = 'path';

/** JSON Schema 2020-12 of a zod schema (what OpenAPI 3.1 speaks); transforms and the like are left open. */
function jsonSchemaOf(schema: unknown, io: 'input' | 'output'): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, `{${WILDCARD}}`);

function parametersOf(schema: unknown, where: 'path' | 'query'): Parameter[] {
  const json = jsonSchemaOf(schema, 'input');
  const properties = (json?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json?.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name: name === '*' ? WILDCARD : name,
      in: where,
      required: where === 'path' || required.has(name),
      schema: rest,
      ...(typeof description === 'string' && { description }),
    };
  });
}

/** Path parameters a route names but whose schema does not describe are still listed (as strings). */
function withUndescribedPathParams(path: string, described: Parameter[]): Parameter[] {
  const names = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  const missing = names.filter((n) => !described.some((p) => p.name === n));
  return [
    ...described,
    ...missing.map((name) => ({ name, in: 'path' as const, required: true, schema: { type: 'string' } })),
  ];
}

/** Each entry's closed set of codes, by `METHOD /route` as Fastify names the route. */
const CODES = new Map(ALL_ENDPOINTS.map((e) => [`${e.method} ${e.path}`, [...e.errors].sort()]));
const codesOf = (method: string, url: string) =>
  CODES.get(`${method.toUpperCase()} ${url.length > 1 ? url.replace(/\/$/, '') : url}`);

function responsesOf(schema: RouteSchema | undefined, codes: string[] | undefined): Operation['responses'] {
  const responses: Operation['responses'] = {};
  for (const [status, body] of Object.entries(schema?.response ?? {})) {
    const json = jsonSchemaOf(body, 'output');
    responses[status] = {
      description: `Answer ${status}`,
      ...(json && { content: { 'application/json': { schema: json } } }),
    };
  }
  if (!Object.keys(responses).some((s) => s.startsWith('2'))) responses['2XX'] = { description: 'Success' };
  const which = codes ? `; error.code is one of: ${codes.join(', ')}` : '';
  responses['4XX'] = {
    description: `Refused: the one error shape${which}`,
    content: { 'application/json': { schema: ERROR_REF } },
  };
  responses['5XX'] = {
    description: `Failed on the server: the one error shape${which}`,
    content: { 'application/json': { schema: ERROR_REF } },
  };
  return responses;
}

function operationOf(route: RouteOptions, method: string, path: string): Operation {
  const schema = route.schema as RouteSchema | undefined;
  const codes = codesOf(method, route.url);
  const parameters = [
    ...withUndescribedPathParams(path, parametersOf(schema?.params, 'path')),
    ...parametersOf(schema?.querystring, 'query'),
  ];
  const body = jsonSchemaOf(schema?.body, 'input');
  const socketRoute = route as { websocket?: boolean; wsHandler?: unknown };
  const isSocket = socketRoute.websocket === true || typeof socketRoute.wsHandler === 'function';
  return {
    operationId: `${method}${path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    // The first segment after /api names the feature, which groups operations in viewers.
    tags: [
      path
        .split('/')
        .filter(Boolean)
        .find((s) => s !== 'api') ?? 'api',
    ],
    ...(isSocket && {
      summary:
        'WebSocket: upgrade with the bearer.<access token> subprotocol (messages in packages/contracts/src/realtime.ts)',
    }),
    ...(parameters.length && { parameters }),
    ...(body && { requestBody: { required: true, content: { 'application/json': { schema: body } } } }),
    responses: responsesOf(schema, codes),
    ...(codes && { 'x-error-codes': codes }),
  };
}

/**
 * An OpenAPI 3.1 description of the routes as registered: the same zod contracts that validate
 * requests and serialise answers, so it cannot drift from what the server does.
 */
export function buildOpenApiDocument(
  routes: readonly RouteOptions[],
  info: { title: string; serverUrl: string },
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    if (!/^\/(api|media)(\/|$)/.test(route.url)) continue;
    const path = openApiPath(route.url);
    for (const method of [route.method].flat().map((m) => m.toLowerCase())) {
      // HEAD twins of GET routes answer the same; OPTIONS is not part of the API.
      if (!(METHODS as readonly string[]).includes(method)) continue;
      (paths[path] ??= {})[method] = operationOf(route, method, path);
    }
  }
  const sorted = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: '3.1.0',
    info: {
      title: `${info.title} API`,
      version: '1',
      description:
        'JSON over HTTP. Signed-in requests carry the access token from sign-in as a bearer token; ' +
        'the refresh token travels in an HttpOnly cookie. Every error has one shape (ErrorBody).',
    },
    servers: [{ url: info.serverUrl }],
    paths: sorted,
    components: {
      schemas: { ErrorBody: jsonSchemaOf(ErrorBody, 'output')! },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    // Either signed in or not: which operations need it is decided per request on the server.
    security: [{ bearer: [] }, {}],
  };
}
