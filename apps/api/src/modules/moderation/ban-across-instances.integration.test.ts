import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.ts';
import { profiles } from '../../db/schema.ts';
import { rowsOf } from '../../db/rows.ts';
import { GOOD_PASSWORD } from '../../test/harness.ts';
import { signUpOn, startInstance, stopInstance, type Instance } from '../../test/instances.ts';
import { TestSocket } from '../realtime/realtime-test-client.ts';

/**
 * Two real server processes sharing PostgreSQL and Redis: a ban decided through one instance closes
 * the member's sockets on both, within the second the issue allows (#21).
 */

const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;
/**
 * How long the test waits for the sockets to close. The 1 s is a target, not something a
 * test on a busy CI machine can assert (timings belong in bench/); the time taken is printed.
 */
const WAIT_MS = 10_000;

function closedWithin(socket: TestSocket, ms: number): Promise<{ code: number } | 'still open'> {
  return Promise.race([
    socket.closed,
    new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), ms)),
  ]);
}

describe.skipIf(!DATABASE_URL || !REDIS_URL)('a ban across two API instances (PostgreSQL + Redis)', () => {
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
      RATE_SIGNIN_PER_IP: '100000',
    };
    [one, two] = await Promise.all([startInstance(shared), startInstance(shared)]);
    database = await openDatabase({ url: DATABASE_URL!, dataDir: 'memory://' });
  }, 90_000);

  afterAll(async () => {
    await Promise.all([stopInstance(one), stopInstance(two)]);
    await database?.close();
  });

  it('closes every socket of the banned member on both instances, and neither lets them back in', async () => {
    const mod = await signUpOn(one!, [one!, two!]);
    const banned = await signUpOn(one!, [one!, two!]);
    await database.db.execute(sql`update users set role = 'moderator' where id = ${mod.id}`);
    await database.db
      .update(profiles)
      .set({ displayName: 'Yaw', onboardedAt: new Date() })
      .where(eq(profiles.userId, banned.id));
    const [email] = rowsOf<{ email: string }>(
      await database.db.execute(sql`select email from users where id = ${banned.id}`),
    );
    // A second session, signed in through the other instance, as from a second device.
    const second = await fetch(`${two!.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: email!.email, password: GOOD_PASSWORD }),
    });
    expect(second.status).toBe(200);
    const secondToken = ((await second.json()) as { accessToken: string }).accessToken;
    const onOne = await TestSocket.open(one!.ws, banned.token);
    const onTwo = await TestSocket.open(two!.ws, secondToken);

    const res = await fetch(`${one!.url}/api/mod/people/${banned.id}/actions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${mod.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'ban', rule: 'scam', reason: 'Asked members for money.' }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const bannedAt = Date.now();
    const [a, b] = await Promise.all([closedWithin(onOne, WAIT_MS), closedWithin(onTwo, WAIT_MS)]);
    console.log(`ban across instances: both sockets closed ${Date.now() - bannedAt} ms after the ban was answered`);
    expect(a).toMatchObject({ code: 4001 });
    expect(b).toMatchObject({ code: 4001 });
    for (const [instance, token] of [
      [one!, banned.token],
      [two!, secondToken],
    ] as const) {
      const again = await fetch(`${instance.url}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } });
      expect(again.status).toBe(401);
    }
  }, 60_000);
});
