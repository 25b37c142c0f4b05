import { describe, expect, it } from 'vitest';
import { BOOST_MINUTES, DECK_PAGE_SIZE, type PublicProfile } from '@sankofa/contracts';
import { boosts } from '../../db/schema.ts';
import { useClockedTestApp, type SignedUpUser } from '../../test/harness.ts';
import { buyPlan } from '../payments/payments-test-kit.ts';
import { getDeck, isolatedSpot, milesNorth, only, person, swipeOn, viewer, wholeDeck } from './discover-test-kit.ts';
import { boosted, signInAgain } from './boost-test-kit.ts';

// What a boost and a priority like do to other people's decks (decision 0014).
const clocked = useClockedTestApp();
const t = () => clocked.t;
const now = () => clocked.t.deps.clock();

const SHARED = { interests: ['Highlife', 'Kente', 'Jollof'], languages: ['Twi', 'English'] };

/** A viewer (a woman looking for men) and men near her who share her interests: they score high. */
async function scene(ordinary: number) {
  const spot = isolatedSpot();
  const near = milesNorth(spot, 1);
  const me = await viewer(t(), 'Viewer', { ...spot, ...SHARED });
  const man = { gender: 'man', interestedIn: 'women', ...near };
  const high: string[] = [];
  for (let i = 0; i < ordinary; i++) high.push(await person(t(), `Ordinary ${i}`, { ...man, ...SHARED }));
  /** A man who calls the API, sharing nothing with the viewer, so his score alone puts him last. */
  const actor = (name: string) => viewer(t(), name, { ...man, interests: ['Chess'], languages: ['Yoruba'] });
  return { me, high, actor };
}

const idsOf = (cards: PublicProfile[]) => cards.map((c) => c.id);

async function firstPage(me: SignedUpUser, ids: string[]) {
  const res = await getDeck(t(), me);
  expect(res.statusCode, res.body).toBe(200);
  return idsOf(only(res.json().cards, ids));
}

describe('a boost in other people’s decks', () => {
  it('puts the boosted member first for 30 minutes, even in a deck built before the boost', async () => {
    const { me, high, actor } = await scene(3);
    const booster = await actor('Booster');
    await buyPlan(t(), booster, 'silver');
    const ids = [...high, booster.id];

    // Built before the boost: ranked by score, the booster last.
    expect((await firstPage(me, ids)).at(-1)).toBe(booster.id);

    await boosted(t(), booster);
    // The same deck, asked again at once (no swipe, not stale): rebuilt because of the boost.
    expect((await firstPage(me, ids))[0]).toBe(booster.id);

    // Still first just before the end, gone back to its score once the 30 minutes are over.
    clocked.offsetMs += (BOOST_MINUTES - 1) * 60_000;
    await signInAgain(t(), me);
    expect((await firstPage(me, ids))[0]).toBe(booster.id);
    clocked.offsetMs += 2 * 60_000 + 10 * 60_000;
    await signInAgain(t(), me);
    expect((await firstPage(me, ids)).at(-1)).toBe(booster.id);
  });

  it('pages through boosted and ordinary people by keyset without losing or repeating anyone', async () => {
    const { me, high, actor } = await scene(4);
    // More boosted people than a page holds, so a page ends inside the boosted rank. Written
    // straight into the table: only the ranking is under test here, not how boosts are granted.
    const low: string[] = [];
    for (let i = 0; i < DECK_PAGE_SIZE + 2; i++) low.push((await actor(`Boosted ${i}`)).id);
    const start = now();
    const end = new Date(start.getTime() + BOOST_MINUTES * 60_000);
    await t()
      .deps.database.db.insert(boosts)
      .values(low.map((userId) => ({ userId, startedAt: start, endsAt: end })));

    const { cards, pages } = await wholeDeck(t(), me);
    expect(pages).toBeGreaterThan(1);
    const order = idsOf(only(cards, [...high, ...low]));
    expect(new Set(order).size).toBe(order.length);
    expect(order.slice(0, low.length).sort()).toEqual([...low].sort());
    expect(order.slice(low.length).sort()).toEqual([...high].sort());
  });
});

describe('priority likes (Gold and above)', () => {
  it('show a Gold liker before ordinary people, below a boosted member; a Silver like ranks by score', async () => {
    const { me, high, actor } = await scene(3);
    const gold = await actor('Gold liker');
    const silver = await actor('Silver liker');
    const booster = await actor('Booster');
    await buyPlan(t(), gold, 'gold');
    await buyPlan(t(), silver, 'silver');
    await buyPlan(t(), booster, 'silver');
    expect((await swipeOn(t(), gold, me.id, 'like')).statusCode).toBe(200);
    expect((await swipeOn(t(), silver, me.id, 'super_like')).statusCode).toBe(200);
    await boosted(t(), booster);

    const order = await firstPage(me, [...high, gold.id, silver.id, booster.id]);
    expect(order.slice(0, 2)).toEqual([booster.id, gold.id]);
    expect(order.slice(2, 5).sort()).toEqual([...high].sort());
    expect(order.at(-1)).toBe(silver.id);
  });

  it('are judged when the like is sent: a like sent on Free stays ordinary after buying Gold', async () => {
    const { me, high, actor } = await scene(2);
    const late = await actor('Late upgrader');
    expect((await swipeOn(t(), late, me.id, 'like')).statusCode).toBe(200);
    await buyPlan(t(), late, 'gold');
    expect((await firstPage(me, [...high, late.id])).at(-1)).toBe(late.id);
  });
});
