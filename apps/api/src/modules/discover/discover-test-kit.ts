import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { PublicProfile } from '@sankofa/contracts';
import { blocks, profiles, users } from '../../db/schema.ts';
import { randomEmail, signUp, type SignedUpUser, type TestApp } from '../../test/harness.ts';

// Test-only helpers for the discover suites. People who never act are written straight into the
// tables (no password hashing), people who call the API sign up for real.

export type Answers = Partial<typeof profiles.$inferInsert>;

/**
 * A spot of our own per test: the shared PostgreSQL test database also holds other suites' people,
 * so each test places its people far from everyone else and keeps distance ranges small.
 */
export function isolatedSpot(): { latSnapped: number; lngSnapped: number } {
  // Whole hundredths of a degree: a grid point, as stored positions are.
  return { latSnapped: randomInt(-6000, 6000) / 100, lngSnapped: randomInt(-17000, 17000) / 100 };
}

/** A point `miles` north of `spot` (a degree of latitude is ~69 miles). */
export const milesNorth = (spot: { latSnapped: number; lngSnapped: number }, miles: number) => ({
  latSnapped: Math.round((spot.latSnapped + miles / 69) * 100) / 100,
  lngSnapped: spot.lngSnapped,
});

const onboarded = (name: string): Answers => ({
  displayName: name,
  birthDate: '1994-06-15',
  gender: 'woman',
  interestedIn: 'men',
  relationshipGoals: 'long-term',
  distanceMiles: 25,
  interests: [],
  languages: [],
  personality: null,
  onboardedAt: new Date(),
  bio: `${name} likes kente and highlife`,
  location: 'Somewhere',
  occupation: 'Weaver',
});

/** A person who only needs to be seen: an account and a finished profile, written directly. */
export async function person(t: TestApp, name: string, answers: Answers = {}): Promise<string> {
  const db = t.deps.database.db;
  const [u] = await db
    .insert(users)
    .values({ email: randomEmail('seen'), passwordHash: 'not-a-hash' })
    .returning({ id: users.id });
  // Placed far from everyone unless told otherwise: people without a position are in every deck.
  await db.insert(profiles).values({ userId: u!.id, ...onboarded(name), ...isolatedSpot(), ...answers });
  return u!.id;
}

/** A person who calls the API: signs up for real, then gets a finished profile. */
export async function viewer(t: TestApp, name: string, answers: Answers = {}): Promise<SignedUpUser> {
  const u = await signUp(t);
  await setAnswers(t, u.id, { ...onboarded(name), ...answers });
  return u;
}

export async function setAnswers(t: TestApp, userId: string, answers: Answers) {
  await t.deps.database.db.update(profiles).set(answers).where(eq(profiles.userId, userId));
}

export async function block(t: TestApp, blockerId: string, blockedId: string) {
  await t.deps.database.db.insert(blocks).values({ blockerId, blockedId });
}

export const bearer = (u: SignedUpUser) => ({ authorization: `Bearer ${u.accessToken}` });

export const getDeck = (t: TestApp, u: SignedUpUser, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/discover/deck${query}`, headers: bearer(u) });

export const swipeOn = (t: TestApp, u: SignedUpUser, targetId: string, kind: 'like' | 'pass' | 'super_like' = 'like') =>
  t.app.inject({ method: 'POST', url: '/api/discover/swipes', headers: bearer(u), payload: { targetId, kind } });

export const undo = (t: TestApp, u: SignedUpUser) =>
  t.app.inject({ method: 'POST', url: '/api/discover/undo', headers: bearer(u) });

/** Every card of every page, following nextCursor to the end. */
export async function wholeDeck(t: TestApp, u: SignedUpUser, first = '') {
  const cards: PublicProfile[] = [];
  const totals: number[] = [];
  let res = await getDeck(t, u, first);
  for (let pages = 0; pages < 200; pages++) {
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    cards.push(...body.cards);
    totals.push(body.total);
    if (!body.nextCursor) return { cards, totals, pages: pages + 1 };
    res = await getDeck(t, u, `?cursor=${encodeURIComponent(body.nextCursor)}`);
  }
  throw new Error('deck never ended');
}

/** The cards of these people, in deck order (other suites' people may share the database). */
export const only = (cards: PublicProfile[], ids: string[]) => cards.filter((c) => ids.includes(c.id));

const FORBIDDEN_WORDS = new Set(
  'lat lng lon latitude longitude coords coordinates position snapped email birth phone contact settings setting password miles show'.split(
    ' ',
  ),
);
/** Words of a camelCase or snake_case key ('relationshipGoals' holds no 'lat', 'latSnapped' does). */
const wordsOf = (key: string) => key.split(/(?=[A-Z])|_/).map((w) => w.toLowerCase());

/** No key anywhere in the body could carry a position or a private field. */
export function expectNoPrivateKeys(res: InjectResponse) {
  const walk = (v: unknown, path: string) => {
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${path}[${i}]`));
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        expect(
          wordsOf(k).filter((w) => FORBIDDEN_WORDS.has(w)),
          `${path}.${k}`,
        ).toEqual([]);
        walk(x, `${path}.${k}`);
      }
    }
  };
  walk(res.json(), '$');
}

/** Exactly the contract's fields, nothing more. */
export function expectPublicShape(card: object) {
  expect(Object.keys(card).sort()).toEqual(Object.keys(PublicProfile.shape).sort());
}

export const uuid = () => randomUUID();
