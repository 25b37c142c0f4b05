import { describe, expect, it } from 'vitest';
import { networkOf } from './sign-in.ts';

describe('networkOf', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses by their /64, however they are written', () => {
    const a = networkOf('2001:db8:85a3:12::1');
    expect(a).toBe('2001:db8:85a3:12::/64');
    expect(networkOf('2001:0db8:85a3:0012:ffff:0:0:9')).toBe(a);
    expect(networkOf('2001:DB8:85A3:12:abcd::')).toBe(a);
    expect(networkOf('2001:db8:85a3:13::1')).not.toBe(a);
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
  });
});
