import type { PushPayload } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { handleJob, jobKind, type JobHandler } from '../../lib/jobs/job-queue.ts';
import { deliverPush } from './deliver-push.ts';
import { selectMessagePushFacts, selectNotificationPushFacts } from './push.repo.ts';
import { messagePush, notificationPush } from './push-texts.ts';

/*
 * Pushes go out from the job worker, never inside a request: a slow push service delays the push,
 * not the message or the answer. Payloads hold ids only; names and text are read when sent, so a
 * message read, a block or a setting turned off meanwhile is respected. A push more than a few
 * minutes late is of little use, hence few attempts (back-off 5 s, 10 s … about 10 minutes in all).
 */
const ATTEMPTS = 8;
export const PUSH_MESSAGE_JOB = jobKind<{ recipientId: string; senderId: string }>('push.message', ATTEMPTS);
export const PUSH_NOTIFICATIONS_JOB = jobKind<{ ids: string[] }>('push.notifications', ATTEMPTS);
export const PUSH_DIRECT_JOB = jobKind<{ recipientId: string; payload: PushPayload }>('push.direct', ATTEMPTS);

type PushDeps = Pick<AppDeps, 'clock' | 'database' | 'push' | 'visibleTabs'>;

/** Unread messages from one person, as one push that counts them; nothing once they were read. */
const messageJob = (deps: PushDeps): JobHandler =>
  handleJob(PUSH_MESSAGE_JOB, async ({ recipientId, senderId }) => {
    const facts = await selectMessagePushFacts(deps.database.db, recipientId, senderId);
    if (!facts || !facts.wanted || facts.unread === 0 || !facts.kind) return;
    await deliverPush(deps, recipientId, messagePush(senderId, facts));
  });

const notificationsJob = (deps: PushDeps): JobHandler =>
  handleJob(PUSH_NOTIFICATIONS_JOB, async ({ ids }) => {
    const entries = await selectNotificationPushFacts(deps.database.db, ids);
    const failed: unknown[] = [];
    for (const n of entries)
      await deliverPush(deps, n.recipient_id, notificationPush(n)).catch((err: unknown) => failed.push(err));
    if (failed.length > 0) throw failed[0];
  });

const directJob = (deps: PushDeps): JobHandler =>
  handleJob(PUSH_DIRECT_JOB, async ({ recipientId, payload }) => {
    await deliverPush(deps, recipientId, payload);
  });

export const pushJobs = (deps: PushDeps): JobHandler[] => [messageJob(deps), notificationsJob(deps), directJob(deps)];

/** Queues the pushes of notification entries in the caller's transaction (the event's own). */
export async function queueNotificationPushes(
  deps: Pick<AppDeps, 'jobs'>,
  tx: Tx,
  ids: readonly string[],
): Promise<void> {
  if (ids.length > 0) await deps.jobs.add(tx, PUSH_NOTIFICATIONS_JOB, { ids: [...ids] });
}
