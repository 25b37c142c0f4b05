import type { ModActionBody, ModActionResult, ReportKind } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { endAllSessionsWithin } from '../auth/end-all-sessions.ts';
import { announceNotifications, recordNotifications } from '../notifications/record-notification.ts';
import { deletePhoto } from '../photos/delete-photo.ts';
import { removeFromLiveThings } from './member-removal.ts';
import { keepEvidence } from './evidence.ts';
import {
  cannotModerateAdmin,
  cannotModerateSelf,
  contentGone,
  personNotFound,
  reportsNotOpen,
  signalsNotOpen,
} from './moderation-errors.ts';
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
import {
  lockOpenSignals,
  releaseHeldPhotos,
  resolveSignals,
  selectBio,
  selectSignal,
  type SignalRow,
} from './moderation-queue.repo.ts';

type Body = ModActionBody & { reportIds: string[]; signalIds: string[] };
type LoggedContent = { kind: ReportKind; snapshot: object } | null;
const DAY_MS = 86_400_000;

/** Who may be acted on: never oneself (a conflict of interest) and never an administrator. */
export function assertMayModerate(
  moderatorId: string,
  subject: { user_id: string; role: string } | null,
): asserts subject {
  if (!subject) throw personNotFound();
  if (subject.user_id === moderatorId) throw cannotModerateSelf();
  if (subject.role === 'admin') throw cannotModerateAdmin();
}

/** Removes the reported photo, message or stream chat message; a photo's files go after the commit. */
async function removeContent(
  tx: Tx,
  ownerId: string,
  report: ReportRow,
  now: Date,
): Promise<{ photoId: string | null }> {
  if (!report.subject_id)
    throw new AppError(
      400,
      'bad_request',
      'A profile report has no single piece of content to remove; warn, suspend or ban instead.',
    );
  if (report.kind === 'photo') return { photoId: report.subject_id };
  const removed =
    report.kind === 'message'
      ? await removeMessage(tx, ownerId, report.subject_id, now)
      : report.kind === 'stream_chat'
        ? await removeStreamChatMessage(tx, ownerId, report.subject_id, now)
        : null;
  if (removed === null)
    throw new AppError(400, 'bad_request', 'A live stream is ended, not removed: use “End stream”.');
  if (!removed) throw contentGone();
  return { photoId: null };
}

const uniqueIds = (ids: readonly string[]) => [...new Set(ids.map((id) => id.toLowerCase()))];

/**
 * What the member's statement names when a decision answers signals and no report: the held photo
 * (a copy, since removing it deletes its files), or the bio as it is now. Contact details shared in
 * messages name no content: the server keeps no copy of those messages.
 */
async function signalContent(
  tx: Tx,
  subject: string,
  signal: SignalRow | null,
  photoCopy: string | null,
): Promise<LoggedContent> {
  if (!signal) return null;
  if (signal.kind === 'nudity_suspected')
    return { kind: 'photo', snapshot: photoCopy ? { evidenceUrl: photoCopy } : {} };
  if (signal.content_ref === 'bio') return { kind: 'profile', snapshot: { bio: (await selectBio(tx, subject)) ?? '' } };
  return null;
}

/** Before the transaction: a copy of the held photo a removal will delete, so the log keeps what was removed. */
async function copyOfHeldPhoto(
  deps: Pick<AppDeps, 'database' | 'storage'>,
  subject: string,
  body: Body,
): Promise<string | null> {
  if (body.action !== 'remove_content' || !body.contentSignalId) return null;
  const signal = await selectSignal(deps.database.db, subject, body.contentSignalId.toLowerCase());
  return signal?.photo_key ? keepEvidence(deps, signal.photo_key) : null;
}

/**
 * A moderator's decision about one person and the open reports and safety signals it answers, in one transaction: the
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
): Promise<ModActionResult & { sfuError: Error | null }> {
  const now = deps.clock();
  const subject = subjectId.toLowerCase();
  const ids = uniqueIds(body.reportIds);
  const signalIds = uniqueIds(body.signalIds);
  const photoCopy = await copyOfHeldPhoto(deps, subject, body);
  const outcome = await deps.database.db.transaction(async (tx) => {
    const person = await lockPerson(tx, subject);
    assertMayModerate(moderatorId, person);
    const reports = await lockOpenReports(tx, subject, ids);
    if (reports.length !== ids.length) throw reportsNotOpen();
    const signals = await lockOpenSignals(tx, subject, signalIds);
    if (signals.length !== signalIds.length) throw signalsNotOpen();
    const contentReport = body.contentReportId
      ? await selectReport(tx, subject, body.contentReportId.toLowerCase())
      : (reports[0] ?? null);
    if (body.contentReportId && !contentReport) throw contentGone();
    const contentSignal = body.contentSignalId
      ? await selectSignal(tx, subject, body.contentSignalId.toLowerCase())
      : (signals[0] ?? null);
    if (body.contentSignalId && !contentSignal?.photo_id) throw contentGone();
    let photoId: string | null = null;
    let sessionIds: string[] = [];
    switch (body.action) {
      case 'remove_content':
        if (body.contentSignalId) photoId = contentSignal!.photo_id;
        else ({ photoId } = await removeContent(tx, subject, contentReport!, now));
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
      case 'dismiss':
        // Nothing wrong with the held photos: they are published now.
        await releaseHeldPhotos(
          tx,
          subject,
          signals.flatMap((g) => (g.kind === 'nudity_suspected' && g.photo_id ? [g.photo_id] : [])),
        );
        break;
      case 'warn':
        break;
    }
    const content: LoggedContent =
      body.contentSignalId || !contentReport
        ? await signalContent(tx, subject, contentSignal, photoCopy)
        : { kind: contentReport.kind, snapshot: contentReport.snapshot };
    const actionId = await insertAction(tx, {
      moderatorId,
      subjectUserId: subject,
      kind: body.action,
      rule: body.rule,
      reason: body.reason,
      content,
      reportIds: ids,
      suspendDays: body.action === 'suspend' ? body.days! : null,
      appealId: null,
      now,
    });
    const reporters = (await closeReports(tx, ids, actionId, now)).filter((id) => id !== subject);
    await resolveSignals(tx, signalIds, actionId, now);
    const told = await recordNotifications(
      deps,
      tx,
      ...reporters.map((recipientId) => ({ recipientId, actorId: null, kind: 'report_reviewed' as const, at: now })),
      ...(body.action === 'dismiss'
        ? []
        : [{ recipientId: subject, actorId: null, kind: 'moderation_notice' as const, at: now }]),
    );
    return { actionId, photoId, sessionIds, told };
  });
  if (outcome.photoId) {
    await deletePhoto(deps, subject, outcome.photoId).catch((err: unknown) => {
      // The owner may have deleted it in the meantime; the evidence copy stays with the report.
      if (!(err instanceof AppError && err.code === 'photo_not_found')) throw err;
    });
  }
  const sfuError =
    body.action === 'ban' || body.action === 'suspend'
      ? await removeFromLiveThings(deps, subject, outcome.sessionIds)
      : null;
  await announceNotifications(deps, outcome.told);
  return { actionId: outcome.actionId, sfuError };
}
