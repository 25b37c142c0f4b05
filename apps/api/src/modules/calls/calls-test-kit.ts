import { sql } from 'drizzle-orm';
import type { CallMedia } from '@sankofa/contracts';
import type { Db } from '../../db/client.ts';
import type { ServerMessage } from '@sankofa/contracts/realtime';
import type { TestSocket } from '../realtime/realtime-test-client.ts';
import { newRef, waitFor } from '../messaging/messaging-test-kit.ts';
import type { Member } from '../social/social-test-kit.ts';

/** Test-only helpers for calls over real sockets. */

type Of<T extends ServerMessage['type']> = Extract<ServerMessage, { type: T }>;
type ErrorEvent = Of<'error'>;

async function ask<T extends ServerMessage['type']>(
  socket: TestSocket,
  frame: Record<string, unknown>,
  answer: T,
): Promise<Of<T> | ErrorEvent> {
  const ref = newRef(String(frame.type));
  socket.send(JSON.stringify({ ...frame, ref }));
  return (await waitFor(
    socket,
    (m) => (m.type === answer || m.type === 'error') && 'ref' in m && m.ref === ref,
    `${answer} for ${ref}`,
  )) as Of<T> | ErrorEvent;
}

export const startCall = (socket: TestSocket, to: Member | string, media: CallMedia = 'video') =>
  ask(socket, { type: 'call.start', to: typeof to === 'string' ? to : to.id, media }, 'call.started');

export async function ringing(socket: TestSocket, to: Member, media: CallMedia = 'video'): Promise<Of<'call.started'>> {
  const got = await startCall(socket, to, media);
  if (got.type !== 'call.started') throw new Error(`call refused: ${JSON.stringify(got)}`);
  return got;
}

export const answer = (socket: TestSocket, callId: string) =>
  ask(socket, { type: 'call.answer', callId }, 'call.answered');
export const heartbeat = (socket: TestSocket, callId: string) =>
  ask(socket, { type: 'call.heartbeat', callId }, 'call.alive');

/** Sends a frame with no answer of its own; any refusal comes back as an error with its ref. */
export async function command(socket: TestSocket, frame: Record<string, unknown>): Promise<ErrorEvent | null> {
  const got = await ask(socket, frame, 'call.ack');
  return got.type === 'error' ? got : null;
}

export const offer = (sdp = 'v=0 offer') => ({ kind: 'description', description: { type: 'offer', sdp } });
export const answerSdp = (sdp = 'v=0 answer') => ({ kind: 'description', description: { type: 'answer', sdp } });

export const signal = (socket: TestSocket, callId: string, s: Record<string, unknown>) =>
  command(socket, { type: 'call.signal', callId, signal: s });

export const updatesOf = (socket: TestSocket, callId: string) =>
  socket.messages.filter((m): m is Of<'call.updated'> => m.type === 'call.updated' && m.call.id === callId);

export const callStatusIs = (callId: string, status: string) => (m: ServerMessage) =>
  m.type === 'call.updated' && m.call.id === callId && m.call.status === status;

export const signalsOf = (socket: TestSocket) => socket.messages.filter((m) => m.type === 'call.signal');

export const callLineOn = (socket: TestSocket, text: string) => (m: ServerMessage) =>
  m.type === 'chat.message_created' && m.message.kind === 'call' && m.message.text === text;

export { waitFor };

/**
 * Moves one call's clock readings `ms` into the past, so the sweep can run at the real time and
 * still find it stale. A sweep with a clock ahead instead would also act on the calls of test
 * files running alongside on the same database, and announce their ends on the wrong app's bus.
 */
export async function ageCall(db: Db, callId: string, ms: number): Promise<void> {
  const by = sql`make_interval(secs => ${ms / 1000})`;
  await db.execute(sql`
    update calls set created_at = created_at - ${by}, rings_until = rings_until - ${by},
      answered_at = answered_at - ${by}, caller_seen_at = caller_seen_at - ${by}, callee_seen_at = callee_seen_at - ${by}
    where id = ${callId}`);
}
