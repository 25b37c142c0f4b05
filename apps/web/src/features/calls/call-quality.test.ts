import { describe, expect, it } from 'vitest';
import { qualityOf } from './call-quality.ts';

describe('call quality', () => {
  it('is good with little loss and a short round trip', () => {
    expect(qualityOf(null, { rttSeconds: 0.05, packetsReceived: 1000, packetsLost: 1 })).toBe('good');
  });
  it('counts loss over the interval, not since the call began', () => {
    const before = { rttSeconds: 0.05, packetsReceived: 1000, packetsLost: 200 };
    expect(qualityOf(before, { rttSeconds: 0.05, packetsReceived: 2000, packetsLost: 201 })).toBe('good');
    expect(qualityOf(before, { rttSeconds: 0.05, packetsReceived: 2000, packetsLost: 250 })).toBe('fair');
    expect(qualityOf(before, { rttSeconds: 0.05, packetsReceived: 2000, packetsLost: 400 })).toBe('poor');
  });
  it('a long round trip lowers it', () => {
    expect(qualityOf(null, { rttSeconds: 0.4, packetsReceived: 10, packetsLost: 0 })).toBe('fair');
    expect(qualityOf(null, { rttSeconds: 0.9, packetsReceived: 10, packetsLost: 0 })).toBe('poor');
  });
});
