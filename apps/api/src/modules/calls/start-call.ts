import { isRealProfileId, type CallMedia } from '@sankofa/contracts';
import type { ServerMessage } from '@sankofa/contracts/realtime';
import type { AppDeps } from '../../deps.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { publishToUser } from '../realtime/session-events.ts';
import { iceServersFor } from '../rtc/ice-servers.ts';
import { announceEnded } from './announce-call.ts';
import { callDemoRefused, calleeBusy, callerBusy, callNotAllowed, callSelfRefused } from './call-errors.ts';
import { runCallHooks } from './call-hooks.ts';
import { callPerson, callView } from './call-view.ts';
import { insertBusyCall, openCall, selectCallPerson } from './calls.repo.ts';

type Deps = Pick<AppDeps, 'bus' | 'clock' | 'database' | 'env' | 'limiter' | 'storage'>;

/**
 * `me` calls `to` from this socket: refused unless the two may message each other and both lines are
 * free. It rings on every tab of the person called; the `ringing` hooks hear it too (push).
 * A busy line is kept as a missed call in both chats, and the caller is told.
 */
export async function startCall(
  deps: Deps,
  me: string,
  connectionId: string,
  to: string,
  media: CallMedia,
  onHookError: (err: unknown) => void,
): Promise<Extract<ServerMessage, { type: 'call.started' }>> {
  if (!isRealProfileId(to)) throw callDemoRefused();
  const callee = to.toLowerCase();
  if (callee === me) throw callSelfRefused();
  const decision = await deps.limiter.hit(`calls:start:${me}`, deps.env.RATE_CALLS_PER_HOUR, 3600);
  if (!decision.allowed)
    throw tooManyRequests(
      decision.retryAfterSeconds,
      'You have started many calls. Please wait a while and try again.',
    );
  const now = deps.clock();
  const ringsUntil = new Date(now.getTime() + deps.env.CALL_RING_TIMEOUT_SECONDS * 1000);
  const db = deps.database.db;
  const opened = await openCall(db, { callerId: me, calleeId: callee, media, connectionId, now, ringsUntil });
  if (!opened.ok) {
    if (opened.why === 'not_allowed') throw callNotAllowed();
    if (opened.why === 'caller_busy') throw callerBusy();
    await announceEnded(deps, [await insertBusyCall(db, me, callee, media, now)], onHookError);
    throw calleeBusy();
  }
  const [caller, peer] = await Promise.all([selectCallPerson(db, me), selectCallPerson(db, callee)]);
  const call = callView(opened.call);
  const from = callPerson(deps, me, caller);
  await publishToUser(deps.bus, callee, { type: 'call.incoming', call, from });
  await runCallHooks(deps, 'ringing', call, from, onHookError);
  return {
    type: 'call.started',
    call,
    peer: callPerson(deps, callee, peer),
    iceServers: iceServersFor(deps, me).iceServers,
  };
}
