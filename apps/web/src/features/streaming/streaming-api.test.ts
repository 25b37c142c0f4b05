import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionManager } from '@/lib/session-manager.ts';
import { ApiError } from '@/lib/api-client.ts';
import { endStreamsOnUnload, uploadThumbnail } from './streaming-api.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('thumbnail upload', () => {
  it('PUTs the raw image with its type and the bearer token', async () => {
    vi.spyOn(sessionManager, 'getAccessToken').mockResolvedValue('tok-1');
    const fetchMock = vi.fn(async () => json(200, { thumbnailUrl: '/media/t.webp' }));
    vi.stubGlobal('fetch', fetchMock);
    const blob = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    await expect(uploadThumbnail('abc', blob)).resolves.toEqual({ thumbnailUrl: '/media/t.webp' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/streams/abc/thumbnail');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe(blob);
    expect(init.headers).toMatchObject({ 'content-type': 'image/jpeg', authorization: 'Bearer tok-1' });
  });

  it('refreshes once when the token was refused, and reports the server error shape', async () => {
    const tokens = vi.spyOn(sessionManager, 'getAccessToken').mockResolvedValueOnce('old').mockResolvedValueOnce('new');
    vi.spyOn(sessionManager, 'refresh').mockResolvedValue({ id: 'u' } as never);
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(401, { error: { code: 'unauthorized', message: 'Please sign in.' } }))
      .mockResolvedValueOnce(json(413, { error: { code: 'too_large', message: 'That image is too large.' } }));
    vi.stubGlobal('fetch', fetchMock);
    const err = await uploadThumbnail('abc', new Blob(['x'], { type: 'image/jpeg' })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 413, code: 'too_large', message: 'That image is too large.' });
    expect(tokens).toHaveBeenCalledTimes(2);
    expect((fetchMock.mock.calls[1]![1] as RequestInit).headers).toMatchObject({ authorization: 'Bearer new' });
  });
});

describe('ending on unload', () => {
  it('sends a keepalive request with the token, and nothing without one', () => {
    const fetchMock = vi.fn(async () => json(200, { ended: 1, viewerCount: 0 }));
    vi.stubGlobal('fetch', fetchMock);
    endStreamsOnUnload(null);
    expect(fetchMock).not.toHaveBeenCalled();
    endStreamsOnUnload('tok');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/streams/end');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { authorization: 'Bearer tok' } });
  });
});
