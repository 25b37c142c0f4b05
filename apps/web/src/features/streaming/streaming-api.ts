import { EndStreamResult, type StartStreamBody, StreamCard, StreamList, ThumbnailResult } from '@sankofa/contracts';
import { sessionManager } from '@/lib/session-manager.ts';

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
  s.request(StreamList, cursor ? `/api/streams?cursor=${encodeURIComponent(cursor)}` : '/api/streams');

export const getStream = (id: string) => s.request(StreamCard, path(id));

export const startStream = (body: StartStreamBody) => s.request(StreamCard, '/api/streams', { method: 'POST', body });

export const endStreams = () => s.request(EndStreamResult, '/api/streams/end', { method: 'POST' });

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

export const uploadThumbnail = (id: string, blob: Blob) =>
  sessionManager.request(ThumbnailResult, `${path(id)}/thumbnail`, {
    method: 'PUT',
    raw: { body: blob, contentType: blob.type || 'image/jpeg' },
  });
