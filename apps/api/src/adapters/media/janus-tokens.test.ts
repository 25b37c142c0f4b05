import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { coreToken, roomSecret, roomToken, signJanusToken } from './janus-tokens.ts';

describe('Janus signed tokens', () => {
  it('are "expiry,realm,descriptors:HMAC-SHA1" as Janus checks them, expiry in whole seconds', () => {
    const token = signJanusToken('s3cret', new Date('2030-01-01T00:00:00.900Z'), 'janus', ['janus.plugin.videoroom']);
    const [data, signature] = token.split(':');
    expect(data).toBe('1893456000,janus,janus.plugin.videoroom');
    expect(signature).toBe(createHmac('sha1', 's3cret').update(data!).digest('base64'));
  });

  it('name the room and the holder, so a token of one stream or one viewer is no other', () => {
    const at = new Date('2030-01-01T00:00:00Z');
    expect(roomToken('k', at, 'room-a', 'p1').split(':')[0]).toBe('1893456000,janus.plugin.videoroom,room=room-a,n=p1');
    expect(roomToken('k', at, 'room-a', 'p1')).not.toBe(roomToken('k', at, 'room-a', 'p2'));
    expect(coreToken('k', at).split(':')[0]).toBe('1893456000,janus,janus.plugin.videoroom');
  });

  it("refuse parts that would change the token's fields", () => {
    expect(() => roomToken('k', new Date(), 'a,room=b', 'n')).toThrow(/cannot hold/);
    expect(() => roomToken('k', new Date(), 'a', 'x:y')).toThrow(/cannot hold/);
  });

  it('derive a room secret per room from the shared secret', () => {
    expect(roomSecret('k', 'a')).toBe(roomSecret('k', 'a'));
    expect(roomSecret('k', 'a')).not.toBe(roomSecret('k', 'b'));
    expect(roomSecret('k', 'a')).not.toBe(roomSecret('j', 'a'));
  });
});
