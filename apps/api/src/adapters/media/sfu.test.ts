import { describe, expect, it } from 'vitest';
import { CORE_TOKEN_TTL_MS, HOST_TOKEN_TTL_MS, HOST_TOKEN_WINDOW_MS, HOST_TOKEN_WINDOWS, ROOM_TOKEN_TTL_MS, createJanusSfu } from './sfu.ts';

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

  it('the host’s room token follows the stream’s windows, each valid into the next, and stays on the last listed one', () => {
    const first = sfu.hostAccess('room', start, at(60_000)).roomToken;
    expect(partsOf(first)).toEqual({ expiresAt: at(HOST_TOKEN_TTL_MS).getTime(), nonce: 'n=host' });
    // The same token all through the first window, from any instance.
    expect(sfu.hostAccess('room', start, at(HOST_TOKEN_WINDOW_MS - 1)).roomToken).toBe(first);
    const second = sfu.hostAccess('room', start, at(HOST_TOKEN_WINDOW_MS)).roomToken;
    expect(partsOf(second)).toEqual({ expiresAt: at(HOST_TOKEN_WINDOW_MS + HOST_TOKEN_TTL_MS).getTime(), nonce: 'n=host-1' });
    const last = HOST_TOKEN_WINDOWS - 1;
    expect(partsOf(sfu.hostAccess('room', start, at(100 * HOST_TOKEN_WINDOW_MS)).roomToken).nonce).toBe(`n=host-${last}`);
  });
});
