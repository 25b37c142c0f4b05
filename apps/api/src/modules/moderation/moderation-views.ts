import {
  REPORT_REASONS,
  ReportSnapshot,
  type LogEntry,
  type ModPerson,
  type ModReport,
  type ModSignal,
  type ReportKind,
} from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import type { ActionRow, PersonRow, ReportRow } from './moderation.repo.ts';
import type { SignalRow } from './moderation-queue.repo.ts';

type ReportReason = (typeof REPORT_REASONS)[number];

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

export const contentView = (
  c: { kind: ReportKind; snapshot: unknown } | null,
): { kind: ReportKind; snapshot: ReportSnapshot } | null =>
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

const numberOr = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * A signal with what raised it. `detail` is read field by field (scores, kinds, count, place), so
 * whatever else a later writer puts there stays on the server.
 */
export function signalView(deps: Pick<AppDeps, 'storage'>, r: SignalRow, bio: string | null): ModSignal {
  const d = r.detail;
  const rawScores = d.scores && typeof d.scores === 'object' ? (d.scores as Record<string, unknown>) : null;
  const scores = rawScores
    ? Object.fromEntries(
        Object.entries(rawScores).flatMap(([k, v]) => (numberOr(v) === null ? [] : [[k, v as number]])),
      )
    : null;
  const place = d.place === 'bio' || d.place === 'message' ? d.place : r.content_ref === 'bio' ? 'bio' : null;
  return {
    id: r.id,
    kind: r.kind,
    createdAt: r.created_at,
    resolvedAt: r.resolved_at,
    evidence: {
      photoId: r.photo_id,
      photoUrl: r.photo_key ? deps.storage.url(r.photo_key) : null,
      photoHeld: r.photo_held,
      scores,
      handleKinds: Array.isArray(d.kinds) ? d.kinds.filter((k): k is string => typeof k === 'string') : [],
      place,
      shares: numberOr(d.shares),
      bio: place === 'bio' ? bio : null,
    },
  };
}
