import { describe, expect, it } from 'vitest';
import {
  boostActiveMessage,
  boostAllowanceUsedMessage,
  boostEnd,
  boostPlanRequiredMessage,
  nextUtcMonthStart,
  planForMoreBoosts,
  utcMonthStart,
} from './boost-month.ts';

const at = (iso: string) => new Date(iso);

describe('UTC calendar months', () => {
  it('starts the month at 00:00 UTC on the 1st', () => {
    expect(utcMonthStart(at('2027-03-17T12:34:56.789Z')).toISOString()).toBe('2027-03-01T00:00:00.000Z');
    expect(utcMonthStart(at('2027-03-01T00:00:00.000Z')).toISOString()).toBe('2027-03-01T00:00:00.000Z');
    // The last instant of February still belongs to February.
    expect(utcMonthStart(at('2027-02-28T23:59:59.999Z')).toISOString()).toBe('2027-02-01T00:00:00.000Z');
  });

  it('resets on the 1st of the next month, across a year end and a leap February', () => {
    expect(nextUtcMonthStart(at('2027-12-31T23:59:59.000Z')).toISOString()).toBe('2028-01-01T00:00:00.000Z');
    expect(nextUtcMonthStart(at('2028-02-29T10:00:00.000Z')).toISOString()).toBe('2028-03-01T00:00:00.000Z');
    expect(nextUtcMonthStart(at('2027-01-31T00:00:00.000Z')).toISOString()).toBe('2027-02-01T00:00:00.000Z');
  });

  it('uses UTC, not the local zone: late on the 31st in New York is already the 1st in UTC', () => {
    const instant = at('2027-06-01T02:00:00.000Z'); // 22:00 on 31 May in New York
    expect(utcMonthStart(instant).toISOString()).toBe('2027-06-01T00:00:00.000Z');
  });

  it('lasts 30 minutes', () => {
    expect(boostEnd(at('2027-03-31T23:45:00.000Z')).toISOString()).toBe('2027-04-01T00:15:00.000Z');
  });
});

describe('boost messages', () => {
  it('names the cheapest plan with more boosts', () => {
    expect(planForMoreBoosts(0)).toBe('silver');
    expect(planForMoreBoosts(1)).toBe('gold');
    expect(planForMoreBoosts(5)).toBe('platinum');
  });

  it('tells a Silver member when boosts come back and what Gold gives', () => {
    const { message, plan } = boostAllowanceUsedMessage(1, at('2027-05-20T08:00:00.000Z'));
    expect(plan).toBe('gold');
    expect(message).toBe(
      "You've used your boost for this month. Boosts reset on 1 June at 00:00 UTC. Upgrade to Gold for 5 boosts a month.",
    );
    expect(boostAllowanceUsedMessage(5, at('2027-12-02T08:00:00.000Z')).message).toBe(
      "You've used your 5 boosts for this month. Boosts reset on 1 January at 00:00 UTC. Upgrade to Platinum for unlimited boosts.",
    );
  });

  it('tells a Free member which plan has boosts', () => {
    expect(boostPlanRequiredMessage()).toEqual({
      plan: 'silver',
      message: 'Boosts come with Silver, Gold and Platinum. Upgrade to Silver for 1 boost a month.',
    });
  });

  it('says until when a running boost lasts, rounding the minutes up', () => {
    expect(boostActiveMessage(at('2027-05-20T08:30:00.000Z'), at('2027-05-20T08:00:30.000Z'))).toBe(
      'Your boost is running until 08:30 UTC (30 min left). You can start another when it ends.',
    );
  });
});
