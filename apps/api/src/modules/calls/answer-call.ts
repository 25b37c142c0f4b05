import type { ServerMessage } from '@sankofa/contracts/realtime';
import type { AppDeps } from '../../deps.ts';
import { iceServersFor } from '../rtc/ice-servers.ts';
import { announceCall, announceEnded } from './announce-call.ts';
import { callGone } from './call-errors.ts';
import { callPerson, callView } from './call-view.ts';
import { hangUp, markAnswered, markDeclined, markVideo, selectCallPerson } from './calls.repo.ts';

type Deps = Pick<AppDeps, 'bus' | 'clock' | 'database' | 'env' | 'storage'>;

/**
 * The person called picks up on this socket. Only the first tab to answer wins; the others (and the
 * caller) hear `call.updated` and the ringing stops everywhere.
 */
export async function answerCall(
  deps: Deps,
  me: string,
  connectionId: string,
  callId: string,
): Promise<Extract<ServerMessage, { type: 'call.answered' }>> {
  const row = await markAnswered(deps.database.db, callId, me, connectionId, deps.clock());
  if (!row) throw callGone();
  await announceCall(deps, row);
  const peer = await selectCallPerson(deps.database.db, row.caller_id);
  return {
    type: 'call.answered',
    call: callView(row),
    peer: callPerson(deps, row.caller_id, peer),
    iceServers: iceServersFor(deps, me).iceServers,
  };
}

export async function declineCall(
  deps: Deps,
  me: string,
  callId: string,
  onHookError: (err: unknown) => void,
): Promise<void> {
  const row = await markDeclined(deps.database.db, callId, me, deps.clock());
  if (!row) throw callGone();
  await announceEnded(deps, [row], onHookError);
}

/** Either side hangs up (the caller may cancel while it rings). Hanging up a call already over changes nothing. */
export async function endCall(
  deps: Deps,
  me: string,
  callId: string,
  onHookError: (err: unknown) => void,
): Promise<void> {
  const row = await hangUp(deps.database.db, callId, me, deps.clock());
  if (row) await announceEnded(deps, [row], onHookError);
}

/** The other side agreed to video: the call's media is video for both (each page then adds its camera). */
export async function upgradeToVideo(
  deps: Pick<AppDeps, 'bus' | 'database'>,
  me: string,
  callId: string,
): Promise<void> {
  const row = await markVideo(deps.database.db, callId, me);
  if (!row) throw callGone();
  await announceCall(deps, row);
}
