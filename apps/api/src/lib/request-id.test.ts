import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isSaneRequestId, requestIdFor } from './request-id.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const withHeader = (value?: string | string[]) =>
  ({ headers: value === undefined ? {} : { 'x-request-id': value } }) as unknown as IncomingMessage;

describe('requestIdFor', () => {
  it('makes a new UUID for every request without an id', () => {
    const a = requestIdFor(withHeader());
    const b = requestIdFor(withHeader());
    expect(a).toMatch(UUID);
    expect(b).toMatch(UUID);
    expect(a).not.toBe(b);
  });

  it('keeps a sane id the caller sent', () => {
    for (const id of [
      '3f1c7c1e-8f0b-4a8e-9d0a-5b7f2d9e1a44',
      'Root=1-67891233-abcdef012345678912345678',
      'a1b2c3',
      'lb.7:req/42+x=',
    ]) {
      expect(requestIdFor(withHeader(id))).toBe(id);
    }
  });

  it('replaces an id that is too long, empty, repeated or has unsafe characters', () => {
    for (const id of ['x'.repeat(129), '', 'two words', 'line\nbreak', '{"level":60}', 'é', '<script>']) {
      expect(isSaneRequestId(id)).toBe(false);
      expect(requestIdFor(withHeader(id))).toMatch(UUID);
    }
    expect(requestIdFor(withHeader(['a', 'b']))).toMatch(UUID);
    expect(isSaneRequestId('x'.repeat(128))).toBe(true);
  });
});
