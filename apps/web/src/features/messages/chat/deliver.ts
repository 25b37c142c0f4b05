import type { SendMessageBody, SendMessageResult } from '@sankofa/contracts';
import type { RealtimeClient } from '@/lib/realtime/realtime-client.ts';
import { postMessage } from '../messaging-api.ts';

/** How long the socket may take to answer a send before the same message goes over HTTP instead. */
const SOCKET_ANSWER_TIMEOUT_MS = 5_000;

/** Answers that say nothing about the message itself: the same message goes over HTTP instead. */
const NOT_AN_ANSWER = new Set(['unavailable', 'internal_error']);

/** The server refused a message sent over the socket, in its own words. */
export class SendRefused extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'SendRefused';
  }
}

/**
 * Sends over the open socket and waits for its answer. Resolves null when the socket cannot carry
 * it (not open, lost, silent for too long, or failing on the server's side); the caller then uses
 * HTTP with the same client id, so a message the server did store is answered again rather than
 * stored twice.
 */
export function sendOverSocket(
  client: RealtimeClient,
  to: string,
  body: SendMessageBody,
  timeoutMs = SOCKET_ANSWER_TIMEOUT_MS,
): Promise<SendMessageResult | null> {
  if (client.status !== 'open') return Promise.resolve(null);
  const ref = body.clientId;
  return new Promise((resolve, reject) => {
    const stops: (() => void)[] = [];
    const finish = (done: () => void) => {
      for (const stop of stops) stop();
      done();
    };
    stops.push(
      client.on('chat.sent', (m) => {
        if (m.ref === ref) finish(() => resolve({ message: m.message, tokenBalance: m.tokenBalance }));
      }),
      client.on('error', (m) => {
        if (m.ref !== ref) return;
        finish(() => (NOT_AN_ANSWER.has(m.code) ? resolve(null) : reject(new SendRefused(m.code, m.message))));
      }),
      client.onStatus((status) => {
        if (status !== 'open') finish(() => resolve(null));
      }),
    );
    const timer = setTimeout(() => finish(() => resolve(null)), timeoutMs);
    stops.push(() => clearTimeout(timer));
    if (!client.send({ type: 'chat.send', ref, to, ...body })) finish(() => resolve(null));
  });
}

/** Over the socket when it is open, else (or when it fails to answer) over HTTP; one client id either way. */
export async function deliver(client: RealtimeClient, to: string, body: SendMessageBody): Promise<SendMessageResult> {
  return (await sendOverSocket(client, to, body)) ?? postMessage(to, body);
}
