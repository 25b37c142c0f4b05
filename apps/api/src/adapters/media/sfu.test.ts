import { describe, expect, it } from 'vitest';
import { CORE_TOKEN_TTL_MS, HOST_TOKEN_WINDOW_MS, ROOM_TOKEN_TTL_MS, createJanusSfu } from './sfu.ts';

const HOST_TOKEN_TTL_MS = 2 * HOST_TOKEN_WINDOW_MS;

const sfu = createJanusSfu({ url: 'ws://janus.invalid', tokenSecret: 'k', adminKey: 'a' });
const start = new Date('2030-01-01T00:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);
/** A signed token's expiry (epoch ms) and nonce. */
const partsOf = (token: string) => {
  const fields = token.split(':')[0]!.split(',');
  return { expiresAt: Number(fields[0]) * 1000, nonce: fields.at(-1) };
};

describe('token lifetimes handed to pages', () => {
  it('a viewer’s room token lasts its short TTL; the core token is renewed with every access', () => {
    const viewer = sfu.viewerAccess('room', at(5_000), 'p1', 'u1');
    expect(partsOf(viewer.roomToken).expiresAt).toBe(at(5_000 + ROOM_TOKEN_TTL_MS).getTime());
    expect(partsOf(viewer.token).expiresAt).toBe(at(5_000 + CORE_TOKEN_TTL_MS).getTime());
    const host = sfu.hostAccess('room', start, at(30 * 3600_000));
    expect(partsOf(host.token).expiresAt).toBe(at(30 * 3600_000 + CORE_TOKEN_TTL_MS).getTime());
  });

  it('the host’s room token follows the stream’s windows, each valid into the next, for as long as the stream lasts', () => {
    const first = sfu.hostAccess('room', start, at(60_000)).roomToken;
    expect(partsOf(first)).toEqual({ expiresAt: at(HOST_TOKEN_TTL_MS).getTime(), nonce: 'n=host' });
    // The same token all through the first window, from any instance.
    expect(sfu.hostAccess('room', start, at(HOST_TOKEN_WINDOW_MS - 1)).roomToken).toBe(first);
    const second = sfu.hostAccess('room', start, at(HOST_TOKEN_WINDOW_MS)).roomToken;
    expect(partsOf(second)).toEqual({
      expiresAt: at(HOST_TOKEN_WINDOW_MS + HOST_TOKEN_TTL_MS).getTime(),
      nonce: 'n=host-1',
    });
    // Past the windows listed at creation (a week), each window still has a token of its own, valid now.
    const later = partsOf(sfu.hostAccess('room', start, at(100 * HOST_TOKEN_WINDOW_MS + 5)).roomToken);
    expect(later).toEqual({ expiresAt: at(102 * HOST_TOKEN_WINDOW_MS).getTime(), nonce: 'n=host-100' });
  });

  it('a shorter token lifetime shortens core tokens, host windows and when pages renew alike', () => {
    const short = createJanusSfu({ url: 'ws://janus.invalid', tokenSecret: 'k', adminKey: 'a', tokenTtlMs: 10_000 });
    const viewer = short.viewerAccess('room', at(0), 'p1', 'u1');
    expect(partsOf(viewer.token).expiresAt).toBe(at(10_000).getTime());
    expect(viewer.renewAfterSeconds).toBe(5);
    expect(partsOf(short.hostAccess('room', start, at(5_000)).roomToken)).toEqual({
      expiresAt: at(15_000).getTime(),
      nonce: 'n=host-1',
    });
    expect(sfu.viewerAccess('room', at(0), 'p1', 'u1').renewAfterSeconds).toBe(12 * 3600);
  });
});
