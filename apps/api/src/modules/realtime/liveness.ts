import type { WebSocket } from 'ws';
import { PRESENCE_HEARTBEAT_MS } from '@sankofa/contracts/realtime';
import type { Connection } from './connection.ts';
import type { PresenceStore } from './presence-store.ts';

interface LivenessDeps {
  conns: ReadonlyMap<WebSocket, Connection>;
  store: PresenceStore;
  now(): Date;
  /** Access token of this connection has expired. */
  expire(conn: Connection): void;
  spellStarted(userId: string, at: Date): Promise<void>;
  spellEnded(userId: string, at: Date): Promise<void>;
  onError(what: string, err: unknown): void;
  /** Server pings, dead-peer removal, presence refresh and sweep run this often (default 30 s). */
  livenessEveryMs?: number;
  /** Token expiry and frame-rate windows are checked this often (default 5 s). */
  tickEveryMs?: number;
}

interface Liveness {
  livenessRound(): Promise<void>;
  stop(): void;
}

/**
 * The liveness period is worked through in this many slices, one slice of the sockets at a time.
 * Pinging and refreshing 5,000 sockets in one go blocked the event loop for 100–400 ms every 30 s,
 * and every chat event queued behind it. A thirtieth of them (one slice a second) still held it for
 * 5–14 ms, which was most of the relay's p99; a hundred-and-fiftieth (every 200 ms) is about a
 * millisecond.
 */
export const LIVENESS_SLICES = 150;

/** Two shared intervals for all sockets of the instance: no per-socket timers. */
export function startLiveness(d: LivenessDeps): Liveness {
  /** Token expiry and the frame-rate window. */
  function tick(): void {
    const t = d.now().getTime();
    for (const conn of d.conns.values()) {
      conn.frames = 0;
      if (conn.open && t >= conn.expiresAtMs) d.expire(conn);
    }
  }

  /**
   * Drops peers (of one slot, or all) that did not answer the previous ping, pings the rest and
   * refreshes their presence: a connected tab keeps its user online even if its own timers are throttled.
   */
  async function checkSockets(slot: number | null): Promise<void> {
    const at = d.now();
    const refreshes: Promise<unknown>[] = [];
    for (const conn of d.conns.values()) {
      if (!conn.open || (slot !== null && conn.slot !== slot)) continue;
      if (!conn.alive) {
        conn.ws.terminate();
        continue;
      }
      conn.alive = false;
      conn.ws.ping();
      const userId = conn.userId;
      refreshes.push(d.store.heartbeat(userId, conn.id, at).then((s) => (s ? d.spellStarted(userId, at) : undefined)));
    }
    const failed = (await Promise.allSettled(refreshes)).find((r) => r.status === 'rejected');
    if (failed) d.onError('presence refresh failed', failed.reason);
  }

  /** Ends the presence of connections that lapsed anywhere (for example those of a crashed instance). */
  async function sweep(): Promise<void> {
    const at = d.now();
    try {
      const ended = await d.store.sweep(at);
      await Promise.all(ended.map((userId) => d.spellEnded(userId, at)));
    } catch (err) {
      d.onError('presence sweep failed', err);
    }
  }

  /** Every socket at once, then the sweep (for tests). */
  async function livenessRound(): Promise<void> {
    await checkSockets(null);
    await sweep();
  }

  // Each socket is still visited once per period; the sweep runs once per period, after the last slice.
  let slice = 0;
  async function nextSlice(): Promise<void> {
    const current = slice;
    slice = (slice + 1) % LIVENESS_SLICES;
    await checkSockets(current);
    if (current === LIVENESS_SLICES - 1) await sweep();
  }

  const tickTimer = setInterval(tick, d.tickEveryMs ?? 5_000);
  const livenessTimer = setInterval(
    () => void nextSlice(),
    (d.livenessEveryMs ?? PRESENCE_HEARTBEAT_MS) / LIVENESS_SLICES,
  );
  tickTimer.unref();
  livenessTimer.unref();
  return {
    livenessRound,
    stop() {
      clearInterval(tickTimer);
      clearInterval(livenessTimer);
    },
  };
}
