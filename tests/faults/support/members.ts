import pg from 'pg';
import { signUpOn } from '../../../apps/api/src/test/instances.ts';
import type { Cluster } from './cluster.ts';

export interface Member {
  id: string;
  token: string;
}

async function call(url: string, token: string, body?: object): Promise<unknown> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body && { 'content-type': 'application/json' }) },
    body: body && JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/**
 * `pairs` matched couples, each first member holding `packs` packs of 1,200 tokens bought on the
 * sandbox: enough for every scenario's gifts, so no gift is refused for want of tokens.
 * Onboarding and the match are written straight to the database: the suite is about what happens
 * after, and the journeys that lead here have their own tests.
 */
export async function matchedPairs(
  cluster: Cluster,
  databaseUrl: string,
  pairs: number,
  packs: number,
): Promise<[Member, Member][]> {
  const all = cluster.instances;
  const members: Member[] = [];
  for (let i = 0; i < pairs * 2; i++) members.push(await signUpOn(all[i % 2]!, all));
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `update profiles set display_name = 'Fault ' || left(user_id::text, 4), onboarded_at = now(), gender = 'woman', birth_date = '1994-05-17'
       where user_id = any($1::uuid[])`,
      [members.map((m) => m.id)],
    );
    for (let p = 0; p < pairs; p++) {
      const [a, b] = [members[2 * p]!.id, members[2 * p + 1]!.id].sort();
      await db.query('insert into matches (user_a, user_b) values ($1, $2)', [a, b]);
    }
  } finally {
    await db.end();
  }
  const result: [Member, Member][] = [];
  for (let p = 0; p < pairs; p++) {
    const buyer = members[2 * p]!;
    for (let k = 0; k < packs; k++) {
      const { checkoutId } = (await call(`${cluster.url(0)}/api/payments/checkout`, buyer.token, {
        kind: 'tokens',
        packId: 'tokens_1200',
      })) as {
        checkoutId: string;
      };
      await call(`${cluster.url(0)}/api/payments/sandbox/${checkoutId}/pay`, buyer.token);
    }
    result.push([buyer, members[2 * p + 1]!]);
  }
  return result;
}
