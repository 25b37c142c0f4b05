import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.ts';
import { matches, profiles } from '../../db/schema.ts';
import { orderedPair } from '../../db/pairs.ts';
import { signUpOn, startInstance, stopInstance, type Instance } from '../../test/instances.ts';
import { TestSocket } from './realtime-test-client.ts';

/**
 * Two real server processes sharing PostgreSQL and Redis, as in production behind a load balancer:
 * what one instance's socket sends must reach a socket held by the other.
 */

const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;

/** Buys Gold on the sandbox (read receipts reach a sender only on Gold and above, decision 0013). */
async function buyGoldOn(instance: Instance, who: { token: string }): Promise<void> {
  const headers = { authorization: `Bearer ${who.token}`, 'content-type': 'application/json' };
  const started = await fetch(`${instance.url}/api/payments/checkout`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ kind: 'plan', planId: 'gold' }),
  });
  expect(started.status, await started.clone().text()).toBe(200);
  const { checkoutId } = (await started.json()) as { checkoutId: string };
  const paid = await fetch(`${instance.url}/api/payments/sandbox/${checkoutId}/pay`, {
    method: 'POST',
    headers: { authorization: headers.authorization },
  });
  expect(paid.status, await paid.clone().text()).toBe(200);
}

describe.skipIf(!DATABASE_URL || !REDIS_URL)('chat across two API instances (PostgreSQL + Redis)', () => {
  let one: Instance | undefined;
  let two: Instance | undefined;
  let database: Database;

  beforeAll(async () => {
    const shared = {
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      DATABASE_URL: DATABASE_URL!,
      REDIS_URL: REDIS_URL!,
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      CONTACT_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      RATE_SIGNUP_PER_IP: '100000',
      RATE_MESSAGES_PER_MINUTE: '100000',
    };
    [one, two] = await Promise.all([startInstance(shared), startInstance(shared)]);
    database = await openDatabase({ url: DATABASE_URL!, dataDir: 'memory://' });
  }, 90_000);

  afterAll(async () => {
    await Promise.all([stopInstance(one), stopInstance(two)]);
    await database?.close();
  });

  it('a message sent through one instance reaches the recipient connected to the other, and the read receipt comes back', async () => {
    const a = await signUpOn(one!, [one!, two!]);
    const b = await signUpOn(two!, [one!, two!]);
    for (const [u, name] of [
      [a, 'Ama'],
      [b, 'Kofi'],
    ] as const) {
      await database.db
        .update(profiles)
        .set({ displayName: name, onboardedAt: new Date(), gender: 'woman', birthDate: '1994-05-17' })
        .where(eq(profiles.userId, u.id));
    }
    await database.db.insert(matches).values(orderedPair(a.id, b.id));
    await buyGoldOn(one!, a);

    const aSocket = await TestSocket.open(one!.ws, a.token);
    const bSocket = await TestSocket.open(two!.ws, b.token);
    try {
      // Typing is relayed through the bus too.
      aSocket.send({ type: 'chat.typing', to: b.id, typing: true });
      await expect(bSocket.next((m) => m.type === 'chat.typing_changed')).resolves.toMatchObject({
        userId: a.id,
        typing: true,
      });

      const clientId = randomUUID();
      aSocket.send({ type: 'chat.send', ref: 's1', to: b.id, kind: 'text', clientId, text: 'Across the river' });
      const sent = await aSocket.next((m) => m.type === 'chat.sent' && m.ref === 's1');
      const arrived = await bSocket.next((m) => m.type === 'chat.message_created');
      expect(arrived).toMatchObject({
        message: { clientId, text: 'Across the river', senderId: a.id, seq: 1 },
        from: { displayName: 'Ama' },
      });
      expect(sent).toMatchObject({
        message: { id: arrived.type === 'chat.message_created' ? arrived.message.id : '' },
      });

      bSocket.send({ type: 'chat.read', with: a.id, upToSeq: 1 });
      await expect(aSocket.next((m) => m.type === 'chat.messages_read')).resolves.toMatchObject({
        readerId: b.id,
        upToSeq: 1,
      });

      // And the other way, over HTTP on the second instance.
      const reply = await fetch(`${two!.url}/api/conversations/${a.id}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${b.token}` },
        body: JSON.stringify({ kind: 'heart', clientId: randomUUID() }),
      });
      expect(reply.status).toBe(200);
      await expect(aSocket.next((m) => m.type === 'chat.message_created')).resolves.toMatchObject({
        message: { kind: 'heart', seq: 2 },
      });
    } finally {
      await Promise.all([aSocket.close(), bSocket.close()]);
    }
  });
});
