import { describe, expect, it } from 'vitest';
import type { BoostState } from '@sankofa/contracts';
import { boostEndsLocally, countdownText, secondsLeft } from './boost-time.ts';

const state = (active: BoostState['active'], now: string): BoostState => ({
  active,
  usedThisMonth: 1,
  allowance: 1,
  resetsAt: '2027-06-01T00:00:00.000Z',
  now,
});

describe('boost countdown', () => {
  it('measures the time left from the server’s clock, not the device’s', () => {
    const s = state(
      { startedAt: '2027-05-20T08:00:00.000Z', endsAt: '2027-05-20T08:30:00.000Z' },
      '2027-05-20T08:10:00.000Z',
    );
    // The device's clock is far off; 20 minutes are left all the same.
    expect(boostEndsLocally(s, 1_000_000)).toBe(1_000_000 + 20 * 60_000);
    expect(boostEndsLocally(state(null, '2027-05-20T08:10:00.000Z'), 5)).toBeNull();
    expect(boostEndsLocally(undefined, 5)).toBeNull();
  });

  it('counts whole seconds down to zero and never below', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 20_000)).toBe(0);
  });

  it('reads as minutes and two-digit seconds', () => {
    expect(countdownText(30 * 60)).toBe('30:00');
    expect(countdownText(29 * 60 + 41)).toBe('29:41');
    expect(countdownText(5)).toBe('0:05');
    expect(countdownText(0)).toBe('0:00');
  });
});
