import type { EndStreamResult, StartStreamBody, StreamCard, StreamList } from '@sankofa/contracts';
import { ApiError } from '@/lib/api-client.ts';
import { sessionManager } from '@/features/auth/session-manager.ts';

const s = sessionManager;
const path = (id: string) => `/api/streams/${encodeURIComponent(id)}`;

/** Cache keys for live streams: the Discover list, one stream's card, and one stream's chat. */
export const streamingKeys = {
  all: ['streaming'] as const,
  list: ['streaming', 'list'] as const,
  stream: (id: string) => ['streaming', 'stream', id] as const,
  chat: (id: string) => ['streaming', 'chat', id] as const,
};

export const listStreams = (cursor?: string | null) =>
  s.authed<StreamList>(cursor ? `/api/streams?cursor=${encodeURIComponent(cursor)}` : '/api/streams');

export const getStream = (id: string) => s.authed<StreamCard>(path(id));

export const startStream = (body: StartStreamBody) => s.authed<StreamCard>('/api/streams', { method: 'POST', body });

export const endStreams = () => s.authed<EndStreamResult>('/api/streams/end', { method: 'POST' });

/**
 * Ends my live streams while the page is going away (pagehide): `keepalive` lets the request outlive
 * the page. It uses the access token already in memory — there is no time to refresh one — and
 * never throws.
 */
export function endStreamsOnUnload(token: string | null): void {
  if (!token) return;
  try {
    void fetch('/api/streams/end', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      credentials: 'same-origin',
      keepalive: true,
    }).catch(() => {});
  } catch {
    /* the page is going away; nothing more to do */
  }
}

/**
 * The shared API client only sends JSON, so the thumbnail (a raw image body) goes through this small
 * helper: same bearer token from the session manager, same error shape, one retry after a refresh
 * when the token was refused.
 */
async function putRaw<T>(url: string, body: Blob, contentType: string): Promise<T> {
  const send = async (token: string | null) => {
    const headers: Record<string, string> = { accept: 'application/json', 'content-type': contentType };
    if (token) headers.authorization = `Bearer ${token}`;
    let res: Response;
    try {
      res = await fetch(url, { method: 'PUT', headers, body, credentials: 'same-origin' });
    } catch {
      throw new ApiError(
        0,
        'network_error',
        'We could not reach the server. Please check your connection and try again.',
      );
    }
    const text = await res.text();
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      data = undefined;
    }
    if (res.ok) return data as T;
    const e = (data as { error?: { code?: string; message?: string; details?: unknown } } | undefined)?.error;
    throw new ApiError(
      res.status,
      e?.code ?? 'http_error',
      e?.message ?? 'Something went wrong. Please try again.',
      e?.details,
    );
  };
  try {
    return await send(await s.getAccessToken());
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 401) throw err;
    const user = await s.refresh();
    if (!user) throw err;
    return send(await s.getAccessToken());
  }
}

export const uploadThumbnail = (id: string, blob: Blob) =>
  putRaw<{ thumbnailUrl: string }>(`${path(id)}/thumbnail`, blob, blob.type || 'image/jpeg');
