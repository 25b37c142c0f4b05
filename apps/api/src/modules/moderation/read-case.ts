import type { LogPage, ModCase, QueueItem, QueuePage, ReportKind, SignalKind } from '@sankofa/contracts';
import { MOD_LOG_PAGE_SIZE, MOD_QUEUE_PAGE_SIZE } from '@sankofa/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { personNotFound } from './moderation-errors.ts';
import { logEntryView, personView, reasonOf, reportView, signalView } from './moderation-views.ts';
import {
  selectActionsAbout,
  selectLiveStreamOf,
  selectLogPage,
  selectPerson,
  selectReportsAbout,
} from './moderation.repo.ts';
import { selectAppealsOf } from './moderation-appeals.repo.ts';
import {
  selectBio,
  selectQueuePage,
  selectSignalsAbout,
  type QueueCursor,
  type QueueRow,
} from './moderation-queue.repo.ts';

const HISTORY = 100;
const TIMESTAMP = /^\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d{1,6})?([+-]\d\d(:\d\d)?|Z)?$/;
const badCursor = () =>
  new AppError(400, 'invalid_cursor', 'This list position is no longer valid. Please reload the list.');

const QueueCursorPayload = z.tuple([
  z.number().int().min(0).max(9),
  z.number().int().min(0),
  z.string().regex(TIMESTAMP),
  z.string().max(64),
]);
const LogCursorPayload = z.tuple([z.string().regex(TIMESTAMP), z.uuid()]);

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
function decode<T>(schema: z.ZodType<T>, raw: string): T {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  const result = schema.safeParse(parsed);
  if (!result.success) throw badCursor();
  return result.data;
}

function queueItem(deps: Pick<AppDeps, 'storage'>, r: QueueRow): QueueItem {
  const person = personView(deps, r);
  if (r.kind === 'appeal')
    return {
      kind: 'appeal',
      appealId: r.key,
      person,
      action: r.action_kind!,
      createdAt: r.at,
      decidedBy: r.decided_by,
    };
  if (r.kind === 'signals') {
    return {
      kind: 'signals',
      person,
      openSignals: r.weight,
      signalKinds: (r.report_kinds ?? []) as SignalKind[],
      oldestAt: r.at,
    };
  }
  return {
    kind: 'reports',
    person,
    openReports: r.weight,
    reporters: r.reporters ?? 0,
    oldestAt: r.at,
    reportKinds: (r.report_kinds ?? []) as ReportKind[],
    reasons: (r.reasons ?? []).map(reasonOf),
  };
}

/** The queue, one page: appeals first, then people with open reports (most-reported and oldest first), then people with open signals. */
export async function listQueue(
  deps: Pick<AppDeps, 'database' | 'storage'>,
  cursor: string | undefined,
): Promise<QueuePage> {
  let after: QueueCursor | null = null;
  if (cursor) {
    const [lane, weight, at, key] = decode(QueueCursorPayload, cursor);
    after = { lane, weight, at, key };
  }
  const rows = await selectQueuePage(deps.database.db, after, MOD_QUEUE_PAGE_SIZE + 1);
  const page = rows.slice(0, MOD_QUEUE_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map((r) => queueItem(deps, r)),
    nextCursor:
      rows.length > MOD_QUEUE_PAGE_SIZE && last ? encode([last.lane, last.weight, last.cursor_at, last.key]) : null,
  };
}

/** Everything about one person a moderator decides with: open reports with their snapshots, and the history. */
export async function readCase(deps: Pick<AppDeps, 'database' | 'storage'>, userId: string): Promise<ModCase> {
  const db = deps.database.db;
  const id = userId.toLowerCase();
  const [person, reports, actions, appeals, liveStreamId, signals, bio] = await Promise.all([
    selectPerson(db, id),
    selectReportsAbout(db, id, HISTORY),
    selectActionsAbout(db, id, HISTORY),
    selectAppealsOf(db, id),
    selectLiveStreamOf(db, id),
    selectSignalsAbout(db, id, HISTORY),
    selectBio(db, id),
  ]);
  if (!person) throw personNotFound();
  const views = reports.map(reportView);
  return {
    person: personView(deps, person),
    // Oldest first: the order they arrived in.
    openReports: views.filter((r) => r.status === 'open').reverse(),
    earlierReports: views.filter((r) => r.status !== 'open'),
    actions: actions.map(logEntryView),
    appeals: appeals.map((a) => ({
      id: a.id,
      actionId: a.action_id,
      text: a.text,
      status: a.status,
      createdAt: a.created_at,
    })),
    openSignals: signals.filter((g) => g.resolved_at === null).map((g) => signalView(deps, g, bio)),
    earlierSignals: signals.filter((g) => g.resolved_at !== null).map((g) => signalView(deps, g, bio)),
    liveStreamId,
  };
}

/** The log, newest first; readable by moderators, never written through a route. */
export async function listLog(deps: Pick<AppDeps, 'database'>, cursor: string | undefined): Promise<LogPage> {
  const after = cursor ? decode(LogCursorPayload, cursor) : null;
  const rows = await selectLogPage(
    deps.database.db,
    after ? { at: after[0], id: after[1] } : null,
    MOD_LOG_PAGE_SIZE + 1,
  );
  const page = rows.slice(0, MOD_LOG_PAGE_SIZE);
  const last = page.at(-1);
  return {
    entries: page.map(logEntryView),
    nextCursor: rows.length > MOD_LOG_PAGE_SIZE && last ? encode([last.cursor_at, last.id]) : null,
  };
}
