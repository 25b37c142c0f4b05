import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signStripePayload, verifyStripeSignature } from './stripe-signature.ts';

const secret = 'whsec_unit_secret';
const body = Buffer.from('{"id":"evt_1","type":"checkout.session.completed"}');
const now = 1_800_000_000;

describe('verifyStripeSignature', () => {
  it('accepts the documented scheme: v1 = hex HMAC-SHA256 of "t.body" with the webhook secret', () => {
    const expected = createHmac('sha256', secret).update(`${now}.${body.toString()}`).digest('hex');
    expect(signStripePayload(secret, body, now)).toBe(`t=${now},v1=${expected}`);
    expect(verifyStripeSignature(`t=${now},v1=${expected}`, body, secret, now)).toEqual({ ok: true });
  });

  it('accepts any matching v1 among several (secret rolling) and ignores other schemes', () => {
    const good = signStripePayload(secret, body, now).split(',')[1];
    const header = `t=${now},v0=abc,v1=${'0'.repeat(64)},${good}`;
    expect(verifyStripeSignature(header, body, secret, now).ok).toBe(true);
  });

  it('refuses a signature made with another secret, or over another body', () => {
    expect(verifyStripeSignature(signStripePayload('whsec_other', body, now), body, secret, now)).toMatchObject({
      ok: false,
    });
    const tampered = Buffer.from(body.toString().replace('evt_1', 'evt_2'));
    expect(verifyStripeSignature(signStripePayload(secret, body, now), tampered, secret, now)).toMatchObject({
      ok: false,
      reason: 'No signature matches the payload.',
    });
  });

  it('refuses a timestamp outside the 300 s tolerance either way (replays)', () => {
    expect(verifyStripeSignature(signStripePayload(secret, body, now - 301), body, secret, now)).toMatchObject({
      ok: false,
    });
    expect(verifyStripeSignature(signStripePayload(secret, body, now + 301), body, secret, now)).toMatchObject({
      ok: false,
    });
    expect(verifyStripeSignature(signStripePayload(secret, body, now - 299), body, secret, now).ok).toBe(true);
  });

  it('refuses a missing or malformed header', () => {
    for (const header of [
      undefined,
      '',
      'garbage',
      `t=${now}`,
      'v1=' + 'a'.repeat(64),
      `t=abc,v1=${'a'.repeat(64)}`,
      `t=${now},v1=xyz`,
    ]) {
      expect(verifyStripeSignature(header, body, secret, now).ok).toBe(false);
    }
  });
});
