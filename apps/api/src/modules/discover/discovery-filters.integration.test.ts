import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PlanId } from '@sankofa/contracts';
import { discoveryFilters } from '../../db/schema.ts';
import { expectError } from '../../test/expect-error.ts';
import { useClockedTestApp, type SignedUpUser } from '../../test/harness.ts';
import { buyPlan, myPlan } from '../payments/payments-test-kit.ts';
import {
  bearer,
  isolatedSpot,
  milesNorth,
  only,
  person,
  viewer,
  wholeDeck,
  type Answers,
} from './discover-test-kit.ts';

// Discover filters (decision 0015): the cultural match filter for Gold and above, the advanced
// filters for Platinum, enforced when saving and when the deck is prepared.
const clocked = useClockedTestApp();
const t = () => clocked.t;

const getFilters = (u: SignedUpUser) =>
  t().app.inject({ method: 'GET', url: '/api/discover/filters', headers: bearer(u) });
const putFilters = (u: SignedUpUser, payload: object) =>
  t().app.inject({ method: 'PUT', url: '/api/discover/filters', headers: bearer(u), payload });
const savedRow = async (userId: string) =>
  (await t().deps.database.db.select().from(discoveryFilters).where(eq(discoveryFilters.userId, userId)))[0];

async function member(plan: PlanId | 'free', answers: Answers = {}) {
  const me = await viewer(t(), `Member ${plan}`, {
    gender: 'man',
    interestedIn: 'women',
    ...isolatedSpot(),
    ...answers,
  });
  if (plan !== 'free') await buyPlan(t(), me, plan);
  return me;
}

async function save(u: SignedUpUser, payload: object) {
  const res = await putFilters(u, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Names of these people in my whole deck, sorted. */
async function shownNames(me: SignedUpUser, ids: string[]) {
  const { cards } = await wholeDeck(t(), me);
  return only(cards, ids)
    .map((c) => c.displayName)
    .sort();
}

/** A birth date that makes someone `age` today, well clear of their birthday. */
const bornYearsAgo = (age: number) => {
  const d = new Date(Date.now() - 40 * 86_400_000);
  d.setUTCFullYear(d.getUTCFullYear() - age);
  return d.toISOString().slice(0, 10);
};

describe('who may set which filters', () => {
  it.each(['free', 'silver'] as const)(
    '%s is refused both groups with the plan that unlocks each, and nothing is saved',
    async (plan) => {
      const me = await member(plan);
      const cultural = expectError(await putFilters(me, { cultural: { minMatch: 70 } }), 403, 'plan_required');
      expect(cultural.message).toBe(
        'The cultural match filter is part of Gold and above. Upgrade to Gold to filter by cultural match.',
      );
      expect(cultural.details).toEqual({ planNeeded: 'gold' });
      const advanced = expectError(await putFilters(me, { advanced: { verifiedOnly: true } }), 403, 'plan_required');
      expect(advanced.message).toMatch(/^Advanced filters are part of Platinum\./);
      expect(advanced.details).toEqual({ planNeeded: 'platinum' });
      expect(await savedRow(me.id)).toBeUndefined();

      const state = (await getFilters(me)).json();
      expect(state.allowed).toEqual({ cultural: false, advanced: false });
      expect(state.activeCount).toBe(0);
      expect(state.filters.cultural).toEqual({ minMatch: null, interests: [] });

      // Clearing is always allowed.
      const cleared = await save(me, { cultural: {}, advanced: {} });
      expect(cleared.activeCount).toBe(0);
    },
  );

  it('Gold may set the cultural filter but not the advanced ones; a refusal keeps what was saved', async () => {
    const me = await member('gold');
    const saved = await save(me, { cultural: { minMatch: 70, interests: ['Highlife'] } });
    expect(saved).toMatchObject({ allowed: { cultural: true, advanced: false }, activeCount: 2 });
    expectError(await putFilters(me, { cultural: { minMatch: 50 }, advanced: { ageMin: 30 } }), 403, 'plan_required');
    const state = (await getFilters(me)).json();
    expect(state.filters.cultural).toEqual({ minMatch: 70, interests: ['Highlife'] });
    expect(state.filters.advanced.ageMin).toBeNull();
  });

  it('Platinum may set both; a group left out keeps what is saved', async () => {
    const me = await member('platinum');
    await save(me, { cultural: { minMatch: 85 }, advanced: { ageMin: 25, ageMax: 40, verifiedOnly: true } });
    const state = await save(me, { advanced: { bodyTypes: ['athletic'] } });
    expect(state.filters.cultural.minMatch).toBe(85);
    expect(state.filters.advanced).toMatchObject({ ageMin: null, bodyTypes: ['athletic'], verifiedOnly: false });
    expect(state.activeCount).toBe(2);
  });

  it('validates with messages a person can act on', async () => {
    const me = await member('platinum');
    const reversed = expectError(
      await putFilters(me, { advanced: { ageMin: 40, ageMax: 30 } }),
      400,
      'validation_failed',
    );
    expect(reversed.message).toBe("Minimum age can't be above maximum age");
    expectError(await putFilters(me, { advanced: { ageMin: 16 } }), 400, 'validation_failed');
    expectError(await putFilters(me, { advanced: { education: ['wizardry'] } }), 400, 'validation_failed');
    expectError(await putFilters(me, { cultural: { minMatch: 60 } }), 400, 'validation_failed');
    expectError(await putFilters(me, { cultural: {}, verified: true }), 400, 'validation_failed');
    expect(await savedRow(me.id)).toBeUndefined();
  });

  it('are per member: nobody reads or changes another member’s filters', async () => {
    const a = await member('platinum');
    const b = await member('platinum');
    await save(a, { cultural: { minMatch: 85 }, advanced: { verifiedOnly: true } });
    expect((await getFilters(b)).json().filters.cultural.minMatch).toBeNull();
    await save(b, { cultural: {}, advanced: { hasKids: 'yes' } });
    const aState = (await getFilters(a)).json();
    expect(aState.filters.cultural.minMatch).toBe(85);
    expect(aState.filters.advanced).toMatchObject({ verifiedOnly: true, hasKids: 'any' });
    const anonymous = await t().app.inject({ method: 'PUT', url: '/api/discover/filters', payload: { cultural: {} } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the cultural filter in the deck', () => {
  const culture = {
    interests: ['Highlife', 'Kente', 'Jollof'],
    languages: ['Twi', 'English'],
    relationshipGoals: 'long-term',
  };

  it('keeps only people at or above the match minimum, or who list a chosen interest, and rebuilds when changed', async () => {
    const spot = isolatedSpot();
    const me = await member('gold', { ...spot, ...culture });
    const near = milesNorth(spot, 1);
    const ids = [
      // 35 + 20 + 15 (goals) + 15 (nearby) = 85
      await person(t(), 'Close', { ...near, ...culture }),
      // Only Highlife of three: 35 / 1 (overlap over the shorter list) + 15 + 15 = 65
      await person(t(), 'Partly', { ...near, interests: ['highlife'], relationshipGoals: 'long-term' }),
      // 15 (goals) + 15 (distance) = 30
      await person(t(), 'Far apart', { ...near, interests: ['Chess', 'Afrobeats'] }),
    ];
    expect(await shownNames(me, ids)).toEqual(['Close', 'Far apart', 'Partly']);

    await save(me, { cultural: { minMatch: 85 } });
    expect(await shownNames(me, ids)).toEqual(['Close']);
    await save(me, { cultural: { minMatch: 50 } });
    expect(await shownNames(me, ids)).toEqual(['Close', 'Partly']);
    await save(me, { cultural: { interests: ['AFROBEATS'] } });
    expect(await shownNames(me, ids)).toEqual(['Far apart']);
    await save(me, { cultural: { minMatch: 70, interests: ['Highlife'] } });
    expect(await shownNames(me, ids)).toEqual(['Close']);
    await save(me, { cultural: {} });
    expect(await shownNames(me, ids)).toEqual(['Close', 'Far apart', 'Partly']);
  });

  it('hides demo profiles while a filter applies and shows them again when cleared', async () => {
    const me = await member('gold', culture);
    expect((await wholeDeck(t(), me)).cards.some((c) => c.isDemo)).toBe(true);
    await save(me, { cultural: { minMatch: 50 } });
    const filtered = await wholeDeck(t(), me);
    expect(filtered.cards.every((c) => !c.isDemo)).toBe(true);
    await save(me, { cultural: {} });
    expect((await wholeDeck(t(), me)).cards.some((c) => c.isDemo)).toBe(true);
  });

  it('stops applying when the Gold plan ends, and the saved filter stays for a return', async () => {
    const spot = isolatedSpot();
    const me = await member('gold', { ...spot, ...culture });
    const near = milesNorth(spot, 1);
    const ids = [await person(t(), 'Close', { ...near, ...culture }), await person(t(), 'Far apart', near)];
    await save(me, { cultural: { minMatch: 85 } });
    expect(await shownNames(me, ids)).toEqual(['Close']);

    const ends = Date.parse((await myPlan(t(), me)).currentPeriodEnd!);
    clocked.offsetMs = ends + 3_600_000 - Date.now();
    const signIn = await t().app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: me.email, password: me.password },
    });
    me.accessToken = signIn.json().accessToken;

    expect(await shownNames(me, ids)).toEqual(['Close', 'Far apart']);
    const state = (await getFilters(me)).json();
    expect(state).toMatchObject({ allowed: { cultural: false, advanced: false }, activeCount: 0 });
    expect(state.filters.cultural.minMatch).toBe(85);
    expectError(await putFilters(me, { cultural: { minMatch: 70 } }), 403, 'plan_required');
  });
});

describe('the advanced filters in the deck', () => {
  it('each filter keeps exactly the people it describes', async () => {
    const spot = isolatedSpot();
    const me = await member('platinum', spot);
    const near = milesNorth(spot, 1);
    const base: Answers = {
      ...near,
      heightCm: 170,
      education: 'bachelors',
      bodyType: 'average',
      relationshipGoals: 'long-term',
    };
    const ids = [
      await person(t(), 'Young', { ...base, birthDate: bornYearsAgo(22) }),
      await person(t(), 'Thirty', { ...base, birthDate: bornYearsAgo(30), heightCm: 185, verified: true }),
      await person(t(), 'Older', { ...base, birthDate: bornYearsAgo(45), education: 'phd', hasKids: true }),
      await person(t(), 'Casual', { ...base, relationshipGoals: 'short-term', bodyType: 'athletic', wantsKids: true }),
      await person(t(), 'NoHeight', { ...base, heightCm: null, education: null, openToKids: true }),
    ];
    const cases: Array<[object, string[]]> = [
      [{ ageMin: 28, ageMax: 40 }, ['Casual', 'NoHeight', 'Thirty']],
      [{ ageMax: 22 }, ['Young']],
      [{ ageMin: 45 }, ['Older']],
      [{ heightMinCm: 180 }, ['Thirty']],
      [{ heightMaxCm: 175 }, ['Casual', 'Older', 'Young']],
      [{ education: ['phd', 'masters'] }, ['Older']],
      [{ relationshipGoals: ['short-term', 'open-to-short'] }, ['Casual']],
      [{ bodyTypes: ['athletic'] }, ['Casual']],
      [{ verifiedOnly: true }, ['Thirty']],
      [{ hasKids: 'yes' }, ['Older']],
      [{ hasKids: 'no', wantsKids: 'yes' }, ['Casual']],
      [{ openToKids: true }, ['NoHeight']],
      [{ ageMin: 18, heightMinCm: 160, verifiedOnly: true }, ['Thirty']],
      [{}, ['Casual', 'NoHeight', 'Older', 'Thirty', 'Young']],
    ];
    for (const [advanced, expected] of cases) {
      await save(me, { advanced });
      expect(await shownNames(me, ids), JSON.stringify(advanced)).toEqual(expected);
    }
  });

  it('does not apply for a Gold member even if saved under Platinum earlier', async () => {
    // Saved while on Platinum, then the member is read as Gold: only the cultural group applies.
    const spot = isolatedSpot();
    const me = await member('gold', spot);
    const ids = [await person(t(), 'Unverified', milesNorth(spot, 1))];
    await t()
      .deps.database.db.insert(discoveryFilters)
      .values({ userId: me.id, advanced: { verifiedOnly: true } });
    expect(await shownNames(me, ids)).toEqual(['Unverified']);
    expect((await getFilters(me)).json()).toMatchObject({
      activeCount: 0,
      filters: { advanced: { verifiedOnly: true } },
    });
  });
});
