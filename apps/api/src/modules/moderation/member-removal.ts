import type { AppDeps } from '../../deps.ts';
import { publishSessionsRevoked } from '../auth/session-revocation.ts';
import { endMyStreams } from '../streaming/streams.ts';
import { endViewerMedia } from '../streaming/end-viewer-media.ts';
import { endCallsOf } from '../calls/end-disallowed-calls.ts';

/**
 * After a ban or suspension commits: every instance closes the member's sockets (their sessions are
 * already revoked in the same transaction as the decision), and what they host ends.
 * A call they are in ends too, and on Janus the streams they watch stop sending to them, so a
 * removed member leaves every live thing in one place. Answers a Janus failure for the route to log.
 */
export async function removeFromLiveThings(
  deps: Pick<AppDeps, 'bus' | 'clock' | 'database' | 'sfu' | 'storage'>,
  userId: string,
  sessionIds: string[],
): Promise<Error | null> {
  await publishSessionsRevoked(deps, sessionIds);
  await endMyStreams(deps, userId);
  await endCallsOf(deps, userId);
  return endViewerMedia(deps, { userId });
}
