import { CALL_CALLER_GONE_GRACE_MS, CALL_RINGING_STALE_MS } from '@sankofa/contracts/constants';
import type { ClientMessage, ServerMessage } from '@sankofa/contracts/realtime';
import type { AppDeps } from '../../deps.ts';
import type { RealtimeFeatureFactory } from '../realtime/feature.ts';
import { answerCall, declineCall, endCall, upgradeToVideo } from './answer-call.ts';
import { callGone } from './call-errors.ts';
import { callView } from './call-view.ts';
import { markCallerSocketGone, touchCall } from './calls.repo.ts';
import { endDisallowedCalls } from './end-disallowed-calls.ts';
import { callRoute, relayToPeer, signalEvent } from './relay-call-signal.ts';
import { startCall } from './start-call.ts';

type CallCommand = Extract<ClientMessage, { type: `call.${string}` }>;

/**
 * 1:1 calls on the realtime core. Nothing about a call is kept on this instance: each command reads
 * and writes the call's row, so the two people may be on different instances and either may
 * reconnect to a third (its heartbeat moves the call to the new socket).
 */
export const callsRealtime =
  (deps: Pick<AppDeps, 'bus' | 'clock' | 'database' | 'env' | 'limiter' | 'storage'>): RealtimeFeatureFactory =>
  ({ log }) => {
    const ack = { type: 'call.ack' } as const;
    const hookFailed = (err: unknown) => log.error({ err }, 'a call hook failed');
    /**
     * Sockets that sent a call command. Only a command puts a socket's id on a call row, so a socket
     * that never sent one has no call to mark when it closes: most never do, and a statement on
     * every close cost the database dearly when phones reconnected over and over (issue #24).
     */
    const calling = new WeakSet<object>();
    async function run(conn: { id: string; userId: string }, msg: CallCommand): Promise<ServerMessage | null> {
      calling.add(conn);
      const me = conn.userId.toLowerCase();
      switch (msg.type) {
        case 'call.start':
          return startCall(deps, me, conn.id, msg.to, msg.media, hookFailed);
        case 'call.answer':
          return answerCall(deps, me, conn.id, msg.callId);
        case 'call.decline':
          await declineCall(deps, me, msg.callId, hookFailed);
          return ack;
        case 'call.end':
          await endCall(deps, me, msg.callId, hookFailed);
          return ack;
        case 'call.signal':
          await relayToPeer(deps, me, conn.id, msg.callId, signalEvent(msg.callId, msg.signal));
          return ack;
        case 'call.media_state':
          await relayToPeer(deps, me, conn.id, msg.callId, {
            type: 'call.peer_media',
            callId: msg.callId,
            audio: msg.audio,
            video: msg.video,
          });
          return ack;
        case 'call.upgrade_request':
          await relayToPeer(deps, me, conn.id, msg.callId, { type: 'call.upgrade_requested', callId: msg.callId });
          return ack;
        case 'call.upgrade_reply':
          // Said from the replying side's call socket, so only the person asked can turn video on.
          if (msg.accept) {
            await callRoute(deps, me, conn.id, msg.callId);
            await upgradeToVideo(deps, me, msg.callId);
          } else {
            await relayToPeer(deps, me, conn.id, msg.callId, { type: 'call.upgrade_declined', callId: msg.callId });
          }
          return ack;
        case 'call.heartbeat': {
          const row = await touchCall(deps.database.db, msg.callId, me, conn.id, deps.clock());
          if (!row) throw callGone();
          return { type: 'call.alive', call: callView(row) };
        }
        default:
          return null;
      }
    }
    return {
      families: ['call'],
      run: (conn, msg) => run(conn, msg as CallCommand),
      // The calling tab closed (or its socket dropped) while ringing. Nothing is timed here: the row
      // says the caller was last heard long enough ago that any instance's sweep misses the call once
      // the grace is over, and a beat from the page's next socket within the grace keeps it ringing.
      closed: async (conn) => {
        if (!calling.has(conn)) return;
        const lastHeard = new Date(deps.clock().getTime() - (CALL_RINGING_STALE_MS - CALL_CALLER_GONE_GRACE_MS));
        await markCallerSocketGone(deps.database.db, conn.userId.toLowerCase(), conn.id, lastHeard);
      },
      connectionsChanged: (userId) => {
        endDisallowedCalls(deps, userId.toLowerCase(), hookFailed).catch((err: unknown) =>
          log.error({ err }, 'ending calls after a block failed'),
        );
      },
    };
  };
