import { afterAll, afterEach, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { listen, openSocket, realtimeDeps } from '../messaging/messaging-test-kit.ts';
import type { Member } from '../social/social-test-kit.ts';
import type { TestSocket } from './realtime-test-client.ts';

/**
 * A suite's app listening on a real port (Redis bus and presence when REDIS_URL is set), and the
 * sockets its tests open, each closed after the test that opened it.
 */
export function useSocketSuite(env: Record<string, string> = {}): { readonly t: TestApp; connect(who: Member): Promise<TestSocket> } {
  let t: TestApp | undefined;
  let base = '';
  let sockets: TestSocket[] = [];
  beforeAll(async () => {
    t = await createTestApp({ env, deps: realtimeDeps() });
    base = await listen(t);
  });
  afterEach(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    sockets = [];
  });
  afterAll(async () => {
    await t?.close();
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
