import { describe, expect, it } from 'vitest';
import { allowanceUsedMessage, nextUtcMidnight, untilText, utcDay } from './allowance-message.ts';

describe('daily allowance wording', () => {
  const at = new Date('2026-11-22T18:48:00.000Z');

  it('resets at the next 00:00 UTC', () => {
    expect(nextUtcMidnight(at).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(nextUtcMidnight(new Date('2026-11-22T00:00:00.000Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(utcDay(new Date('2026-11-22T23:59:59.999Z'))).toBe('2026-11-22');
  });

  it('says how long until then, rounded up to the minute', () => {
    expect(untilText(5 * 3_600_000 + 12 * 60_000)).toBe('5 h 12 min');
    expect(untilText(2 * 3_600_000)).toBe('2 h');
    expect(untilText(11 * 60_000 + 1)).toBe('12 min');
    expect(untilText(0)).toBe('less than a minute');
  });

  it('names the allowance, when it resets and the plan that lifts it', () => {
    expect(allowanceUsedMessage('like', 25, at)).toEqual({
      plan: 'silver',
      message:
        "You've used your 25 likes for today. They reset at 00:00 UTC (in 5 h 12 min). Upgrade to Silver for unlimited likes.",
    });
    expect(allowanceUsedMessage('super_like', 1, at)).toEqual({
      plan: 'silver',
      message:
        "You've used your super like for today. It resets at 00:00 UTC (in 5 h 12 min). Upgrade to Silver for 5 super likes a day.",
    });
    expect(allowanceUsedMessage('super_like', 5, at).message).toBe(
      "You've used your 5 super likes for today. They reset at 00:00 UTC (in 5 h 12 min). Upgrade to Gold for unlimited super likes.",
    );
  });
});
