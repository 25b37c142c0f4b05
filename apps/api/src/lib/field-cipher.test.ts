import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fieldContext, openField, sealField, UnreadableFieldError } from './field-cipher.ts';

const key = randomBytes(32);
const ctx = fieldContext('8c3f2a8e-1111-4c1d-9a57-000000000001', 'phone');

describe('field cipher (AES-256-GCM)', () => {
  it('round-trips text, including non-ASCII and the empty string', () => {
    for (const s of ['+233 (0) 24-123-4567', 'Ama Ọ̀ṣun Mensah', '']) {
      expect(openField(key, sealField(key, s, ctx), ctx)).toBe(s);
    }
  });

  it('has the layout version | 12-byte iv | 16-byte tag | ciphertext and no plaintext', () => {
    const sealed = sealField(key, '0244123456', ctx);
    expect(sealed[0]).toBe(1);
    expect(sealed.length).toBe(1 + 12 + 16 + '0244123456'.length);
    expect(sealed.includes(Buffer.from('0244123456'))).toBe(false);
  });

  it('uses a fresh IV every time, so equal values do not look equal', () => {
    const a = sealField(key, '0244123456', ctx);
    const b = sealField(key, '0244123456', ctx);
    expect(a.equals(b)).toBe(false);
    expect(a.subarray(1, 13).equals(b.subarray(1, 13))).toBe(false);
  });

  it('refuses a value moved to another user or another column', () => {
    const sealed = sealField(key, '0244123456', ctx);
    expect(() => openField(key, sealed, fieldContext('8c3f2a8e-1111-4c1d-9a57-000000000002', 'phone'))).toThrow(
      UnreadableFieldError,
    );
    expect(() =>
      openField(key, sealed, fieldContext('8c3f2a8e-1111-4c1d-9a57-000000000001', 'emergency_contact_phone')),
    ).toThrow(UnreadableFieldError);
  });

  it('refuses any flipped bit, a truncated value, an unknown version and another key', () => {
    const sealed = sealField(key, '0244123456', ctx);
    for (let i = 0; i < sealed.length; i++) {
      const bad = Buffer.from(sealed);
      bad[i]! ^= 0x01;
      expect(() => openField(key, bad, ctx), `byte ${i}`).toThrow(UnreadableFieldError);
    }
    expect(() => openField(key, sealed.subarray(0, 20), ctx)).toThrow(UnreadableFieldError);
    expect(() => openField(key, sealed.subarray(0, sealed.length - 1), ctx)).toThrow(UnreadableFieldError);
    expect(() => openField(randomBytes(32), sealed, ctx)).toThrow(UnreadableFieldError);
  });

  it('insists on a 256-bit key', () => {
    expect(() => sealField(randomBytes(16), 'x', ctx)).toThrow(/32-byte key/);
  });
});
