import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { issueTurnCredential } from './turn-credentials.ts';

const secret = 'coturn-static-auth-secret-for-tests';
const userId = '6f1c2a4e-8b1d-4c55-9a3e-0d2f7b9c1e42';
const now = new Date('2026-11-25T09:00:00.400Z');

describe('issueTurnCredential', () => {
  it('names the expiry and the member in the username, and expires ttl seconds from now (whole seconds)', () => {
    const c = issueTurnCredential(secret, userId, now, 3600);
    const expiry = Date.UTC(2026, 10, 25, 10, 0, 0) / 1000;
    expect(c.username).toBe(`${expiry}:${userId}`);
    expect(c.expiresAt.toISOString()).toBe('2026-11-25T10:00:00.000Z');
    expect(issueTurnCredential(secret, userId, now, 60).expiresAt.toISOString()).toBe('2026-11-25T09:01:00.000Z');
  });

  it('signs the username as coturn checks it: base64 of HMAC-SHA1 keyed with the shared secret', () => {
    const c = issueTurnCredential(secret, userId, now, 3600);
    // Computed apart from the issuer: the same MAC over the literal username.
    const expected = createHmac('sha1', Buffer.from(secret, 'utf8'))
      .update(Buffer.from(`1795600800:${userId}`, 'utf8'))
      .digest('base64');
    expect(c.credential).toBe(expected);
    expect(Buffer.from(c.credential, 'base64')).toHaveLength(20);
  });

  it('matches a vector computed outside Node (Python hmac + base64)', () => {
    // python3 -c "import hmac,hashlib,base64; print(base64.b64encode(hmac.new(
    //   b'coturn-static-auth-secret-for-tests', b'1795600800:<userId>', hashlib.sha1).digest()).decode())"
    expect(issueTurnCredential(secret, userId, now, 3600)).toMatchObject({
      username: `1795600800:${userId}`,
      credential: 'B4nMjksff72fjsk1oS62qRLKXbM=',
    });
  });

  it('gives another password to another member, another expiry or another secret', () => {
    const base = issueTurnCredential(secret, userId, now, 3600).credential;
    expect(issueTurnCredential(secret, 'another-member', now, 3600).credential).not.toBe(base);
    expect(issueTurnCredential(secret, userId, now, 3599).credential).not.toBe(base);
    expect(issueTurnCredential(`${secret}!`, userId, now, 3600).credential).not.toBe(base);
  });

  it('refuses a user id coturn would split wrongly', () => {
    expect(() => issueTurnCredential(secret, 'a:b', now, 60)).toThrow(/no colon/);
    expect(() => issueTurnCredential(secret, '', now, 60)).toThrow(/non-empty/);
  });
});
