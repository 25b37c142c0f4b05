import type { ModActionResult } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { announceNotifications, recordNotifications } from '../notifications/record-notification.ts';
import { assertMayModerate } from './take-action.ts';
import { appealNotFound, sameModerator } from './moderation-errors.ts';
import {
  insertAction,
  lockPerson,
  selectAction,
  setBanned,
  setFaceCheckRequired,
  setSuspendedUntil,
} from './moderation.repo.ts';
import { decideAppeal, lockAppeal } from './moderation-appeals.repo.ts';

/**
 * A different moderator decides an appeal. Overturning lifts what can be lifted (a ban, a
 * suspension, a face-check requirement); removed content stays removed, which the reason should say.
 * Both outcomes are new log entries: the first decision is never rewritten.
 */
export async function decideAppealAsModerator(
  deps: Pick<AppDeps, 'bus' | 'clock' | 'database' | 'jobs'>,
  moderatorId: string,
  appealId: string,
  body: { outcome: 'upheld' | 'overturned'; reason: string },
): Promise<ModActionResult> {
  const now = deps.clock();
  const { actionId, told } = await deps.database.db.transaction(async (tx) => {
    const appeal = await lockAppeal(tx, appealId.toLowerCase());
    if (!appeal || appeal.status !== 'open') throw appealNotFound();
    const decision = await selectAction(tx, appeal.action_id);
    if (!decision) throw appealNotFound();
    if (decision.moderator_id === moderatorId) throw sameModerator();
    assertMayModerate(moderatorId, await lockPerson(tx, appeal.user_id));
    if (body.outcome === 'overturned') {
      if (decision.kind === 'ban') await setBanned(tx, appeal.user_id, null);
      if (decision.kind === 'suspend') await setSuspendedUntil(tx, appeal.user_id, null);
      if (decision.kind === 'require_face_check') await setFaceCheckRequired(tx, appeal.user_id, null);
    }
    await decideAppeal(tx, appeal.id, body.outcome, now);
    const actionId = await insertAction(tx, {
      moderatorId,
      subjectUserId: appeal.user_id,
      kind: body.outcome === 'upheld' ? 'appeal_upheld' : 'appeal_overturned',
      rule: decision.rule,
      reason: body.reason,
      content: decision.content,
      reportIds: [],
      suspendDays: null,
      appealId: appeal.id,
      now,
    });
    const told = await recordNotifications(deps, tx, {
      recipientId: appeal.user_id,
      actorId: null,
      kind: 'moderation_notice',
      at: now,
    });
    return { actionId, told };
  });
  await announceNotifications(deps, told);
  return { actionId };
}
