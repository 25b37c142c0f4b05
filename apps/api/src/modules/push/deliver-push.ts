import { createHash } from 'node:crypto';
import type { PushPayload } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { deleteEndpoint, subscriptionsOf } from './push.repo.ts';

/** A day: a phone that was off for the night still hears about what it missed. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

/** Push services take a topic of at most 32 URL-safe characters; one per tag replaces what waits. */
const topicOf = (tag: string) => createHash('sha256').update(tag).digest('base64url').slice(0, 32);

/**
 * Sends one payload to every device of a member, unless a tab of theirs is visible now (it already
 * shows what happened). A push service saying a subscription is gone (404/410) drops it; any other
 * failure is thrown after every device was tried, so the job retries with back-off (a device that
 * already got it gets it again, under the same tag, so it replaces rather than repeats).
 */
export async function deliverPush(
  deps: Pick<AppDeps, 'clock' | 'database' | 'push' | 'visibleTabs'>,
  recipientId: string,
  payload: PushPayload,
): Promise<{ sent: number; dropped: number }> {
  const now = deps.clock();
  if (await deps.visibleTabs.anyVisible(recipientId, now)) return { sent: 0, dropped: 0 };
  const db = deps.database.db;
  const targets = await subscriptionsOf(db, recipientId, now);
  const text = JSON.stringify(payload);
  const failures: string[] = [];
  let sent = 0;
  let dropped = 0;
  for (const target of targets) {
    try {
      const outcome = await deps.push.send(target, text, {
        ttlSeconds: PUSH_TTL_SECONDS,
        topic: topicOf(payload.tag),
        urgency: 'high',
      });
      if (outcome === 'gone') {
        await deleteEndpoint(db, target.endpoint);
        dropped++;
      } else sent++;
    } catch (err) {
      failures.push(err instanceof Error ? err.message : String(err));
    }
  }
  if (failures.length > 0)
    throw new Error(`push to ${failures.length} of ${targets.length} devices failed: ${failures.join('; ')}`);
  return { sent, dropped };
}
