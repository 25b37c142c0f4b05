import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { StreamCard, StreamChatMessage } from '@sankofa/contracts';
import type { ServerMessage } from '@sankofa/contracts/realtime';
import type { TestApp } from '../../test/harness.ts';
import type { TestSocket } from '../realtime/realtime-test-client.ts';
import { newRef, waitFor } from '../messaging/messaging-test-kit.ts';
import { call, type Member } from '../social/social-test-kit.ts';

/** Test-only helpers for streaming: go live, host, join and signal as members. */

export async function goLive(
  t: TestApp,
  host: Member,
  title = `Highlife night ${randomUUID().slice(0, 6)}`,
  extra = {},
): Promise<StreamCard> {
  const res = await call(t, host, 'POST', '/api/streams', { title, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as StreamCard;
}

type Answer<T extends ServerMessage['type']> = Extract<ServerMessage, { type: T }>;
type ErrorEvent = Answer<'error'>;

async function command<T extends ServerMessage['type']>(
  socket: TestSocket,
  frame: Record<string, unknown>,
  answer: T,
): Promise<Answer<T> | ErrorEvent> {
  const ref = newRef(String(frame.type));
  socket.send(JSON.stringify({ ...frame, ref }));
  return (await waitFor(
    socket,
    (m) => (m.type === answer || m.type === 'error') && 'ref' in m && m.ref === ref,
    `${answer} ${ref}`,
  )) as Answer<T> | ErrorEvent;
}

export const host = (socket: TestSocket, streamId: string) =>
  command(socket, { type: 'stream.host', streamId }, 'stream.hosting');
export const join = (socket: TestSocket, streamId: string) =>
  command(socket, { type: 'stream.join', streamId }, 'stream.joined');
export const renew = (socket: TestSocket, streamId: string) =>
  command(socket, { type: 'stream.renew', streamId }, 'stream.renewed');
export const follow = (socket: TestSocket, on = true) =>
  command(socket, { type: 'streams.follow', follow: on }, 'streams.following');

export async function joined(socket: TestSocket, streamId: string): Promise<Answer<'stream.joined'>> {
  const answer = await join(socket, streamId);
  if (answer.type === 'error') throw new Error(`join refused: ${answer.code} ${answer.message}`);
  return answer;
}

export async function hosting(socket: TestSocket, streamId: string): Promise<Answer<'stream.hosting'>> {
  const answer = await host(socket, streamId);
  if (answer.type === 'error') throw new Error(`host refused: ${answer.code} ${answer.message}`);
  return answer;
}

export const offer = (sdp = 'v=0 offer') => ({ kind: 'description', description: { type: 'offer', sdp } }) as const;
export const answerSignal = (sdp = 'v=0 answer') =>
  ({ kind: 'description', description: { type: 'answer', sdp } }) as const;

/** Sends a signal the server should relay (there is no answer; the peer's socket shows it). */
export function signal(socket: TestSocket, streamId: string, peerId: string, sig: unknown): void {
  socket.send(JSON.stringify({ type: 'stream.signal', ref: newRef('signal'), streamId, peerId, signal: sig }));
}

/** Sends a signal the server should refuse; answers the error event once the command has finished. */
export async function signalRefused(
  socket: TestSocket,
  streamId: string,
  peerId: string,
  sig: unknown,
): Promise<ErrorEvent> {
  const ref = newRef('signal');
  socket.send(JSON.stringify({ type: 'stream.signal', ref, streamId, peerId, signal: sig }));
  return (await waitFor(socket, (m) => m.type === 'error' && m.ref === ref, `refusal ${ref}`)) as ErrorEvent;
}

export const signalsOf = (socket: TestSocket) =>
  socket.messages.filter((m): m is Answer<'stream.signal'> => m.type === 'stream.signal');

export const viewerCountIs = (streamId: string, n: number) => (m: ServerMessage) =>
  m.type === 'stream.viewers_changed' && m.streamId === streamId && m.viewerCount === n;

export async function chat(t: TestApp, who: Member, streamId: string, body: Record<string, unknown>) {
  return call(t, who, 'POST', `/api/streams/${streamId}/chat`, { clientId: randomUUID(), ...body });
}

export async function chatOk(t: TestApp, who: Member, streamId: string, text: string): Promise<StreamChatMessage> {
  const res = await chat(t, who, streamId, { kind: 'text', text });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { message: StreamChatMessage }).message;
}
