import type { ClientMessage, ServerMessage } from '@sankofa/contracts/realtime';
import type { AppDeps } from '../../deps.ts';
import type { Connection } from '../realtime/connection.ts';
import type { SocketChannels } from '../realtime/feature.ts';
import { publishToConnection } from '../realtime/publish.ts';
import { publishViewerCount, STREAM_LIST_CHANNEL, streamChannel } from './stream-events.ts';
import {
  notInStream,
  removedFromStream,
  ownStream,
  premiumEventNeedsPlan,
  streamEnded,
  streamFull,
  streamNotFound,
} from './stream-errors.ts';
import { streamDelivery, viewerCap } from './stream-view.ts';
import {
  addViewer,
  attachHost,
  lockStreamForJoin,
  removeViewers,
  selectBlockedEitherWay,
  selectPublicPerson,
  selectSignalRoute,
  selectViewerStanding,
} from './streams.repo.ts';

export type StreamCommand = Extract<ClientMessage, { type: 'streams.follow' | `stream.${string}` }>;

/** What one socket takes part in; absent on sockets that never touched streaming. */
interface StreamMembership {
  following: boolean;
  /** Stream id → my peer id and the stream's host, for streams this socket watches. */
  watching: Map<string, { peerId: string; hostId: string }>;
  hosting: Set<string>;
  /** People blocked either way: their live chat and new streams are not delivered to this socket. */
  hidden: Set<string>;
}

interface StreamHandlers {
  run(conn: Connection, msg: StreamCommand): Promise<ServerMessage | null>;
  /** The socket closed: leave every stream it watched (the host's stream lives on until the reaper's grace ends). */
  closed(conn: Connection): Promise<void>;
  /** The socket's user had a block change: reload whose chat it hides, and leave streams of a host now blocked either way. */
  connectionsChanged(conn: Connection): Promise<void>;
  /** This socket heard it was removed from a stream (on any instance): it stops taking part there. */
  removed(conn: Connection, streamId: string): void;
}

/** Streaming's own state of each socket, kept here rather than on the core's Connection. */
const memberships = new WeakMap<Connection, StreamMembership>();

export const membershipIfAny = (conn: Connection): StreamMembership | undefined => memberships.get(conn);

function membershipOf(conn: Connection): StreamMembership {
  let m = memberships.get(conn);
  if (!m) memberships.set(conn, (m = { following: false, watching: new Map(), hosting: new Set(), hidden: new Set() }));
  return m;
}

const person = (deps: Pick<AppDeps, 'storage'>, userId: string, name: string, photoKey: string | null) => ({
  userId,
  displayName: name,
  photoUrl: photoKey ? deps.storage.url(photoKey) : null,
});

export function createStreamHandlers(
  deps: Pick<AppDeps, 'bus' | 'clock' | 'database' | 'env' | 'sfu' | 'storage'>,
  channels: SocketChannels,
): StreamHandlers {
  const db = deps.database.db;

  async function refreshHidden(conn: Connection): Promise<void> {
    membershipOf(conn).hidden = new Set(await selectBlockedEitherWay(db, conn.userId));
  }

  async function join(conn: Connection, streamId: string): Promise<ServerMessage> {
    const me = conn.userId;
    const max = viewerCap(deps);
    const joined = await db.transaction(async (tx) => {
      const state = await lockStreamForJoin(tx, me, deps.clock(), streamId);
      if (!state || state.blocked) throw streamNotFound();
      if (state.status !== 'live') throw streamEnded();
      if (state.host_id === me) throw ownStream();
      if (state.removed) throw removedFromStream();
      // The plan is asked at join only: a viewer whose Platinum ends mid-stream keeps watching
      // until they leave (decision 0016); signals need the viewer row this join makes.
      if (state.locked) throw premiumEventNeedsPlan();
      const already = membershipOf(conn).watching.has(streamId);
      if (!already && state.viewer_count >= max) throw streamFull();
      return {
        ...(await addViewer(tx, streamId, me, conn.id)),
        hostId: state.host_id,
        hostConnection: state.host_connection_id,
      };
    });
    const membership = membershipOf(conn);
    membership.watching.set(streamId, { peerId: joined.peer_id, hostId: joined.hostId });
    await Promise.all([channels.join(streamChannel(streamId), conn), refreshHidden(conn)]);
    if (joined.hostConnection) {
      const viewer = await selectPublicPerson(db, me);
      await publishToConnection(deps.bus, joined.hostId, joined.hostConnection, {
        type: 'stream.viewer_joined',
        streamId,
        peerId: joined.peer_id,
        viewer: person(deps, me, viewer.name, viewer.photo_key),
      });
    }
    if (joined.added) await publishViewerCount(deps.bus, streamId, joined.viewer_count);
    return {
      type: 'stream.joined',
      streamId,
      peerId: joined.peer_id,
      viewerCount: joined.viewer_count,
      // Each viewer gets its own room token, issued only past the checks above, and its own TURN credentials.
      delivery: streamDelivery(
        deps,
        conn.userId,
        deps.sfu?.viewerAccess(streamId, deps.clock(), joined.peer_id, conn.userId) ?? null,
      ),
    };
  }

  async function leave(conn: Connection, streamId: string | null): Promise<void> {
    const membership = memberships.get(conn);
    if (!membership) return;
    const ids = streamId ? [streamId] : [...membership.watching.keys()];
    for (const id of ids) {
      membership.watching.delete(id);
      if (!membership.hosting.has(id)) channels.leave(streamChannel(id), conn);
    }
    if (ids.length === 0) return;
    const gone = await removeViewers(db, conn.id, streamId);
    await Promise.all(
      gone.flatMap((g) => [
        g.host_connection_id
          ? publishToConnection(deps.bus, g.host_id, g.host_connection_id, {
              type: 'stream.viewer_left',
              streamId: g.stream_id,
              peerId: g.peer_id,
            })
          : Promise.resolve(),
        publishViewerCount(deps.bus, g.stream_id, g.viewer_count),
      ]),
    );
  }

  /**
   * A fresh Janus access for a viewer already in, so its open session outlives its first token
   * (decision 0063). It passes the join's rules again except the plan, which is asked at join only
   * (0016); a viewer blocked, removed or gone since gets nothing, and its session then runs out.
   */
  async function renew(conn: Connection, streamId: string): Promise<ServerMessage> {
    const standing = await selectViewerStanding(db, conn.userId, conn.id, streamId);
    if (!standing || standing.blocked) throw streamNotFound();
    if (standing.status !== 'live') throw streamEnded();
    if (standing.removed) throw removedFromStream();
    if (!standing.watching || !standing.peer_id || !membershipOf(conn).watching.has(streamId)) throw notInStream();
    return {
      type: 'stream.renewed',
      streamId,
      delivery: streamDelivery(
        deps,
        conn.userId,
        deps.sfu?.viewerAccess(streamId, deps.clock(), standing.peer_id, conn.userId) ?? null,
      ),
    };
  }

  async function host(conn: Connection, streamId: string): Promise<ServerMessage> {
    const now = deps.clock();
    const attached = await attachHost(db, conn.userId, streamId, conn.id, now);
    if (!attached) throw streamEnded();
    const startedAt = new Date(attached.started_at);
    // Past the windows listed at creation: put this window's publish token on the room's list. A
    // Janus that cannot be reached only delays that to the next ask (every 10 s); the reaper ends
    // the stream if it stays away.
    await deps.sfu?.allowHost(streamId, startedAt, now).catch(() => undefined);
    const membership = membershipOf(conn);
    if (!membership.hosting.has(streamId)) {
      membership.hosting.add(streamId);
      await channels.join(streamChannel(streamId), conn);
    }
    return {
      type: 'stream.hosting',
      streamId,
      viewerCount: attached.viewer_count,
      viewers: attached.viewers.map((v) => ({
        peerId: v.peer_id,
        viewer: person(deps, v.viewer_id, v.name, v.photo_key),
      })),
      delivery: streamDelivery(deps, conn.userId, deps.sfu?.hostAccess(streamId, startedAt, now) ?? null),
    };
  }

  async function signal(conn: Connection, msg: Extract<StreamCommand, { type: 'stream.signal' }>): Promise<void> {
    const route = await selectSignalRoute(db, msg.streamId, msg.peerId);
    if (!route) throw streamEnded();
    const event = { type: 'stream.signal', streamId: msg.streamId, peerId: msg.peerId, signal: msg.signal } as const;
    // Identity is the socket's: the host's signal must come from the socket it hosts on, a viewer's
    // from the socket its viewer row was made on. Ids in the frame only pick among those.
    if (route.host_id === conn.userId && route.host_connection_id === conn.id) {
      if (!route.viewer_id || !route.viewer_connection_id) throw notInStream();
      await publishToConnection(deps.bus, route.viewer_id, route.viewer_connection_id, event);
      return;
    }
    if (route.viewer_connection_id === conn.id && route.viewer_id === conn.userId) {
      if (!route.host_connection_id) return; // the host is reconnecting; it re-offers on `stream.host`
      await publishToConnection(deps.bus, route.host_id, route.host_connection_id, event);
      return;
    }
    throw notInStream();
  }

  return {
    async run(conn, msg) {
      switch (msg.type) {
        case 'streams.follow': {
          const membership = membershipOf(conn);
          if (msg.follow && !membership.following)
            await Promise.all([channels.join(STREAM_LIST_CHANNEL, conn), refreshHidden(conn)]);
          if (!msg.follow && membership.following) channels.leave(STREAM_LIST_CHANNEL, conn);
          membership.following = msg.follow;
          return { type: 'streams.following', follow: msg.follow };
        }
        case 'stream.host':
          return host(conn, msg.streamId);
        case 'stream.join':
          return join(conn, msg.streamId);
        case 'stream.renew':
          return renew(conn, msg.streamId);
        case 'stream.leave':
          await leave(conn, msg.streamId);
          return null;
        case 'stream.signal':
          await signal(conn, msg);
          return null;
      }
    },
    async closed(conn) {
      const membership = memberships.get(conn);
      if (!membership) return;
      if (membership.following) channels.leave(STREAM_LIST_CHANNEL, conn);
      for (const id of membership.hosting) channels.leave(streamChannel(id), conn);
      await leave(conn, null);
    },
    async connectionsChanged(conn) {
      const m = memberships.get(conn);
      if (!m || !(m.following || m.watching.size || m.hosting.size)) return;
      await refreshHidden(conn);
      // A block mid-stream, by either side, ends watching: the rules of join hold for the whole stay.
      // On Janus the block itself ends their media there, socket or not (endMediaAcrossBlock).
      const blockedStreams = [...m.watching].filter(([, w]) => m.hidden.has(w.hostId)).map(([id]) => id);
      for (const streamId of blockedStreams) {
        await leave(conn, streamId);
        conn.send({
          type: 'stream.removed',
          streamId,
          reason: 'blocked',
          message: 'This stream is no longer available.',
        });
      }
    },
    removed(conn, streamId) {
      const m = memberships.get(conn);
      if (!m?.watching.delete(streamId)) return;
      if (!m.hosting.has(streamId)) channels.leave(streamChannel(streamId), conn);
    },
  };
}
