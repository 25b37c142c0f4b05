import {
  pathOf,
  type AnswerOf,
  type BodyOf,
  type EndpointSpec,
  type ParamsOf,
  type QueryOf,
} from '@sankofa/contracts/endpoints/endpoint';
import { apiRequest, type RequestOptions } from './api-client.ts';
import { sessionManager } from './session-manager.ts';

// Kept apart from api-client.ts and the session manager, which the first route loads: only features call it.

type ParamsPart<E extends EndpointSpec> = [keyof ParamsOf<E>] extends [never]
  ? { params?: undefined }
  : { params: ParamsOf<E> };
type QueryPart<E extends EndpointSpec> = [QueryOf<E>] extends [never] ? { query?: undefined } : { query?: QueryOf<E> };
type BodyPart<E extends EndpointSpec> = [BodyOf<E>] extends [never] ? { body?: undefined } : { body: BodyOf<E> };

/** How to call one endpoint of the contracts' table: what its path, query and body need, and how to send. */
export type CallOptions<E extends EndpointSpec> = ParamsPart<E> &
  QueryPart<E> &
  BodyPart<E> & {
    /** For a multipart body: the fraction (0–1) of it sent so far. */
    onUploadProgress?: (fraction: number) => void;
    /** For a raw body whose Blob names no type. */
    contentType?: string;
    signal?: AbortSignal;
    retries?: number;
    fallbackMessage?: string;
  };
/** The options are optional only when the endpoint needs none. */
export type CallArgs<E extends EndpointSpec> =
  object extends CallOptions<E> ? [opts?: CallOptions<E>] : [opts: CallOptions<E>];

/** The endpoint's path with its parameters, then the query's set values (each encoded as the old clients did). */
export function urlOf(e: EndpointSpec, params?: Record<string, string | number>, query?: object): string {
  const path = pathOf(e, params);
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const one of Array.isArray(value) ? value : [value]) {
      pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(one))}`);
    }
  }
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}

/**
 * One call of an endpoint from the contracts' table: the URL is built from its path, the body sent as
 * its kind says, and the answer parsed with its response schema. `token` is the caller's access token
 * (the session manager supplies it for member endpoints).
 */
export function callEndpoint<E extends EndpointSpec>(
  e: E,
  token: string | null,
  ...[opts]: CallArgs<E>
): Promise<AnswerOf<E>> {
  const o = (opts ?? {}) as CallOptions<EndpointSpec> & {
    params?: Record<string, string | number>;
    query?: object;
    body?: unknown;
  };
  const req: RequestOptions<AnswerOf<E>> = {
    method: e.method,
    token,
    signal: o.signal,
    retries: o.retries,
    fallbackMessage: o.fallbackMessage,
    schema: e.response as RequestOptions<AnswerOf<E>>['schema'],
  };
  if (o.body !== undefined) {
    if (e.bodyKind === 'multipart') req.form = { data: o.body as FormData, onProgress: o.onUploadProgress };
    else if (e.bodyKind === 'raw') {
      const blob = o.body as Blob;
      req.raw = { body: blob, contentType: blob.type || o.contentType || 'application/octet-stream' };
    } else req.body = o.body;
  }
  return apiRequest(urlOf(e, o.params, o.query), req);
}

/** The web's one HTTP transport: an endpoint of the contracts' table, as the signed-in member when it needs one. */
export function call<E extends EndpointSpec>(e: E, ...args: CallArgs<E>): Promise<AnswerOf<E>> {
  if (e.access === 'public') return callEndpoint(e, null, ...args);
  return sessionManager.withToken((token) => callEndpoint(e, token, ...args));
}
