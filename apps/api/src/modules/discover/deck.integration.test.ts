import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { upload } from '../photos/photo-test-client.ts';
import { DECK_PAGE_SIZE } from '@sankofa/contracts';
import { createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { expectError } from '../../test/expect-error.ts';
import { DEMO_PROFILES } from '../../db/seed/demo-profiles.ts';
import { deckCandidates, users } from '../../db/schema.ts';
import { eq } from 'drizzle-orm';
import {
  block,
  expectNoPrivateKeys,
  expectPublicShape,
  getDeck,
  isolatedSpot,
  milesNorth,
  only,
  person,
  setAnswers,
  swipeOn,
  viewer,
  wholeDeck,
} from './discover-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/discover/deck: who is in it', () => {
  it('holds only people whose preferences and ours match both ways, each inside the other’s range', async () => {
    const spot = isolatedSpot();
    const me = await viewer(t, 'Kofi', { gender: 'man', interestedIn: 'women', distanceMiles: 30, ...spot });
    const ids = {
      fits: await person(t, 'Fits', { ...milesNorth(spot, 5) }),
      fitsEveryone: await person(t, 'Everyone', { interestedIn: 'everyone', ...milesNorth(spot, 5) }),
      noPosition: await person(t, 'NoPosition', { latSnapped: null, lngSnapped: null }),
      wantsWomen: await person(t, 'WantsWomen', { interestedIn: 'women', ...milesNorth(spot, 5) }),
      aMan: await person(t, 'AMan', { gender: 'man', interestedIn: 'men', ...milesNorth(spot, 5) }),
      other: await person(t, 'Other', { gender: 'other', interestedIn: 'everyone', ...milesNorth(spot, 5) }),
      beyondMine: await person(t, 'BeyondMine', { distanceMiles: 100, ...milesNorth(spot, 60) }),
      beyondTheirs: await person(t, 'BeyondTheirs', { distanceMiles: 5, ...milesNorth(spot, 20) }),
    };
    const { cards } = await wholeDeck(t, me);
    const shown = only(cards, Object.values(ids))
      .map((c) => c.displayName)
      .sort();
    expect(shown).toEqual(['Everyone', 'Fits', 'NoPosition']);
  });

  it('never holds me, people I swiped, blocked either way, hidden or not onboarded', async () => {
    const spot = isolatedSpot();
    const me = await viewer(t, 'Yaw', { gender: 'man', interestedIn: 'women', ...spot });
    const near = milesNorth(spot, 1);
    const ids = {
      ok: await person(t, 'Ok', near),
      swiped: await person(t, 'Swiped', near),
      iBlocked: await person(t, 'IBlocked', near),
      blockedMe: await person(t, 'BlockedMe', near),
      hidden: await person(t, 'Hidden', { ...near, showProfile: false }),
      notOnboarded: await person(t, 'NotOnboarded', { ...near, onboardedAt: null }),
    };
    expect((await swipeOn(t, me, ids.swiped, 'pass')).statusCode).toBe(200);
    await block(t, me.id, ids.iBlocked);
    await block(t, ids.blockedMe, me.id);
    const { cards } = await wholeDeck(t, me);
    expect(only(cards, [...Object.values(ids), me.id]).map((c) => c.displayName)).toEqual(['Ok']);
  });

  it('drops people who become hidden or blocked after the deck was prepared', async () => {
    const spot = isolatedSpot();
    const me = await viewer(t, 'Ama', { gender: 'woman', interestedIn: 'men', ...spot });
    const a = await person(t, 'Later hidden', { gender: 'man', interestedIn: 'women', ...milesNorth(spot, 1) });
    const b = await person(t, 'Later blocking', { gender: 'man', interestedIn: 'women', ...milesNorth(spot, 1) });
    expect(only((await wholeDeck(t, me)).cards, [a, b])).toHaveLength(2);
    await setAnswers(t, a, { showProfile: false });
    await block(t, b, me.id);
    const again = await getDeck(t, me);
    expect(only(again.json().cards, [a, b])).toEqual([]);
  });

  it('loses a deleted person at once, and a deleted account’s own deck with it', async () => {
    const spot = isolatedSpot();
    const me = await viewer(t, 'Esi', { gender: 'woman', interestedIn: 'men', ...spot });
    const gone = await person(t, 'Gone', { gender: 'man', interestedIn: 'women', ...milesNorth(spot, 1) });
    const stays = await person(t, 'Stays', { gender: 'man', interestedIn: 'women', ...milesNorth(spot, 1) });
    const before = await getDeck(t, me);
    expect(only(before.json().cards, [gone, stays])).toHaveLength(2);
    const db = t.deps.database.db;
    await db.delete(users).where(eq(users.id, gone));
    // The pass is not rebuilt (fresh, nothing swiped): the deleted person drops out of page and total.
    const after = (await getDeck(t, me)).json();
    expect(only(after.cards, [gone, stays]).map((c) => c.id)).toEqual([stays]);
    expect(after.total).toBe(before.json().total - 1);
    const ownCards = () => db.$count(deckCandidates, eq(deckCandidates.userId, me.id));
    expect(await ownCards()).toBeGreaterThan(0);
    await db.delete(users).where(eq(users.id, me.id));
    expect(await ownCards()).toBe(0);
  });

  it('asks people to finish their profile first', async () => {
    const u = await signUp(t);
    expectError(await getDeck(t, u), 403, 'onboarding_required');
  });

  it('needs a session and a well-formed cursor', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/discover/deck' }), 401, 'unauthorized');
    const me = await viewer(t, 'Cursor', isolatedSpot());
    expectError(await getDeck(t, me, '?cursor=bm90LWEtY3Vyc29y'), 400, 'invalid_cursor');
    expectError(await getDeck(t, me, '?offset=15'), 400, 'validation_failed');
  });
});

describe('GET /api/discover/deck: order and pages', () => {
  it('ranks by compatibility score, best first, and shows it on the card', async () => {
    const spot = isolatedSpot();
    const mine = {
      interests: ['Highlife', 'Jollof', 'Kente'],
      languages: ['Twi', 'English'],
      personality: 'ENFJ',
      relationshipGoals: 'long-term',
    };
    const me = await viewer(t, 'Esi', { ...spot, ...mine });
    const near = milesNorth(spot, 1);
    const best = await person(t, 'Best', {
      ...near,
      ...mine,
      gender: 'woman',
      interestedIn: 'men',
      personality: 'INFJ',
    });
    await setAnswers(t, me.id, { gender: 'man', interestedIn: 'women' });
    const middle = await person(t, 'Middle', { ...near, interests: ['highlife'], languages: ['twi'] });
    const worst = await person(t, 'Worst', {
      ...milesNorth(spot, 20),
      interests: ['Chess'],
      relationshipGoals: 'short-term',
    });
    const { cards } = await wholeDeck(t, me);
    const mineCards = only(cards, [best, middle, worst]);
    expect(mineCards.map((c) => c.displayName)).toEqual(['Best', 'Middle', 'Worst']);
    expect(mineCards[0]!.matchPercent).toBe(100);
    const percents = cards.filter((c) => !c.isDemo).map((c) => c.matchPercent!);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
  });

  it('pages by keyset without repeats or gaps, demo cards after every real one, and a stable total', async () => {
    const spot = isolatedSpot();
    const me = await viewer(t, 'Pager', { gender: 'man', interestedIn: 'women', distanceMiles: 10, ...spot });
    const ids: string[] = [];
    for (let i = 0; i < DECK_PAGE_SIZE * 2 + 3; i++) {
      ids.push(
        await person(t, `P${i}`, {
          ...milesNorth(spot, 1),
          interests: i % 3 === 0 ? ['x'] : [],
          languages: i % 2 ? ['y'] : [],
        }),
      );
    }
    await setAnswers(t, me.id, { interests: ['x'], languages: ['y'] });
    const { cards, totals, pages } = await wholeDeck(t, me);
    expect(pages).toBeGreaterThanOrEqual(3);
    const seen = cards.map((c) => c.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(only(cards, ids)).toHaveLength(ids.length);
    const firstDemo = cards.findIndex((c) => c.isDemo);
    expect(firstDemo).toBeGreaterThan(0);
    expect(cards.slice(firstDemo).every((c) => c.isDemo)).toBe(true);
    // Demo cards respect who I am interested in: women only.
    const demoWomen = DEMO_PROFILES.filter((d) => d.gender === 'woman').map((d) => d.id);
    expect(
      cards
        .filter((c) => c.isDemo)
        .map((c) => c.id)
        .sort(),
    ).toEqual([...demoWomen].sort());
    expect(new Set(totals).size).toBe(1);
    expect(totals[0]).toBe(cards.length);
  });

  it('leaves swiped people out of later pages, and a new pass after swiping counts only what is left', async () => {
    const spot = isolatedSpot();
    const me = await viewer(t, 'Swiper', { gender: 'man', interestedIn: 'women', distanceMiles: 10, ...spot });
    const mine: string[] = [];
    for (let i = 0; i < DECK_PAGE_SIZE + 5; i++) mine.push(await person(t, `S${i}`, milesNorth(spot, 1)));
    const first = (await getDeck(t, me)).json();
    const cursor = `?cursor=${encodeURIComponent(first.nextCursor)}`;
    const target = only((await getDeck(t, me, cursor)).json().cards, mine)[0]!;
    expect((await swipeOn(t, me, target.id, 'pass')).statusCode).toBe(200);
    expect(only((await getDeck(t, me, cursor)).json().cards, [target.id])).toEqual([]);
    const fresh = await wholeDeck(t, me);
    expect(
      only(fresh.cards, mine)
        .map((c) => c.id)
        .sort(),
    ).toEqual(mine.filter((id) => id !== target.id).sort());
    expect(fresh.totals[0]).toBe(fresh.cards.length);
  });

  it('rebuilds from the top on restart and when my answers change', async () => {
    const spot = isolatedSpot();
    const me = await viewer(t, 'Changer', { gender: 'man', interestedIn: 'women', ...spot });
    const woman = await person(t, 'Woman', milesNorth(spot, 1));
    const man = await person(t, 'Man', { ...milesNorth(spot, 1), gender: 'man', interestedIn: 'everyone' });
    expect(only((await wholeDeck(t, me)).cards, [woman, man]).map((c) => c.displayName)).toEqual(['Woman']);
    await setAnswers(t, me.id, { interestedIn: 'everyone' });
    expect(
      only((await wholeDeck(t, me)).cards, [woman, man])
        .map((c) => c.displayName)
        .sort(),
    ).toEqual(['Man', 'Woman']);
    const later = await person(t, 'Later', milesNorth(spot, 1));
    expect(only((await wholeDeck(t, me)).cards, [later])).toHaveLength(0);
    expect(only((await wholeDeck(t, me, '?restart=true')).cards, [later])).toHaveLength(1);
  });
});

describe('GET /api/discover/deck: what a card shows', () => {
  it('shows a distance bucket and photos, never coordinates or private fields', async () => {
    const spot = isolatedSpot();
    const me = await viewer(t, 'Privacy', { gender: 'man', interestedIn: 'women', ...spot });
    const her = await viewer(t, 'Photographed', { ...milesNorth(spot, 7), interestedIn: 'men' });
    const jpeg = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#0b3d1e' } })
      .jpeg()
      .toBuffer();
    const up = await upload(t, her.accessToken, jpeg);
    expect(up.statusCode, up.body).toBe(201);
    const res = await getDeck(t, me);
    expectNoPrivateKeys(res);
    const card = res.json().cards.find((c: { id: string }) => c.id === her.id);
    expectPublicShape(card);
    expect(card.distance).toBe('within_10');
    expect(card.age).toBeGreaterThanOrEqual(30);
    expect(card.photos).toHaveLength(1);
    expect(card.photos[0].url).toMatch(/^\/media\//);
    expect(res.body).not.toContain(her.email);
    expect(res.body).not.toContain('1994-06-15');
    expect(res.body).not.toContain(String(milesNorth(spot, 7).latSnapped));
  });

  it('is online only when really connected and the person shows it', async () => {
    const spot = isolatedSpot();
    const me = await viewer(t, 'Watcher', { gender: 'man', interestedIn: 'women', ...spot });
    const shows = await person(t, 'Shows', milesNorth(spot, 1));
    const hides = await person(t, 'Hides', { ...milesNorth(spot, 1), showOnline: false });
    const away = await person(t, 'Away', milesNorth(spot, 1));
    const now = t.deps.clock();
    await t.deps.presence.connect(shows, 'c1', now);
    await t.deps.presence.connect(hides, 'c2', now);
    const cards = only((await wholeDeck(t, me)).cards, [shows, hides, away]);
    expect(Object.fromEntries(cards.map((c) => [c.displayName, c.online]))).toEqual({
      Shows: true,
      Hides: false,
      Away: false,
    });
    expect(cards.every((c) => typeof c.verified === 'boolean')).toBe(true);
  });
});
