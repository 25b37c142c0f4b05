import type { AppDeps } from '../../deps.ts';
import { announceNotifications, recordNotifications } from '../notifications/record-notification.ts';
import { endMyStreams } from '../streaming/streams.ts';
import { assertMayModerate } from './take-action.ts';
import { streamNotLive } from './moderation-errors.ts';
import { insertAction, lockPerson, selectStreamHost } from './moderation.repo.ts';

/**
 * Ends a live stream for a moderator (from a stream report or from the console), logged with the
 * rule and reason its host reads in their statement.
 */
export async function endStreamAsModerator(
  deps: Pick<AppDeps, 'bus' | 'clock' | 'database' | 'jobs' | 'sfu'>,
  moderatorId: string,
  streamId: string,
  body: { rule: string; reason: string },
): Promise<{ ended: number }> {
  const db = deps.database.db;
  const hostId = await selectStreamHost(db, streamId.toLowerCase());
  if (!hostId) throw streamNotLive();
  const now = deps.clock();
  const told = await db.transaction(async (tx) => {
    assertMayModerate(moderatorId, await lockPerson(tx, hostId));
    await insertAction(tx, {
      moderatorId,
      subjectUserId: hostId,
      kind: 'end_stream',
      rule: body.rule,
      reason: body.reason,
      content: null,
      reportIds: [],
      suspendDays: null,
      appealId: null,
      now,
    });
    return recordNotifications(deps, tx, { recipientId: hostId, actorId: null, kind: 'moderation_notice', at: now });
  });
  const { ended } = await endMyStreams(deps, hostId);
  await announceNotifications(deps, told);
  return { ended };
}
