import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { openOwnDatabase } from '../../test/own-database.ts';
import { listen, openSocket, realtimeDeps } from '../messaging/messaging-test-kit.ts';
import type { Member } from '../social/social-test-kit.ts';
import type { TestSocket } from './realtime-test-client.ts';

/**
 * A suite's app listening on a real port (Redis bus and presence when REDIS_URL is set), and the
 * sockets its tests open, each closed after the test that opened it.
 */
export function useSocketSuite(
  env: Record<string, string> = {},
  opts: {
    /** A database of the suite's own (named with this tag), for suites whose periodic jobs must not meet other files' rows. */
    ownDatabase?: string;
  } = {},
): { readonly t: TestApp; connect(who: Member): Promise<TestSocket> } {
  let t: TestApp | undefined;
  let database: Database | undefined;
  let base = '';
  let sockets: TestSocket[] = [];
  beforeAll(async () => {
    if (opts.ownDatabase) database = await openOwnDatabase(opts.ownDatabase);
    t = await createTestApp({ env, deps: realtimeDeps(), ...(database && { database }) });
    base = await listen(t);
  });
  afterEach(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    sockets = [];
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
  });
  return {
    get t() {
      if (!t) throw new Error('the suite app is made in beforeAll');
      return t;
    },
    async connect(who) {
      const s = await openSocket(base, who);
      sockets.push(s);
      return s;
    },
  };
}
