import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { PHONE_MESSAGE } from '@sankofa/contracts';
import { createTestApp, signUp, type SignedUpUser, type TestApp } from '../../test/harness.ts';
import { expectError } from '../../test/expect-error.ts';
import { contactAccessLog, contactDetails } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const URL = '/api/profile/me/contact';
const bearer = (u: SignedUpUser | null) => (u ? { authorization: `Bearer ${u.accessToken}` } : {});
const getContact = (u: SignedUpUser | null) => t.app.inject({ method: 'GET', url: URL, headers: bearer(u) });
const putContact = (u: SignedUpUser | null, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: URL, headers: bearer(u), payload: payload as object });

const DETAILS = {
  phone: '+233 (0) 24-412-3456',
  emergencyContactName: 'Akosua Mensah',
  emergencyContactPhone: '020 987 6543',
};

const accessLog = (userId: string) =>
  t.deps.database.db
    .select({ action: contactAccessLog.action, ip: contactAccessLog.ip, at: contactAccessLog.createdAt })
    .from(contactAccessLog)
    .where(eq(contactAccessLog.userId, userId))
    .orderBy(asc(contactAccessLog.id));

/** The bytea columns exactly as stored, as a dump would see them. */
async function rawColumns(userId: string) {
  const res = await t.deps.database.db.execute(
    sql`select phone_enc, emergency_contact_name_enc, emergency_contact_phone_enc, row_to_json(c)::text as dumped
        from contact_details c where user_id = ${userId}`,
  );
  const row = (res as unknown as { rows: Record<string, Uint8Array | string | null>[] }).rows[0]!;
  const buf = (v: unknown) => (v == null ? null : Buffer.from(v as Uint8Array));
  return {
    phone: buf(row.phone_enc),
    name: buf(row.emergency_contact_name_enc),
    emergencyPhone: buf(row.emergency_contact_phone_enc),
    dumped: row.dumped as string,
  };
}

const setColumn = (userId: string, values: Partial<typeof contactDetails.$inferInsert>) =>
  t.deps.database.db.update(contactDetails).set(values).where(eq(contactDetails.userId, userId));

describe('GET/PUT /api/profile/me/contact', () => {
  it('starts empty, then round-trips through encryption, never cached', async () => {
    const u = await signUp(t);
    const empty = await getContact(u);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.headers['cache-control']).toBe('no-store');
    expect(empty.json()).toEqual({
      phone: null,
      emergencyContactName: null,
      emergencyContactPhone: null,
      updatedAt: null,
      lastAccessedAt: null,
    });

    const saved = await putContact(u, DETAILS);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers['cache-control']).toBe('no-store');
    expect(saved.json()).toMatchObject(DETAILS);
    expect(saved.json().updatedAt).toEqual(expect.any(String));

    const read = await getContact(u);
    expect(read.json()).toEqual({ ...DETAILS, updatedAt: saved.json().updatedAt, lastAccessedAt: expect.any(String) });
  });

  it('trims, saves empty fields as null, and clears a field that was set', async () => {
    const u = await signUp(t);
    await putContact(u, DETAILS);
    const res = await putContact(u, {
      phone: '  0244 123 456 ',
      emergencyContactName: '',
      emergencyContactPhone: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      phone: '0244 123 456',
      emergencyContactName: null,
      emergencyContactPhone: null,
    });
    expect((await getContact(u)).json()).toMatchObject({
      phone: '0244 123 456',
      emergencyContactName: null,
      emergencyContactPhone: null,
    });
    const raw = await rawColumns(u.id);
    expect(raw.name).toBeNull();
    expect(raw.emergencyPhone).toBeNull();
  });

  it('records every read and change with its time and address, and shows the access before this one', async () => {
    const u = await signUp(t);
    const first = (await getContact(u)).json();
    const put = (await putContact(u, DETAILS)).json();
    const second = (await getContact(u)).json();
    const log = await accessLog(u.id);
    expect(log.map((r) => r.action)).toEqual(['read', 'update', 'read']);
    for (const r of log) expect(r.ip).toBe('127.0.0.1');
    expect(first.lastAccessedAt).toBeNull();
    expect(put.lastAccessedAt).toBe(log[0]!.at.toISOString());
    expect(second.lastAccessedAt).toBe(log[1]!.at.toISOString());
    expect(put.updatedAt).toBe(log[1]!.at.toISOString());
  });

  it('stores no plaintext: the raw columns and a dump of the row hold no phone digits', async () => {
    const u = await signUp(t);
    await putContact(u, {
      phone: '0244123456',
      emergencyContactName: 'Kwame Nkrumah',
      emergencyContactPhone: '0209876543',
    });
    const raw = await rawColumns(u.id);
    for (const [col, plain] of [
      [raw.phone, '0244123456'],
      [raw.name, 'Kwame'],
      [raw.emergencyPhone, '0209876543'],
    ] as const) {
      expect(col).toBeInstanceOf(Buffer);
      expect(col!.includes(Buffer.from(plain))).toBe(false);
      expect(col!.toString('latin1')).not.toContain(plain);
      expect(raw.dumped).not.toContain(plain);
      expect(raw.dumped).not.toContain(Buffer.from(plain).toString('hex'));
    }
    expect(raw.dumped).not.toContain('Nkrumah');
  });

  it('uses a fresh IV: saving the same value twice stores different ciphertexts', async () => {
    const u = await signUp(t);
    await putContact(u, DETAILS);
    const a = await rawColumns(u.id);
    await putContact(u, DETAILS);
    const b = await rawColumns(u.id);
    expect(a.phone!.equals(b.phone!)).toBe(false);
    expect(a.name!.equals(b.name!)).toBe(false);
    expect(a.emergencyPhone!.equals(b.emergencyPhone!)).toBe(false);
    expect((await getContact(u)).json()).toMatchObject(DETAILS);
  });

  it('refuses characters a phone number does not have, with a message, and saves nothing', async () => {
    const u = await signUp(t);
    for (const phone of ['024 412 3456 ext. 9', '<script>', '0244;drop', '+233\u00a0244']) {
      const err = expectError(await putContact(u, { ...DETAILS, phone }), 400, 'validation_failed');
      expect(err.message).toBe(`Phone: ${PHONE_MESSAGE}`);
    }
    const err = expectError(
      await putContact(u, { ...DETAILS, emergencyContactPhone: 'call me' }),
      400,
      'validation_failed',
    );
    expect(err.message).toBe(`Emergency contact phone: ${PHONE_MESSAGE}`);
    expectError(await putContact(u, { ...DETAILS, phone: '+ ( ) -' }), 400, 'validation_failed');
    expect(await t.deps.database.db.select().from(contactDetails).where(eq(contactDetails.userId, u.id))).toEqual([]);
    expect((await accessLog(u.id)).length).toBe(0);
  });

  it('refuses unknown fields, missing fields and values that are not text', async () => {
    const u = await signUp(t);
    const other = await signUp(t);
    for (const payload of [
      { ...DETAILS, userId: other.id },
      { ...DETAILS, updatedAt: new Date().toISOString() },
      { phone: DETAILS.phone },
      { ...DETAILS, phone: 244123456 },
      [DETAILS],
    ]) {
      expectError(await putContact(u, payload), 400, 'validation_failed');
    }
    expect((await getContact(other)).json().phone).toBeNull();
  });

  it('needs a signed-in user, and logs nothing for anonymous callers', async () => {
    const u = await signUp(t);
    await putContact(u, DETAILS);
    const before = (await accessLog(u.id)).length;
    const anon = await getContact(null);
    expectError(anon, 401, 'unauthorized');
    expect(anon.headers['cache-control']).toBe('no-store');
    expectError(await putContact(null, DETAILS), 401, 'unauthorized');
    expectError(await getContact({ ...u, accessToken: 'forged.token.here' }), 401, 'invalid_token');
    expect((await accessLog(u.id)).length).toBe(before);
  });

  it('each user reads and writes only their own row', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    await putContact(a, DETAILS);
    expect((await getContact(b)).json()).toMatchObject({ phone: null, emergencyContactName: null, updatedAt: null });
    await putContact(b, { phone: '111', emergencyContactName: null, emergencyContactPhone: null });
    expect((await getContact(a)).json()).toMatchObject(DETAILS);
    expect((await getContact(b)).json()).toMatchObject({ phone: '111' });
    expect((await accessLog(a.id)).map((r) => r.action)).toEqual(['update', 'read']);
    expect((await accessLog(b.id)).map((r) => r.action)).toEqual(['read', 'update', 'read']);
  });

  it('fails closed on tampered ciphertext with a 409 the owner can act on, and a save recovers', async () => {
    const u = await signUp(t);
    await putContact(u, DETAILS);
    const raw = await rawColumns(u.id);
    const flipped = Buffer.from(raw.phone!);
    flipped[flipped.length - 1]! ^= 0x01;
    await setColumn(u.id, { phone: flipped });

    const res = await getContact(u);
    const err = expectError(res, 409, 'contact_details_unreadable');
    expect(err.message).toMatch(/enter them again/);
    expect(res.body).not.toContain('Akosua');
    expect(res.headers['cache-control']).toBe('no-store');
    // The failed read is still an access.
    expect((await accessLog(u.id)).at(-1)!.action).toBe('read');

    expect((await putContact(u, DETAILS)).statusCode).toBe(200);
    expect((await getContact(u)).json()).toMatchObject(DETAILS);
  });

  it('a value copied to another column or another user does not decrypt', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    await putContact(a, DETAILS);
    await putContact(b, { phone: '999', emergencyContactName: null, emergencyContactPhone: null });
    const rawA = await rawColumns(a.id);

    await setColumn(b.id, { phone: rawA.phone });
    expectError(await getContact(b), 409, 'contact_details_unreadable');

    await setColumn(a.id, { emergencyContactPhone: rawA.phone });
    expectError(await getContact(a), 409, 'contact_details_unreadable');
  });

  it('a key that has changed reads as unreadable, not as a server error', async () => {
    const u = await signUp(t);
    await putContact(u, DETAILS);
    const original = t.deps.contactKey;
    t.deps.contactKey = randomBytes(32);
    try {
      expectError(await getContact(u), 409, 'contact_details_unreadable');
    } finally {
      t.deps.contactKey = original;
    }
    expect((await getContact(u)).json()).toMatchObject(DETAILS);
  });
});
