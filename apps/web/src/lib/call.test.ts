import { afterEach, describe, expect, it, vi } from 'vitest';
import { discoverEndpoints } from '@sankofa/contracts/endpoints/discover';
import { messagingEndpoints } from '@sankofa/contracts/endpoints/messaging';
import { socialEndpoints } from '@sankofa/contracts/endpoints/social';
import { moderationEndpoints } from '@sankofa/contracts/endpoints/moderation';
import { ApiError } from './api-client.ts';
import { call, urlOf } from './call.ts';
import { sessionManager } from './session-manager.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('urlOf', () => {
  it('fills each path parameter as one encoded segment and leaves out unset query values', () => {
    expect(urlOf(messagingEndpoints.messages, { userId: 'a/b c' }, { before: 12, after: undefined })).toBe(
      '/api/conversations/a%2Fb%20c/messages?before=12',
    );
    expect(urlOf(discoverEndpoints.search, {}, { q: 'highlife & jazz' })).toBe('/api/search?q=highlife%20%26%20jazz');
    expect(urlOf(discoverEndpoints.deck, {}, { cursor: undefined })).toBe('/api/discover/deck');
  });

  it('refuses a path whose parameter is missing instead of calling a wrong address', () => {
    expect(() => urlOf(socialEndpoints.unfriend, {})).toThrow(/userId/);
  });
});

describe('call', () => {
  it('sends the entry’s method and JSON body with the member’s token, and parses the answer with its schema', async () => {
    vi.spyOn(sessionManager, 'getAccessToken').mockResolvedValue('tok-9');
    const fetchMock = vi.fn(async () => json(200, { readSeq: 4, unreadCount: 0, extra: 'dropped' }));
    vi.stubGlobal('fetch', fetchMock);
    const answer = await call(messagingEndpoints.markRead, { params: { userId: 'u1' }, body: { upToSeq: 4 } });
    expect(answer).toEqual({ readSeq: 4, unreadCount: 0 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/conversations/u1/read');
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ upToSeq: 4 }) });
    expect(init.headers).toMatchObject({ authorization: 'Bearer tok-9', 'content-type': 'application/json' });
  });

  it('sends a public entry without asking for a token', async () => {
    const tokens = vi.spyOn(sessionManager, 'getAccessToken');
    const fetchMock = vi.fn(async () => json(201, { appealId: '0b6c1c84-52d4-4d0e-9a43-6f7d3c1e2a10' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      call(moderationEndpoints.restrictedAppeal, { body: { token: 't', text: 'Please look again' } }),
    ).resolves.toEqual({
      appealId: '0b6c1c84-52d4-4d0e-9a43-6f7d3c1e2a10',
    });
    expect(tokens).not.toHaveBeenCalled();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('authorization');
  });

  it('turns an answer its schema refuses into unexpected_answer, and an error into the closed code', async () => {
    vi.spyOn(sessionManager, 'getAccessToken').mockResolvedValue('tok');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { readSeq: 'four' })),
    );
    await expect(
      call(messagingEndpoints.markRead, { params: { userId: 'u1' }, body: { upToSeq: 4 } }),
    ).rejects.toMatchObject({
      code: 'unexpected_answer',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(409, { error: { code: 'already_swiped', message: 'Already swiped.' } })),
    );
    const err = await call(discoverEndpoints.swipe, { body: { targetId: 'x', kind: 'like' } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 409, code: 'already_swiped', message: 'Already swiped.' });
  });
});
