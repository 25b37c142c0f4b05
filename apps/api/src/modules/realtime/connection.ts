import type { WebSocket } from 'ws';
import type { Locale } from '@sankofa/contracts/locales';
import type { ServerMessage } from '@sankofa/contracts/realtime';
import { translateMessage } from '../../lib/i18n/translate-message.ts';

/** A slow consumer with this much unsent data is dropped rather than buffered without bound. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * Per-socket state, kept deliberately tiny (a few fields, no closures, no timers): the gateway's
 * shared listeners and intervals look connections up by their socket.
 */
export class Connection {
  /** Set while hello, subscriptions and presence are being set up. */
  settingUp = true;
  /** Hello sent; frames are processed and fan-out is delivered. */
  open = false;
  /** The socket has closed (or is being shut down). */
  closed = false;
  /** Bus memberships and presence released. */
  released = false;
  /** Answered the last server ping (or sent anything) since the previous liveness round. */
  alive = true;
  /** Frames received in the current rate window (reset by the gateway's shared tick). */
  frames = 0;

  constructor(
    readonly ws: WebSocket,
    readonly id: string,
    readonly userId: string,
    readonly sessionId: string,
    /** Access token expiry, epoch ms. */
    readonly expiresAtMs: number,
    /** Which slice of the liveness period checks this socket. */
    readonly slot: number,
    /** The member's language, for the error frames they read (decision 0058). */
    readonly locale: Locale = 'en',
  ) {}

  send(message: ServerMessage): void {
    // Error frames are written in English where they are raised, like the HTTP errors.
    const said =
      message.type === 'error' && this.locale !== 'en'
        ? { ...message, message: translateMessage(message.message, this.locale) }
        : message;
    this.sendRaw(JSON.stringify(said));
  }

  sendRaw(data: string): void {
    const ws = this.ws;
    if (ws.readyState !== ws.OPEN) return;
    if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      ws.terminate();
      return;
    }
    ws.send(data);
  }

  /** Closes politely; `reason` must stay under 123 bytes. */
  close(code: number, reason: string): void {
    const ws = this.ws;
    if (ws.readyState === ws.OPEN || ws.readyState === ws.CONNECTING) ws.close(code, reason);
  }
}
