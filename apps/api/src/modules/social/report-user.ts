import type { ReportBody } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { captureReportTarget, recordReportWithin } from '../moderation/record-report.ts';
import { assertNotSelf, blockWithin } from './blocks.ts';
import { publishConnectionsChanged } from './social-events.ts';
import { endMediaAcrossBlock } from '../streaming/end-viewer-media.ts';

const HOUR = 3600;

/**
 * Stores the report for moderation and blocks the person in the same transaction: someone who felt
 * the need to report should never see that person again, even if the report is still unread. What
 * is reported (the profile, or one photo, message, stream or stream chat message) is copied first,
 * so the moderator sees it as it was, whatever its author changes afterwards. As with a block, a
 * Janus that cannot end either one's media in the other's stream is answered for the route to log.
 */
export async function reportUser(
  deps: Pick<AppDeps, 'bus' | 'clock' | 'database' | 'env' | 'limiter' | 'sfu' | 'storage'>,
  me: string,
  body: ReportBody & { note: string },
): Promise<{ id: string; sfuError: Error | null }> {
  const other = body.userId.toLowerCase();
  assertNotSelf(me, other, 'You cannot report yourself.');
  // Keyed by the session's user: reports are cheap to send and costly to review.
  const decision = await deps.limiter.hit(`report:user:${me}`, deps.env.RATE_REPORTS_PER_HOUR, HOUR);
  if (!decision.allowed)
    throw tooManyRequests(
      decision.retryAfterSeconds,
      'You have sent many reports in a short time. Please try again later.',
    );
  const target = await captureReportTarget(deps, other, body.content);
  const now = deps.clock();
  const { id, isNew } = await deps.database.db.transaction(async (tx) => {
    const isNew = await blockWithin(tx, me, other, now);
    const id = await recordReportWithin(tx, {
      reporterId: me,
      reportedId: other,
      reason: body.reason,
      note: body.note,
      target,
      now,
    });
    return { id, isNew };
  });
  if (!isNew) return { id, sfuError: null };
  await publishConnectionsChanged(deps, me, other);
  return { id, sfuError: await endMediaAcrossBlock(deps, me, other) };
}
