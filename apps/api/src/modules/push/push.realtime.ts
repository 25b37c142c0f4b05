import type { AppDeps } from '../../deps.ts';
import type { RealtimeFeatureFactory } from '../realtime/feature.ts';

/**
 * Tabs tell whether they are in front of the person (`tab.visibility`), so a push is held back
 * while one is: they already show the message or the bell. No answer is sent.
 */
export const pushRealtime =
  (deps: Pick<AppDeps, 'clock' | 'visibleTabs'>): RealtimeFeatureFactory =>
  () => ({
    families: ['tab'],
    run: async (conn, msg) => {
      if (msg.type === 'tab.visibility') await deps.visibleTabs.set(conn.userId, conn.id, msg.visible, deps.clock());
      return null;
    },
    closed: (conn) => deps.visibleTabs.set(conn.userId, conn.id, false, deps.clock()),
  });
