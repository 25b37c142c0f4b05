import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealingPool } from './healing-pool.ts';

const DATABASE_URL = process.env.DATABASE_URL;

/** A pool of one connection, named so this file can end exactly its connections. */
function onePool(name: string): HealingPool {
  const url = new URL(DATABASE_URL!);
  url.searchParams.set('application_name', name);
  const pool = new HealingPool({ connectionString: url.toString(), max: 1, connectionTimeoutMillis: 3_000 });
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

const ended = (client: pg.PoolClient) => new Promise<void>((resolve) => client.once('end', () => resolve()));

describe.skipIf(!DATABASE_URL)('the pool when a lent connection is ended (PostgreSQL)', () => {
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  beforeAll(() => admin.connect());
  afterAll(() => admin.end());
  const terminate = (name: string) =>
    admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [name]);

  // drizzle's transaction() is such a borrower when BEGIN fails: it never releases (decision 0044's update).
  it('takes the slot back at once, so the next borrower is served while the first never released', async () => {
    const name = `sankofa-heal-${randomUUID().slice(0, 8)}`;
    const pool = onePool(name);
    try {
      const lent = await pool.connect();
      const gone = ended(lent);
      await terminate(name);
      await gone;
      // The only slot was lent and never released by its borrower; a plain pool would time out here.
      expect((await pool.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
      // The borrower's own release afterwards is harmless.
      lent.release();
      expect(pool.totalCount).toBe(1);
    } finally {
      await pool.end();
    }
  });
});
