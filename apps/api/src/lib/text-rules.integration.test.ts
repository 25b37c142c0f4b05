import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type SignedUpUser, type TestApp } from '../test/harness.ts';
import { expectError } from '../test/expect-error.ts';

/** Issue #25: text PostgreSQL cannot store, or that disguises itself, is a 400 naming the field, on every route. */
let t: TestApp;
let u: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
  u = await signUp(t);
});
afterAll(async () => {
  await t?.close();
});

const auth = () => ({ authorization: `Bearer ${u.accessToken}` });
const fieldOf = (details: unknown) => (details as { fields: Array<{ field: string }> }).fields[0]!.field;

describe('text rules on every route', () => {
  it('a search for NUL after a direction override is a 400 naming the query field, not a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/search?q=%E2%80%AE%00x', headers: auth() });
    const err = expectError(res, 400, 'validation_failed');
    expect(err.message).toMatch(/^q contains characters that are not allowed/);
    expect(fieldOf(err.details)).toBe('q');
  });

  it.each([
    ['a NUL', 'Ama\u0000'],
    ['a right-to-left override', 'Ama \u202Egpj.exe'],
    ['a lone surrogate', 'Ama \ud800'],
    ['an escape character', 'Ama\u001b[31m'],
  ])('a display name with %s is refused and nothing changes', async (_what, displayName) => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/profile/me', headers: auth() })).json();
    const err = expectError(
      await t.app.inject({ method: 'PATCH', url: '/api/profile/me', headers: auth(), payload: { displayName } }),
      400,
      'validation_failed',
    );
    expect(fieldOf(err.details)).toBe('displayName');
    expect((await t.app.inject({ method: 'GET', url: '/api/profile/me', headers: auth() })).json()).toEqual(before);
  });

  it('a path parameter holding NUL is a 400, and an unknown media name with one is a plain 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/profiles/abc%00def', headers: auth() });
    expect(fieldOf(expectError(res, 400, 'validation_failed').details)).toBe('id');
    expectError(await t.app.inject({ method: 'GET', url: '/media/photos/%00.webp' }), 404, 'not_found');
  });

  it('keeps ordinary text: accents, Arabic with its direction marks, emoji and line breaks', async () => {
    const bio = 'Àkàrà and jollof 🍲\nمرحبا \u200Fبك\u200E — Twi, Ewe';
    const res = await t.app.inject({ method: 'PATCH', url: '/api/profile/me', headers: auth(), payload: { bio } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().bio).toBe(bio);
  });
});
