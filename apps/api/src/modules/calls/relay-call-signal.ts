import type { RtcSignal } from '@sankofa/contracts';
import type { ServerMessage } from '@sankofa/contracts/realtime';
import type { AppDeps } from '../../deps.ts';
import { publishToConnection } from '../realtime/publish.ts';
import { callGone } from './call-errors.ts';
import { selectSignalRoute } from './calls.repo.ts';

type PeerBound = Extract<
  ServerMessage,
  { type: 'call.signal' | 'call.peer_media' | 'call.upgrade_requested' | 'call.upgrade_declined' }
>;

/**
 * Sends something from `me`'s call socket to the other side's call socket, and nowhere else: the
 * route is read from the call's row, so a socket that is not a side of an active call (another
 * person, another tab, a guessed id) is refused and reaches no one.
 */
export async function relayToPeer(
  deps: Pick<AppDeps, 'bus' | 'database'>,
  me: string,
  connectionId: string,
  callId: string,
  event: PeerBound,
): Promise<void> {
  const route = await callRoute(deps, me, connectionId, callId);
  await publishToConnection(deps.bus, route.peer_id, route.peer_connection_id, event);
}

/** The other side's call socket, when this socket is `me`'s side of the active call; refused otherwise. */
export async function callRoute(deps: Pick<AppDeps, 'database'>, me: string, connectionId: string, callId: string) {
  const route = await selectSignalRoute(deps.database.db, callId, me, connectionId);
  if (!route?.peer_connection_id) throw callGone();
  return { peer_id: route.peer_id, peer_connection_id: route.peer_connection_id };
}

export const signalEvent = (callId: string, signal: RtcSignal): PeerBound => ({ type: 'call.signal', callId, signal });
