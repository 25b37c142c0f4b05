import pg from 'pg';
import { signAccessToken } from '../../../apps/api/src/modules/auth/access-token.ts';
import type { Member } from './members.ts';

/**
 * `count` members in matched pairs (member 2k with 2k+1), each with a session and an access token,
 * written by set-based SQL: a thousand sign-ups through argon2 would be most of a short run. The
 * tokens are signed with the instances' own secret, as signing in would sign them.
 */
export async function crowd(databaseUrl: string, authSecret: string, count: number): Promise<[Member, Member][]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows: users } = await db.query<{ id: string }>(
      `insert into users (email, password_hash, email_confirmed_at)
       select 'crowd-' || gen_random_uuid() || '@faults.test', 'never-signs-in', now() from generate_series(1, $1::int)
       returning id::text`,
      [count],
    );
    const ids = users.map((u) => u.id);
    await db.query(
      `insert into profiles (user_id, display_name, birth_date, gender, onboarded_at, show_profile)
       select id, 'Crowd', '1992-02-02', 'woman', now(), false from unnest($1::uuid[]) as id`,
      [ids],
    );
    const pairs = Array.from({ length: Math.floor(count / 2) }, (_, k) => [ids[2 * k]!, ids[2 * k + 1]!].sort());
    await db.query('insert into matches (user_a, user_b) select a, b from unnest($1::uuid[], $2::uuid[]) as p(a, b)', [
      pairs.map((p) => p[0]),
      pairs.map((p) => p[1]),
    ]);
    const { rows: sessions } = await db.query<{ id: string; user_id: string }>(
      `insert into sessions (user_id, user_agent, ip, expires_at)
       select id, 'faults', '127.0.0.1'::inet, now() + interval '1 day' from unnest($1::uuid[]) as id
       returning id::text, user_id::text`,
      [ids],
    );
    const sessionOf = new Map(sessions.map((s) => [s.user_id, s.id]));
    const now = new Date();
    const members = await Promise.all(
      ids.map(async (id) => ({
        id,
        token: (await signAccessToken(authSecret, { userId: id, sessionId: sessionOf.get(id)! }, now, 900)).token,
      })),
    );
    return Array.from({ length: Math.floor(count / 2) }, (_, k) => [members[2 * k]!, members[2 * k + 1]!]);
  } finally {
    await db.end();
  }
}
