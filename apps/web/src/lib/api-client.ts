/** An error answer from our API, in the project's error shape. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const RETRYABLE = new Set([502, 503, 504]);
const NETWORK_MESSAGE = 'We could not reach the server. Please check your connection and try again.';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  token?: string | null;
  signal?: AbortSignal;
  /** Retries 502/503/504 and network failures, backing off from 200 ms and doubling. */
  retries?: number;
}

async function once<T>(path: string, opts: RequestOptions): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let res: Response;
  try {
    res = await fetch(path, {
      method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      credentials: 'same-origin',
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'network_error', NETWORK_MESSAGE);
  }
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON: handled below */
  }
  if (res.ok) return data as T;
  const e = (data as { error?: { code?: string; message?: string; details?: unknown } } | undefined)?.error;
  throw new ApiError(
    res.status,
    e?.code ?? 'http_error',
    e?.message ?? (RETRYABLE.has(res.status) ? 'The service is busy. Please try again in a moment.' : 'Something went wrong. Please try again.'),
    e?.details,
  );
}

export async function apiRequest<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const retries = opts.retries ?? 0;
  for (let attempt = 0; ; attempt++) {
    try {
      return await once<T>(path, opts);
    } catch (err) {
      const retryable = err instanceof ApiError && (err.status === 0 || RETRYABLE.has(err.status));
      if (!retryable || attempt >= retries) throw err;
      await sleep(200 * 2 ** attempt);
    }
  }
}
