import { describe, expect, it } from 'vitest';
import { deriveToken, hashToken, newOpaqueToken } from './tokens.ts';

describe('tokens', () => {
  it('are 256-bit, URL-safe and unique', () => {
    const a = newOpaqueToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newOpaqueToken()).not.toBe(a);
  });

  it('derive one successor per parent and secret', () => {
    expect(deriveToken('s1', 'p')).toBe(deriveToken('s1', 'p'));
    expect(deriveToken('s1', 'p')).not.toBe(deriveToken('s2', 'p'));
    expect(deriveToken('s1', 'p')).not.toBe(deriveToken('s1', 'q'));
  });

  it('are stored as a digest that does not contain the token', () => {
    const t = newOpaqueToken();
    expect(hashToken(t)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(t)).not.toContain(t);
  });
});
