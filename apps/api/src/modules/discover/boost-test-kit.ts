import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { BoostState } from '@sankofa/contracts';
import { boosts } from '../../db/schema.ts';
import type { SignedUpUser, TestApp } from '../../test/harness.ts';
import { bearer } from './discover-test-kit.ts';

// Test-only helpers for the boost suites (decision 0014).

export const startBoost = (t: TestApp, u: SignedUpUser, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/discover/boost', headers: bearer(u), ...(payload ? { payload } : {}) });

export async function boostState(t: TestApp, u: SignedUpUser): Promise<BoostState> {
  const res = await t.app.inject({ method: 'GET', url: '/api/discover/boost', headers: bearer(u) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export async function boosted(t: TestApp, u: SignedUpUser): Promise<BoostState> {
  const res = await startBoost(t, u);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export const boostRows = async (t: TestApp, userId: string) =>
  (await t.deps.database.db.select().from(boosts).where(eq(boosts.userId, userId))).length;

/** Moving the clock by hours expires the access token; a fresh sign-in stands for the next visit. */
export async function signInAgain(t: TestApp, me: SignedUpUser) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email: me.email, password: me.password },
  });
  expect(res.statusCode, res.body).toBe(200);
  me.accessToken = res.json().accessToken;
}
