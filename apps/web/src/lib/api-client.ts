import { ERROR_CODES, type ErrorCode } from '@sankofa/contracts/constants';
import { isLocale } from '@sankofa/contracts/locales';
import { connectionHealth } from './connection-health.ts';
import { i18n } from './i18n/i18n.ts';

/** What went wrong before an answer in our error shape could be read. */
type ClientErrorCode = 'network_error' | 'http_error' | 'unexpected_answer';
const KNOWN_CODES = new Set<string>(ERROR_CODES);

/** An error answer from our API, in the project's error shape. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | ClientErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const RETRYABLE = new Set([502, 503, 504]);
// The words this client says itself, in the language shown when the request fails (common texts are always loaded).
const networkMessage = () => i18n.t('client.network');

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface RequestOptions<T = unknown> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON body. */
  body?: unknown;
  /** A raw body instead, such as a camera frame or a stream thumbnail. */
  raw?: { body: Blob; contentType: string };
  /** A multipart form instead, sent so its upload progress can be reported (fraction 0–1). */
  form?: { data: FormData; onProgress?: (fraction: number) => void };
  token?: string | null;
  signal?: AbortSignal;
  /** Retries 502/503/504 and network failures, backing off from 200 ms and doubling. */
  retries?: number;
  /** The answer's contract schema: the answer is checked against it, as socket frames are, not cast. */
  schema?: { parse(data: unknown): T };
  /** What to say when a failed answer carries no message of its own. */
  fallbackMessage?: string;
}

interface RawAnswer {
  status: number;
  text: string;
}

/** fetch for JSON and raw bodies; XMLHttpRequest for forms, because only it reports upload progress. */
function send(path: string, opts: RequestOptions<unknown>, headers: Record<string, string>): Promise<RawAnswer> {
  const method = opts.method ?? (opts.body === undefined && !opts.raw && !opts.form ? 'GET' : 'POST');
  if (opts.form) {
    const { data, onProgress } = opts.form;
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(method, path);
      for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
      xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(e.loaded / e.total);
      xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
      xhr.onerror = () => reject(new ApiError(0, 'network_error', networkMessage()));
      xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
      opts.signal?.addEventListener('abort', () => xhr.abort());
      xhr.send(data);
    });
  }
  const body = opts.raw ? opts.raw.body : opts.body === undefined ? undefined : JSON.stringify(opts.body);
  if (opts.raw) headers['content-type'] = opts.raw.contentType;
  else if (opts.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(path, { method, headers, body, credentials: 'same-origin', signal: opts.signal }).then(
    async (res) => ({ status: res.status, text: res.status === 204 ? '' : await res.text() }),
    (err: unknown) => {
      if ((err as Error).name === 'AbortError') throw err;
      throw new ApiError(0, 'network_error', networkMessage());
    },
  );
}

/** The one place an answer is read: parsed by its schema when it succeeded, turned into an ApiError when not. */
function answerOf<T>(answer: RawAnswer, opts: RequestOptions<T>): T {
  let data: unknown = undefined;
  try {
    data = answer.text ? JSON.parse(answer.text) : undefined;
  } catch {
    /* not JSON: handled below */
  }
  if (answer.status >= 200 && answer.status < 300) {
    if (answer.status === 204 || !opts.schema) return data as T;
    try {
      return opts.schema.parse(data);
    } catch {
      throw new ApiError(answer.status, 'unexpected_answer', i18n.t('client.unexpected'));
    }
  }
  const e = (data as { error?: { code?: string; message?: string; details?: unknown } } | undefined)?.error;
  const fallback = RETRYABLE.has(answer.status)
    ? i18n.t('client.busy')
    : (opts.fallbackMessage ?? i18n.t('somethingWrong'));
  // A code this page does not know (a newer server) still shows the server's message.
  const code = e?.code && KNOWN_CODES.has(e.code) ? (e.code as ErrorCode) : 'http_error';
  throw new ApiError(answer.status, code, e?.message ?? fallback, e?.details);
}

async function once<T>(path: string, opts: RequestOptions<T>): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  // The language shown (i18n marks <html lang>), so the server's messages and e-mails match the page (decision 0058).
  const shown = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (isLocale(shown)) headers['accept-language'] = shown;
  let answer: RawAnswer;
  try {
    answer = await send(path, opts as RequestOptions<unknown>, headers);
  } catch (err) {
    if (err instanceof ApiError) connectionHealth.note(0);
    throw err;
  }
  connectionHealth.note(answer.status);
  return answerOf(answer, opts);
}

export async function apiRequest<T>(path: string, opts: RequestOptions<T> = {}): Promise<T> {
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
