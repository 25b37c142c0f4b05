import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { expectError } from '../../test/expect-error.ts';
import { messagesOf, send, sendOk } from '../messaging/messaging-test-kit.ts';
import { CONTACT_CHECK_FIRST_MESSAGES } from '../messaging/send-message.ts';
import { call, matchDirectly, member, type Member } from '../social/social-test-kit.ts';
import { CONTACT_SHARES_FOR_SIGNAL } from './contact-share.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_MESSAGES_PER_MINUTE: '1000' } });
});
afterAll(async () => {
  await t?.close();
});

async function pair() {
  const a = await member(t);
  const b = await member(t);
  await matchDirectly(t, a, b);
  return { a, b };
}

const confirmed = (text: string) => ({
  kind: 'text' as const,
  text,
  clientId: randomUUID(),
  confirmContactShare: true,
});
const signalsOf = async (who: Member) =>
  rowsOf<{
    kind: string;
    detail: { kinds: string[]; shares: number; place: string };
    content_ref: string | null;
    resolved_at: string | null;
  }>(
    await t.deps.database.db.execute(
      sql`select kind, detail, content_ref, resolved_at from safety_signals where user_id = ${who.id} order by created_at`,
    ),
  );

describe('contact and payment details in the first messages', () => {
  it('the sender is asked first; sending again with the confirmation goes through to the recipient', async () => {
    const { a, b } = await pair();
    const err = expectError(
      await send(t, a, b, 'add me on telegram, my snap is ama_k'),
      409,
      'contact_share_unconfirmed',
    );
    expect(err.message).toMatch(
      /^This looks like a messaging or social media handle\. .*Are you sure you want to share it\?$/,
    );
    expect(err.details).toEqual({ kinds: ['messenger'] });
    expect((await messagesOf(t, b, a)).messages).toHaveLength(0);
    const sent = await sendOk(t, a, b, confirmed('add me on telegram, my snap is ama_k'));
    expect((await messagesOf(t, b, a)).messages.map((m) => m.id)).toEqual([sent.id]);
    expect(await signalsOf(a)).toEqual([]);
  });

  it('works the same over the realtime-shaped body for every kind of detail, and names each', async () => {
    const { a, b } = await pair();
    for (const [text, kinds] of [
      ['call me 0803 123 4567', ['phone']],
      ['cashapp $AmaK please', ['payment']],
      ['usdt to 0x52908400098527886E0F7030069857D2E4169EE7', ['crypto']],
    ] as const) {
      expect(expectError(await send(t, a, b, text), 409, 'contact_share_unconfirmed').details).toEqual({ kinds });
    }
  });

  it('never asks about distances, prices, years, times or children', async () => {
    const { a, b } = await pair();
    for (const text of [
      'I live 5 km away',
      'Dinner was $45',
      'Born in 1992, moved in 2015',
      'See you at 19:30',
      'I have 2 kids',
      'R250 at the door',
    ]) {
      await sendOk(t, a, b, text);
    }
    expect(await signalsOf(a)).toEqual([]);
  });

  it(`repeated sharing raises one off-platform signal for moderators after ${CONTACT_SHARES_FOR_SIGNAL} confirmed shares`, async () => {
    const a = await member(t);
    for (let i = 0; i < CONTACT_SHARES_FOR_SIGNAL + 1; i++) {
      const b = await member(t);
      await matchDirectly(t, a, b);
      await sendOk(t, a, b, confirmed(`whatsapp me on +233 24 412 345${i}`));
      expect(await signalsOf(a)).toHaveLength(i + 1 >= CONTACT_SHARES_FOR_SIGNAL ? 1 : 0);
    }
    const [signal] = await signalsOf(a);
    expect(signal).toMatchObject({ kind: 'off_platform_contact', content_ref: 'message', resolved_at: null });
    expect(signal!.detail).toMatchObject({
      kinds: ['phone', 'messenger'],
      shares: CONTACT_SHARES_FOR_SIGNAL,
      place: 'message',
    });
  });

  it(`is not asked once a conversation has ${CONTACT_CHECK_FIRST_MESSAGES} messages`, async () => {
    const { a, b } = await pair();
    for (let i = 0; i < CONTACT_CHECK_FIRST_MESSAGES; i++) await sendOk(t, i % 2 ? a : b, i % 2 ? b : a, `line ${i}`);
    await sendOk(t, a, b, 'my number is 0803 123 4567');
  });
});

describe('contact and payment details in a bio', () => {
  const editBio = (who: Member, bio: string, confirm?: boolean) =>
    call(t, who, 'PATCH', '/api/profile/me', { bio, ...(confirm !== undefined && { confirmContactShare: confirm }) });

  it('asks before saving, saves with the confirmation, and does not ask again for the same bio', async () => {
    const who = await member(t);
    const bio = 'Highlife and jollof. Find me on IG: @ama_adjoa';
    expectError(await editBio(who, bio), 409, 'contact_share_unconfirmed');
    expect((await call(t, who, 'GET', '/api/profile/me')).json().bio).not.toBe(bio);
    expect((await editBio(who, bio, true)).statusCode).toBe(200);
    expect((await call(t, who, 'GET', '/api/profile/me')).json().bio).toBe(bio);
    expect((await editBio(who, bio)).statusCode).toBe(200);
  });

  it('an ordinary bio with numbers saves at once', async () => {
    const who = await member(t);
    expect((await editBio(who, 'Nurse, 5 ft 6, two kids, running 10 km since 2019.')).statusCode).toBe(200);
  });
});
