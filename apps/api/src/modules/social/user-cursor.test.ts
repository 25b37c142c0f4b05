import { describe, expect, it } from 'vitest';
import { decodeUserCursor, encodeUserCursor } from './user-cursor.ts';

const id = '0b6f1d9e-4c1a-4f0e-9a57-3f8e2c1d0a11';

describe('All Users cursor', () => {
  it('round-trips the exact PostgreSQL timestamp, microseconds and offset included', () => {
    const c = { createdAt: '2026-11-21 10:15:30.123456+00', userId: id };
    expect(decodeUserCursor(encodeUserCursor(c))).toEqual(c);
  });

  it('is opaque: no raw timestamp or id in the string', () => {
    const s = encodeUserCursor({ createdAt: '2026-11-21 10:15:30.1+00', userId: id });
    expect(s).not.toContain(id);
    expect(s).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it.each([
    ['not base64 json', '!!!'],
    ['wrong shape', Buffer.from(JSON.stringify({ a: 1 })).toString('base64url')],
    ['bad id', Buffer.from(JSON.stringify(['2026-11-21 10:15:30+00', 'nope'])).toString('base64url')],
    ['sql in timestamp', Buffer.from(JSON.stringify(["2026'; drop table users; --", id])).toString('base64url')],
    ['empty', ''],
  ])('rejects %s with a readable 400', (_name, raw) => {
    expect(() => decodeUserCursor(raw)).toThrow(expect.objectContaining({ status: 400, code: 'invalid_cursor' }));
  });
});
