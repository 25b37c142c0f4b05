import type { AppDeps } from '../../deps.ts';
import type { RealtimeFeatureFactory } from '../realtime/feature.ts';
import { createStreamHandlers, membershipIfAny, type StreamCommand } from './stream-commands.ts';

/**
 * Live streaming on the realtime core: following the list, hosting, watching and signalling, and
 * keeping a blocked person's live chat and new streams away from a socket.
 */
export const streamingRealtime =
  (deps: Pick<AppDeps, 'bus' | 'clock' | 'database' | 'env' | 'sfu' | 'storage'>): RealtimeFeatureFactory =>
  ({ channels, log }) => {
    const streams = createStreamHandlers(deps, channels);
    return {
      families: ['streams', 'stream'],
      run: (conn, msg) => streams.run(conn, msg as StreamCommand),
      closed: async (conn) => {
        if (membershipIfAny(conn)) await streams.closed(conn);
      },
      connectionsChanged: (_userId, sockets) => {
        for (const c of sockets)
          streams.connectionsChanged(c).catch((err: unknown) => log.error({ err }, 'stream block list refresh failed'));
      },
      hides: (conn, event) => {
        // Hearing its removal (sent by whichever instance handled the host's request) is when a
        // socket lets go of the stream; the event itself still reaches the page.
        if (event.type === 'stream.removed') {
          streams.removed(conn, event.streamId);
          return false;
        }
        const from =
          event.type === 'stream.chat_message'
            ? event.message.sender.userId
            : event.type === 'stream.started'
              ? event.stream.hostId
              : undefined;
        return from !== undefined && membershipIfAny(conn)?.hidden.has(from) === true;
      },
    };
  };
