import type { PushPayload } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { PUSH_DIRECT_JOB, PUSH_MESSAGE_JOB } from './push-jobs.ts';

/**
 * A push to a member's devices about something of another module (an incoming or missed call:
 * `notifyPush(deps, calleeId, { title: 'Ama is calling', body: '…', tag: 'call:<id>', url: '…' })`).
 * Sent by the job worker, retried with back-off, skipped while a tab of theirs is visible. The
 * caller decides which of the member's settings it answers to before calling.
 */
export async function notifyPush(
  deps: Pick<AppDeps, 'database' | 'jobs'>,
  recipientId: string,
  payload: PushPayload,
): Promise<void> {
  await deps.jobs.add(deps.database.db, PUSH_DIRECT_JOB, { recipientId, payload });
  deps.jobs.wake();
}

/**
 * After a message was delivered to the recipient's sockets: a push unless a tab of theirs is in
 * front of them. Several quick messages each queue one; each push counts the unread ones when sent
 * and carries the same tag, so the device shows one notification ('3 new messages from Ama').
 */
export async function pushNewMessage(
  deps: Pick<AppDeps, 'clock' | 'database' | 'jobs' | 'visibleTabs'>,
  recipientId: string,
  senderId: string,
): Promise<void> {
  if (await deps.visibleTabs.anyVisible(recipientId, deps.clock())) return;
  await deps.jobs.add(deps.database.db, PUSH_MESSAGE_JOB, { recipientId, senderId });
  deps.jobs.wake();
}
