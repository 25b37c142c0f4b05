import type { StartStreamBody } from '@sankofa/contracts';
import { pathOf } from '@sankofa/contracts/endpoints/endpoint';
import { streamingEndpoints as api } from '@sankofa/contracts/endpoints/streaming';
import { call } from '@/lib/call.ts';

/** Cache keys for live streams: the Discover list, one stream's card, and one stream's chat. */
export const streamingKeys = {
  all: ['streaming'] as const,
  list: ['streaming', 'list'] as const,
  stream: (id: string) => ['streaming', 'stream', id] as const,
  chat: (id: string) => ['streaming', 'chat', id] as const,
};

export const listStreams = (cursor?: string | null) => call(api.list, { query: { cursor: cursor || undefined } });

export const getStream = (id: string) => call(api.stream, { params: { streamId: id } });

export const startStream = (body: StartStreamBody) => call(api.start, { body });

export const endStreams = () => call(api.endMine);

/**
 * Ends my live streams while the page is going away (pagehide): `keepalive` lets the request outlive
 * the page. It uses the access token already in memory — there is no time to refresh one — and
 * never throws.
 */
export function endStreamsOnUnload(token: string | null): void {
  if (!token) return;
  try {
    void fetch(pathOf(api.endMine), {
      method: api.endMine.method,
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      credentials: 'same-origin',
      keepalive: true,
    }).catch(() => {});
  } catch {
    /* the page is going away; nothing more to do */
  }
}

export const uploadThumbnail = (id: string, blob: Blob) =>
  call(api.thumbnail, { params: { streamId: id }, body: blob, contentType: 'image/jpeg' });
