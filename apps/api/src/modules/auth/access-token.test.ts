import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './access-token.ts';

const SECRET = 'unit-test-secret-0123456789abcdefghijklmnop';

describe('access tokens', () => {
  it('are byte for byte what jose SignJWT makes, and jose verifies them', async () => {
    const now = new Date('2026-11-22T10:00:00.123Z');
    const claims = {
      userId: '6d1f3c1e-7c57-4c8e-9a2f-0a4f7b0d1e11',
      sessionId: '0b9a3a4e-1f0c-4f61-8f0e-3d2b7e9c5a77',
    };
    const ours = await signAccessToken(SECRET, claims, now, 900);
    const iat = Math.floor(now.getTime() / 1000);
    const theirs = await new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer('sankofa-api')
      .setAudience('sankofa-web')
      .setIssuedAt(iat)
      .setExpirationTime(iat + 900)
      .sign(new TextEncoder().encode(`access:${SECRET}`));
    expect(ours).toEqual({ token: theirs, expiresAt: iat + 900 });
    expect(await verifyAccessToken(SECRET, ours.token, now)).toEqual({ ...claims, expiresAt: iat + 900 });
    expect(await verifyAccessToken(`${SECRET}x`, ours.token, now)).toBeNull();
    expect(await verifyAccessToken(SECRET, ours.token, new Date(now.getTime() + 901_000))).toBeNull();
  });

  it('a token verified once is still refused once it expires, with another secret, or before it was valid', async () => {
    const now = new Date('2026-11-22T10:00:00.000Z');
    const claims = {
      userId: '6d1f3c1e-7c57-4c8e-9a2f-0a4f7b0d1e11',
      sessionId: '0b9a3a4e-1f0c-4f61-8f0e-3d2b7e9c5a77',
    };
    const { token } = await signAccessToken(SECRET, claims, now, 900);
    const later = (s: number) => new Date(now.getTime() + s * 1000);
    expect(await verifyAccessToken(SECRET, token, later(10))).toMatchObject(claims);
    expect(await verifyAccessToken(SECRET, token, later(899))).toMatchObject(claims);
    expect(await verifyAccessToken(SECRET, token, later(900))).toBeNull();
    expect(await verifyAccessToken(`${SECRET}-other`, token, later(10))).toBeNull();
    expect(await verifyAccessToken(SECRET, `${token.slice(0, -2)}xx`, later(10))).toBeNull();
    expect(await verifyAccessToken(SECRET, token, later(20))).toMatchObject(claims);
  });
});
