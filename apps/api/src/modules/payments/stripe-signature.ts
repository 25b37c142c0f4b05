import { createHmac, timingSafeEqual } from 'node:crypto';

/** Stripe's default tolerance: a signed delivery older (or newer) than this is refused as a replay. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, rawBody: Buffer | string) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');

/** The `Stripe-Signature` header Stripe would send for this body (tests sign their deliveries with it). */
export function signStripePayload(secret: string, rawBody: Buffer | string, timestamp: number): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, rawBody)}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

/**
 * Stripe's documented scheme: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.rawBody">`, possibly with
 * several v1 entries (while a secret is being rolled) and other schemes we ignore. The body must be
 * the exact bytes received: re-serialised JSON would not match.
 */
export function verifyStripeSignature(
  header: string | undefined,
  rawBody: Buffer,
  secret: string,
  nowSeconds: number,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): SignatureCheck {
  if (!header) return { ok: false, reason: 'The Stripe-Signature header is missing.' };
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase());
  }
  if (timestamp === null || signatures.length === 0) {
    return { ok: false, reason: 'The Stripe-Signature header has no timestamp or no v1 signature.' };
  }
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) {
    return { ok: false, reason: 'The signature timestamp is outside the tolerance; the delivery may be a replay.' };
  }
  const expected = Buffer.from(hmac(secret, timestamp, rawBody), 'hex');
  // Constant-time comparison, so the response time says nothing about how much of a guess was right.
  const matches = signatures.some((s) => timingSafeEqual(Buffer.from(s, 'hex'), expected));
  return matches ? { ok: true } : { ok: false, reason: 'No signature matches the payload.' };
}
