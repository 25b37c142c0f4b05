import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { backgroundWork } from '../lib/background-work.ts';

/** Statement counts per request must not pick up what the job worker (a mail, the stream reaper) sends meanwhile. */
let t: TestApp;
const seen: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ onQuery: (q) => seen.push(q) });
});
afterAll(async () => {
  await t?.close();
});

it("hands onQuery every statement but the job worker's", async () => {
  seen.length = 0;
  await backgroundWork.run(true, async () => {
    await t.deps.database.db.execute(sql`select 'from a job' as who`);
    await t.deps.database.db.execute(sql`select 'still the job' as who`);
  });
  await t.deps.database.db.execute(sql`select 'from a request' as who`);
  expect(seen.filter((q) => q.includes(' as who'))).toEqual([`select 'from a request' as who`]);
});
