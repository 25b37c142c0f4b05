import type { z } from 'zod';
import type { ErrorCode } from '../constants/errors.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Who may call: anyone, a signed-in member, or a moderator. */
export type Access = 'public' | 'member' | 'moderator';
/** How the request body travels: JSON (the default), multipart form data, or the bytes of one file. */
export type BodyKind = 'json' | 'multipart' | 'raw';

/** Codes any endpoint may answer: from reading and checking the request, and the server's own failures. */
export const PIPELINE_ERRORS = [
  'bad_url',
  'path_too_long',
  'bad_request',
  'validation_failed',
  'invalid_json',
  'payload_too_large',
  'unsupported_media_type',
  'internal_error',
  'service_unavailable',
] as const satisfies readonly ErrorCode[];

/** Codes an endpoint answers because of who may call it, before its handler runs. */
export const ACCESS_ERRORS = {
  public: [],
  member: ['unauthorized', 'invalid_token'],
  moderator: ['unauthorized', 'invalid_token', 'forbidden'],
} as const satisfies Record<Access, readonly ErrorCode[]>;

export interface EndpointSpec {
  readonly method: Method;
  /** The whole path as the browser calls it, with `:name` for each path parameter. */
  readonly path: string;
  readonly access: Access;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Absent means JSON when `body` is set; 'json' without `body` is a JSON body this entry does not check. */
  readonly bodyKind?: BodyKind;
  /** The success status; its answer is `response`, or nothing (204) or not JSON when that is absent. */
  readonly status: number;
  readonly response?: z.ZodType;
  /** Codes this endpoint's own handler may answer (the pipeline's and its access's are added). */
  readonly errors: readonly ErrorCode[];
}

export type Endpoint<S extends EndpointSpec = EndpointSpec> = S & {
  /** Every code this endpoint may answer: the pipeline's, its access's and its handler's. */
  readonly errors: readonly ErrorCode[];
};

/** One entry of the table; the closed set of codes it may answer is completed here. */
export function endpoint<const S extends EndpointSpec>(spec: S): Endpoint<S> {
  const errors = [...new Set<ErrorCode>([...PIPELINE_ERRORS, ...ACCESS_ERRORS[spec.access], ...spec.errors])];
  return { ...spec, errors };
}

type Names<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | Names<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters an endpoint's path names (`:userId` → `{ userId }`). */
export type ParamsOf<E extends EndpointSpec> = { [K in Names<E['path']>]: string | number };
export type QueryOf<E extends EndpointSpec> = E extends { query: infer S extends z.ZodType } ? z.input<S> : never;
export type BodyOf<E extends EndpointSpec> = E extends { bodyKind: 'multipart' }
  ? FormData
  : E extends { bodyKind: 'raw' }
    ? Blob
    : E extends { body: infer S extends z.ZodType }
      ? z.input<S>
      : E extends { bodyKind: 'json' }
        ? unknown
        : never;
/** What a successful call gives: the response schema's output; nothing for 204; unchecked otherwise. */
export type AnswerOf<E extends EndpointSpec> = E extends { response: infer S extends z.ZodType }
  ? z.output<S>
  : E extends { status: 204 }
    ? void
    : unknown;

/** The path with its parameters filled in, each encoded as one path segment. */
export function pathOf(e: Pick<EndpointSpec, 'path'>, params: Record<string, string | number> = {}): string {
  return e.path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${e.path} needs the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
