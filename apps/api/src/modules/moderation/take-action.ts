import type { ModActionBody, ModActionResult } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { endAllSessionsWithin } from '../auth/end-all-sessions.ts';
import { announceNotifications, recordNotifications } from '../notifications/record-notification.ts';
import { deletePhoto } from '../photos/delete-photo.ts';
import { removeFromLiveThings } from './member-removal.ts';
import { cannotModerateAdmin, cannotModerateSelf, contentGone, personNotFound, reportsNotOpen } from './moderation-errors.ts';
import {
  closeReports,
  insertAction,
  lockOpenReports,
  lockPerson,
  removeMessage,
  removeStreamChatMessage,
  selectReport,
  setBanned,
  setFaceCheckRequired,
  setSuspendedUntil,
  type ReportRow,
} from './moderation.repo.ts';

type Body = ModActionBody & { reportIds: string[] };
const DAY_MS = 86_400_000;

/** Who may be acted on: never oneself (a conflict of interest) and never an administrator. */
export function assertMayModerate(moderatorId: string, subject: { user_id: string; role: string } | null): asserts subject {
  if (!subject) throw personNotFound();
  if (subject.user_id === moderatorId) throw cannotModerateSelf();
  if (subject.role === 'admin') throw cannotModerateAdmin();
}

/** Removes the reported photo, message or stream chat message; a photo's files go after the commit. */
async function removeContent(tx: Tx, ownerId: string, report: ReportRow, now: Date): Promise<{ photoId: string | null }> {
  if (!report.subject_id) throw new AppError(400, 'bad_request', 'A profile report has no single piece of content to remove; warn, suspend or ban instead.');
  if (report.kind === 'photo') return { photoId: report.subject_id };
  const removed =
    report.kind === 'message'
      ? await removeMessage(tx, ownerId, report.subject_id, now)
      : report.kind === 'stream_chat'
        ? await removeStreamChatMessage(tx, ownerId, report.subject_id, now)
        : null;
  if (removed === null) throw new AppError(400, 'bad_request', 'A live stream is ended, not removed: use “End stream”.');
  if (!removed) throw contentGone();
  return { photoId: null };
}

/**
 * A moderator's decision about one person and the open reports it answers, in one transaction: the
 * log entry, the reports closed with it, and what it does to the account (a ban or suspension also
 * revokes every session). After the commit: sockets closed on every instance, live streams ended,
 * the member told (their statement is in the app, or shown at sign-in), and each reporter thanked
 * without details.
 */
export async function takeAction(
  deps: Pick<AppDeps, 'bus' | 'clock' | 'database' | 'jobs' | 'sfu' | 'storage'>,
  moderatorId: string,
  subjectId: string,
  body: Body,
): Promise<ModActionResult> {
  const now = deps.clock();
  const subject = subjectId.toLowerCase();
  const ids = [...new Set(body.reportIds.map((id) => id.toLowerCase()))];
  const outcome = await deps.database.db.transaction(async (tx) => {
    const person = await lockPerson(tx, subject);
    assertMayModerate(moderatorId, person);
    const reports = await lockOpenReports(tx, subject, ids);
    if (reports.length !== ids.length) throw reportsNotOpen();
    const contentReport = body.contentReportId ? await selectReport(tx, subject, body.contentReportId.toLowerCase()) : (reports[0] ?? null);
    if (body.contentReportId && !contentReport) throw contentGone();
    let photoId: string | null = null;
    let sessionIds: string[] = [];
    switch (body.action) {
      case 'remove_content':
        ({ photoId } = await removeContent(tx, subject, contentReport!, now));
        break;
      case 'suspend':
        await setSuspendedUntil(tx, subject, new Date(now.getTime() + body.days! * DAY_MS));
        sessionIds = await endAllSessionsWithin(tx, subject, 'suspended', now);
        break;
      case 'ban':
        await setBanned(tx, subject, now);
        sessionIds = await endAllSessionsWithin(tx, subject, 'banned', now);
        break;
      case 'require_face_check':
        await setFaceCheckRequired(tx, subject, now);
        break;
      case 'warn':
      case 'dismiss':
        break;
    }
    const actionId = await insertAction(tx, {
      moderatorId,
      subjectUserId: subject,
      kind: body.action,
      rule: body.rule,
      reason: body.reason,
      content: contentReport ? { kind: contentReport.kind, snapshot: contentReport.snapshot } : null,
      reportIds: ids,
      suspendDays: body.action === 'suspend' ? body.days! : null,
      appealId: null,
      now,
    });
    const reporters = (await closeReports(tx, ids, actionId, now)).filter((id) => id !== subject);
    const told = await recordNotifications(
      deps,
      tx,
      ...reporters.map((recipientId) => ({ recipientId, actorId: null, kind: 'report_reviewed' as const, at: now })),
      ...(body.action === 'dismiss' ? [] : [{ recipientId: subject, actorId: null, kind: 'moderation_notice' as const, at: now }]),
    );
    return { actionId, photoId, sessionIds, told };
  });
  if (outcome.photoId) {
    await deletePhoto(deps, subject, outcome.photoId).catch((err: unknown) => {
      // The owner may have deleted it in the meantime; the evidence copy stays with the report.
      if (!(err instanceof AppError && err.code === 'photo_not_found')) throw err;
    });
  }
  if (body.action === 'ban' || body.action === 'suspend') await removeFromLiveThings(deps, subject, outcome.sessionIds);
  await announceNotifications(deps, outcome.told);
  return { actionId: outcome.actionId };
}
