import {
  FAKE_PROFILE_REPORTS_FOR_FACE_CHECK,
  type ReportBody,
  type ReportKind,
  type ReportSnapshot,
} from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { keepEvidence } from './evidence.ts';
import { contentGone } from './moderation-errors.ts';
import {
  countFakeProfileReporters,
  insertAction,
  insertReport,
  lockPerson,
  selectContentSource,
  selectProfileSource,
  setFaceCheckRequired,
} from './moderation.repo.ts';

export interface ReportTarget {
  kind: ReportKind;
  subjectId: string | null;
  snapshot: ReportSnapshot;
}

/**
 * What is reported, as it is at this moment: the profile's words and main photo, or the photo,
 * message, stream or stream chat message named. Photos are copied, so deleting one does not delete
 * the evidence. Content that is not this member's is "not found".
 */
export async function captureReportTarget(
  deps: Pick<AppDeps, 'database' | 'storage'>,
  reportedId: string,
  content: ReportBody['content'],
): Promise<ReportTarget> {
  const db = deps.database.db;
  if (!content) {
    const profile = await selectProfileSource(db, reportedId);
    const evidenceUrl = profile?.photo_key ? await keepEvidence(deps, profile.photo_key) : null;
    return {
      kind: 'profile',
      subjectId: null,
      snapshot: {
        displayName: profile?.display_name ?? '',
        bio: profile?.bio ?? '',
        location: profile?.location ?? '',
        evidenceUrl,
      },
    };
  }
  const found = await selectContentSource(db, reportedId, content.kind, content.id.toLowerCase());
  if (!found) throw contentGone();
  const snapshot: ReportSnapshot =
    content.kind === 'photo'
      ? { evidenceUrl: found.photo_key ? await keepEvidence(deps, found.photo_key) : null, at: found.at }
      : { text: found.text, at: found.at, ...(found.title !== undefined && { title: found.title }) };
  return { kind: content.kind, subjectId: content.id.toLowerCase(), snapshot };
}

/**
 * Stores the report inside the reporter's transaction. When it makes three independent members
 * (distinct reporters with open reports) call the profile fake, the person must verify their face
 * again before they swipe, message or stream: the server decides it, logged with no moderator.
 */
export async function recordReportWithin(
  tx: Tx,
  r: { reporterId: string; reportedId: string; reason: string; note: string; target: ReportTarget; now: Date },
): Promise<string> {
  const id = await insertReport(tx, {
    ...r,
    kind: r.target.kind,
    subjectId: r.target.subjectId,
    snapshot: r.target.snapshot,
  });
  if (r.reason !== 'fake_profile') return id;
  const person = await lockPerson(tx, r.reportedId);
  if (!person || person.face_check_required) return id;
  if ((await countFakeProfileReporters(tx, r.reportedId)) < FAKE_PROFILE_REPORTS_FOR_FACE_CHECK) return id;
  await setFaceCheckRequired(tx, r.reportedId, r.now);
  await insertAction(tx, {
    moderatorId: null,
    subjectUserId: r.reportedId,
    kind: 'require_face_check',
    rule: 'fake_profile',
    reason: `${FAKE_PROFILE_REPORTS_FOR_FACE_CHECK} members reported this profile as fake. Please verify your face to show it is you.`,
    content: { kind: r.target.kind, snapshot: r.target.snapshot },
    reportIds: [],
    suspendDays: null,
    appealId: null,
    now: r.now,
  });
  return id;
}
