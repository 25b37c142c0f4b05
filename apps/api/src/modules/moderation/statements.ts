import type { AppealCreated, RestrictedDetails, Statement, StatementList } from '@sankofa/contracts';

import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { signAppealToken, verifyAppealToken } from './appeal-token.ts';
import { actionNotFound, alreadyAppealed, notAppealable } from './moderation-errors.ts';
import { insertAppeal, selectRestriction, selectStatements, type StatementRow } from './moderation-appeals.repo.ts';
import { contentView, reasonOf } from './moderation-views.ts';

function statementView(r: StatementRow): Statement {
  return {
    actionId: r.id,
    kind: r.kind,
    rule: reasonOf(r.rule),
    reason: r.reason,
    content: contentView(r.content),
    suspendedUntil: r.suspended_until,
    createdAt: r.created_at,
    appeal: r.appeal_status && r.appeal_at ? { status: r.appeal_status, createdAt: r.appeal_at } : null,
    canAppeal: r.appeal_status === null,
  };
}

/** The decisions about my account, newest first, each with what I may still do about it. */
export async function myStatements(deps: Pick<AppDeps, 'database'>, me: string): Promise<StatementList> {
  const rows = await selectStatements(deps.database.db, me, null, 50);
  return { statements: rows.map(statementView) };
}

/**
 * The sign-in of a banned or suspended member is refused with the statement of reasons in place of
 * the app, and a token to appeal it; null when nothing stands in the way.
 */
export async function restrictionAtSignIn(
  deps: Pick<AppDeps, 'clock' | 'database' | 'secret'>,
  userId: string,
): Promise<AppError | null> {
  const db = deps.database.db;
  const restriction = await selectRestriction(db, userId);
  if (!restriction) return null;
  const [row] = await selectStatements(db, userId, restriction.action_id, 1);
  if (!row) return null;
  const statement = statementView(row);
  const details: RestrictedDetails = {
    statement,
    appealToken: await signAppealToken(deps.secret, userId, row.id, deps.clock()),
  };
  const message =
    statement.kind === 'ban'
      ? 'Your account has been banned by our moderators.'
      : 'Your account is suspended by our moderators for now.';
  return new AppError(403, 'account_restricted', message, details);
}

/** One appeal per decision, with the member's words; it goes back to the queue for another moderator. */
export async function appealDecision(
  deps: Pick<AppDeps, 'clock' | 'database'>,
  me: string,
  actionId: string,
  text: string,
): Promise<AppealCreated> {
  const db = deps.database.db;
  const [row] = await selectStatements(db, me, actionId.toLowerCase(), 1);
  if (!row) throw actionNotFound();
  if (row.appeal_status !== null) throw alreadyAppealed();
  if (!['remove_content', 'warn', 'suspend', 'ban', 'require_face_check', 'end_stream'].includes(row.kind))
    throw notAppealable();
  const appealId = await insertAppeal(db, { actionId: row.id, userId: me, text, now: deps.clock() });
  if (!appealId) throw alreadyAppealed();
  return { appealId };
}

/** The same, for a member who cannot sign in: the token from the refused sign-in says who and which decision. */
export async function appealWithToken(
  deps: Pick<AppDeps, 'clock' | 'database' | 'secret'>,
  token: string,
  text: string,
): Promise<AppealCreated> {
  const { userId, actionId } = await verifyAppealToken(deps.secret, token, deps.clock());
  return appealDecision(deps, userId, actionId, text);
}
