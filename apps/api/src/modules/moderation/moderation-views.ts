import { REPORT_REASONS, ReportSnapshot, type LogEntry, type ModPerson, type ModReport, type ReportKind } from '@sankofa/contracts';

type ReportReason = (typeof REPORT_REASONS)[number];
import type { AppDeps } from '../../deps.ts';
import type { ActionRow, PersonRow, ReportRow } from './moderation.repo.ts';

export function personView(deps: Pick<AppDeps, 'storage'>, r: PersonRow): ModPerson {
  return {
    userId: r.user_id,
    displayName: r.display_name,
    photoUrl: r.photo_key ? deps.storage.url(r.photo_key) : null,
    role: r.role,
    accountCreatedAt: r.account_created_at,
    verified: r.verified,
    faceCheckRequired: r.face_check_required,
    suspendedUntil: r.suspended_until,
    banned: r.banned,
  };
}

/** A stored snapshot read back through its schema, so nothing else it might hold leaves the server. */
export function snapshotView(raw: unknown): ReportSnapshot {
  const parsed = ReportSnapshot.safeParse(raw);
  return parsed.success ? parsed.data : {};
}

export const contentView = (c: { kind: ReportKind; snapshot: unknown } | null): { kind: ReportKind; snapshot: ReportSnapshot } | null =>
  c ? { kind: c.kind, snapshot: snapshotView(c.snapshot) } : null;

export const reasonOf = (reason: string): ReportReason =>
  (REPORT_REASONS as readonly string[]).includes(reason) ? (reason as ReportReason) : 'other';

export function reportView(r: ReportRow): ModReport {
  return {
    id: r.id,
    kind: r.kind,
    subjectId: r.subject_id,
    reason: reasonOf(r.reason),
    note: r.note,
    status: r.status,
    createdAt: r.created_at,
    reporter: r.reporter_id ? { userId: r.reporter_id, displayName: r.reporter_name ?? '' } : null,
    snapshot: snapshotView(r.snapshot),
  };
}

export function logEntryView(r: ActionRow): LogEntry {
  return {
    id: r.id,
    kind: r.kind,
    moderatorId: r.moderator_id,
    subjectUserId: r.subject_user_id,
    rule: r.rule,
    reason: r.reason,
    content: contentView(r.content),
    suspendDays: r.suspend_days,
    createdAt: r.created_at,
  };
}
