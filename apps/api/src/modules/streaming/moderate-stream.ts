import { STREAM_REMOVED_MESSAGE } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { publishToConnection } from '../realtime/publish.ts';
import { publishToUser } from '../realtime/session-events.ts';
import { endViewerMedia } from './end-viewer-media.ts';
import { publishViewerCount, streamChannel } from './stream-events.ts';
import {
  cannotModerateSelf,
  notYourStream,
  streamEnded,
  streamMessageNotFound,
  viewerNotFound,
} from './stream-errors.ts';
import {
  deleteViewerRows,
  markStreamMessageRemoved,
  selectHostedStream,
  setSanction,
  tookPart,
  updateSlowMode,
} from './stream-moderation.repo.ts';

type Deps = Pick<AppDeps, 'bus' | 'clock' | 'database'>;

/** Only the host moderates, and only while the stream is live. */
async function assertHostOfLive(deps: Deps, me: string, streamId: string): Promise<void> {
  const stream = await selectHostedStream(deps.database.db, me, streamId);
  if (!stream) throw notYourStream();
  if (stream.status !== 'live') throw streamEnded();
}

async function assertTarget(deps: Deps, me: string, streamId: string, userId: string): Promise<void> {
  if (userId === me) throw cannotModerateSelf();
  if (!(await tookPart(deps.database.db, streamId, userId))) throw viewerNotFound();
}

/** The host takes a chat message down: it is no longer served, and every page showing it drops it now. */
export async function removeStreamMessage(deps: Deps, me: string, streamId: string, messageId: string): Promise<void> {
  await assertHostOfLive(deps, me, streamId);
  if (!(await markStreamMessageRemoved(deps.database.db, streamId, messageId, deps.clock())))
    throw streamMessageNotFound();
  await deps.bus.publish(streamChannel(streamId), { type: 'stream.chat_message_removed', streamId, messageId });
}

/** A muted viewer keeps watching but cannot write in this stream's chat until unmuted. */
export async function muteViewer(
  deps: Deps,
  me: string,
  streamId: string,
  userId: string,
  muted: boolean,
): Promise<void> {
  await assertHostOfLive(deps, me, streamId);
  await assertTarget(deps, me, streamId, userId);
  await setSanction(deps.database.db, streamId, userId, 'muted', muted, deps.clock());
  await publishToUser(deps.bus, userId, { type: 'stream.muted', streamId, muted });
}

/**
 * Sends a viewer away: recorded first (so a join racing this is refused), then every viewer row of
 * theirs goes with the count, the host's page closes their peer connections, and their pages hear
 * `stream.removed` (stop the video, leave the channel; on Janus the page ends its subscription),
 * and on Janus the server ends their sessions too. Answers a Janus failure for the route to log.
 */
export async function removeViewer(
  deps: Deps & Pick<AppDeps, 'sfu'>,
  me: string,
  streamId: string,
  userId: string,
): Promise<Error | null> {
  await assertHostOfLive(deps, me, streamId);
  await assertTarget(deps, me, streamId, userId);
  const db = deps.database.db;
  await setSanction(db, streamId, userId, 'removed', true, deps.clock());
  const gone = await deleteViewerRows(db, streamId, userId);
  await Promise.all([
    ...gone.map((g) =>
      g.host_connection_id
        ? publishToConnection(deps.bus, g.host_id, g.host_connection_id, {
            type: 'stream.viewer_left',
            streamId,
            peerId: g.peer_id,
          })
        : Promise.resolve(),
    ),
    gone.length ? publishViewerCount(deps.bus, streamId, gone[gone.length - 1]!.viewer_count) : Promise.resolve(),
    publishToUser(deps.bus, userId, {
      type: 'stream.removed',
      streamId,
      reason: 'removed',
      message: STREAM_REMOVED_MESSAGE,
    }),
  ]);
  return endViewerMedia(deps, { userId, streamId });
}

/** Slow mode: each viewer waits this many seconds between chat messages (0 turns it off); checked on the server. */
export async function setSlowMode(deps: Deps, me: string, streamId: string, seconds: number): Promise<void> {
  await assertHostOfLive(deps, me, streamId);
  if (!(await updateSlowMode(deps.database.db, me, streamId, seconds))) throw streamEnded();
  await deps.bus.publish(streamChannel(streamId), { type: 'stream.slow_mode_changed', streamId, seconds });
}
