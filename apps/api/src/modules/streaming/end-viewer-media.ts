import type { AppDeps } from '../../deps.ts';

/**
 * Ends a removed or banned viewer's Janus sessions from the server, so the media stops even when
 * their page ignores `stream.removed` (decision 0050). The decision itself is already made and kept
 * when Janus cannot be reached: the failure is answered for the caller to log, never thrown.
 */
export async function endViewerMedia(deps: Pick<AppDeps, 'sfu'>, match: { userId: string; streamId?: string }): Promise<Error | null> {
  if (!deps.sfu) return null;
  try {
    await deps.sfu.endViewerSessions(match);
    return null;
  } catch (err) {
    return err instanceof Error ? err : new Error(String(err));
  }
}
