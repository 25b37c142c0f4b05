import { describe, expect, it } from 'vitest';
import { cheapestPlanWith, PLAN_ENTITLEMENTS } from './entitlements.ts';

describe('plan entitlements (issue #8)', () => {
  it('free: 25 likes and 1 super like a day, nothing else', () => {
    expect(PLAN_ENTITLEMENTS.free).toMatchObject({
      likesPerDay: 25,
      superLikesPerDay: 1,
      likesYou: false,
      readReceipts: false,
    });
  });
  it('each paid plan adds to the one below it', () => {
    expect(PLAN_ENTITLEMENTS.silver).toMatchObject({
      likesPerDay: null,
      superLikesPerDay: 5,
      boostsPerMonth: 1,
      likesYou: true,
      noAds: true,
      readReceipts: false,
    });
    expect(PLAN_ENTITLEMENTS.gold).toMatchObject({
      superLikesPerDay: null,
      boostsPerMonth: 5,
      priorityLikes: true,
      readReceipts: true,
      culturalFilter: true,
      messageBeforeMatch: false,
    });
    expect(PLAN_ENTITLEMENTS.platinum).toMatchObject({
      likesYou: true,
      readReceipts: true,
      boostsPerMonth: null,
      messageBeforeMatch: true,
      premiumLiveEvents: true,
      advancedFilters: true,
      prioritySupport: true,
    });
  });
  it('names the cheapest plan with a feature', () => {
    expect(cheapestPlanWith((e) => e.likesYou)).toBe('silver');
    expect(cheapestPlanWith((e) => e.readReceipts)).toBe('gold');
    expect(cheapestPlanWith((e) => e.messageBeforeMatch)).toBe('platinum');
    expect(cheapestPlanWith((e) => e.premiumLiveEvents)).toBe('platinum');
    expect(cheapestPlanWith((e) => e.hostPremiumEvents)).toBe('silver');
  });
});
