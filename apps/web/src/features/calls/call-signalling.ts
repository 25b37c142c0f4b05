import { randomRef } from './random-ref.ts';
import type { ClientMessage } from '@sankofa/contracts/realtime';
import type { RealtimeStatus, ServerMessageOf, ServerMessageType } from '@/lib/realtime/realtime-client.ts';
import { i18n } from '@/lib/i18n/i18n.ts';

/** The part of the realtime client calls use (RealtimeClient fits it; unit tests pass a fake). */
export interface CallChannel {
  send(message: ClientMessage): boolean;
  on<T extends ServerMessageType>(type: T, handler: (message: ServerMessageOf<T>) => void): () => void;
  onStatus(handler: (status: RealtimeStatus) => void): () => void;
}

export class CallRefused extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const ANSWER_WAIT_MS = 10_000;

/**
 * Sends a call command with a ref of its own and answers the event that carries it back, or throws
 * the refusal (`error` with that ref) as a CallRefused.
 */
export function ask<T extends ServerMessageType>(
  channel: CallChannel,
  frame: ClientMessage,
  answer: T,
): Promise<ServerMessageOf<T>> {
  const ref = randomRef();
  return new Promise((resolve, reject) => {
    const offs: (() => void)[] = [];
    const done = () => {
      clearTimeout(timer);
      for (const off of offs) off();
    };
    const timer = setTimeout(() => {
      done();
      reject(new CallRefused('timeout', i18n.t('calls:toasts.timeout')));
    }, ANSWER_WAIT_MS);
    offs.push(
      channel.on(answer, (m) => {
        if ((m as { ref?: string }).ref !== ref) return;
        done();
        resolve(m);
      }),
      channel.on('error', (m) => {
        if (m.ref !== ref) return;
        done();
        reject(new CallRefused(m.code, m.message));
      }),
    );
    if (!channel.send({ ...frame, ref } as ClientMessage)) {
      done();
      reject(new CallRefused('offline', i18n.t('calls:toasts.offline')));
    }
  });
}
