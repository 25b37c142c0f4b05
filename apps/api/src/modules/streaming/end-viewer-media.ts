import type { AppDeps } from '../../deps.ts';
import { selectLiveStreamsHostedBy } from './streams.repo.ts';

/**
 * Ends a removed or banned viewer's Janus sessions from the server, so the media stops even when
 * their page ignores `stream.removed` (decision 0050). The decision itself is already made and kept
 * when Janus cannot be reached: the failure is answered for the caller to log, never thrown.
 */
export async function endViewerMedia(
  deps: Pick<AppDeps, 'sfu'>,
  match: { userId: string; streamId?: string },
): Promise<Error | null> {
  if (!deps.sfu) return null;
  try {
    await deps.sfu.endViewerSessions(match);
    return null;
  } catch (err) {
    return err instanceof Error ? err : new Error(String(err));
  }
}

/**
 * A block between two people ends each one's Janus sessions in the other's live stream, found from
 * the streams themselves rather than from the viewer's socket: a page whose realtime socket is gone
 * (or that never kept one) may still hold its subscription (decision 0063). Pages that are connected
 * are also told and leave (`connectionsChanged`). Answers a Janus failure for the caller to log.
 */
export async function endMediaAcrossBlock(
  deps: Pick<AppDeps, 'database' | 'sfu'>,
  a: string,
  b: string,
): Promise<Error | null> {
  if (!deps.sfu) return null;
  const streams = await selectLiveStreamsHostedBy(deps.database.db, [a, b]);
  const failures = await Promise.all(
    streams.map((s) => endViewerMedia(deps, { userId: s.host_id === a ? b : a, streamId: s.id })),
  );
  return failures.find((f) => f !== null) ?? null;
}
