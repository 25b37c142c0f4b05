import type { Bus } from '../../adapters/bus/bus.ts';

/**
 * How long this instance trusts a session it found live without asking again. Long enough to cover a
 * reconnecting phone's handshake and the catch-up read that follows it (issue #24: a hundred
 * reconnects a second ran the pool dry); short enough that a revocation this instance did not hear
 * about (Redis away) still takes effect within seconds, not at the access token's expiry.
 */
export const LIVE_SESSION_TTL_MS = 5_000;
/** Bounds memory: beyond this many sessions the cache starts afresh (a miss only costs a statement). */
const MAX_SESSIONS = 100_000;
/** Every instance hears every revoked session here, whether or not it holds that session's sockets. */
export const SESSIONS_REVOKED_CHANNEL = 'sessions:revoked';

interface Entry {
  userId: string;
  locale: string | null;
  until: number;
}

/**
 * Sessions this instance found live a moment ago. Only positive answers are kept, and only once the
 * instance listens for revocations; a revocation (sign-out, password change, ban, deletion, reuse
 * of a refresh token) is published to every instance and forgets the session at once, here before it
 * is even published. An answer read from the database before a revocation is not kept.
 */
export class LiveSessions {
  private readonly entries = new Map<string, Entry>();
  private revocations = 0;
  private listening = false;

  constructor(
    private readonly ttlMs = LIVE_SESSION_TTL_MS,
    private readonly maxSessions = MAX_SESSIONS,
  ) {}

  /** Starts trusting answers once revocations can be heard; until then every check asks the database. */
  listen(): void {
    this.listening = true;
  }

  /** The session's owner language when it is known to be live for `userId` right now. */
  get(sessionId: string, userId: string, nowMs: number): { locale: string | null } | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.until <= nowMs || entry.userId !== userId) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return { locale: entry.locale };
  }

  /** Taken before asking the database; hand it back to `remember`. */
  mark(): number {
    return this.revocations;
  }

  remember(
    sessionId: string,
    userId: string,
    locale: string | null,
    expiresAtMs: number,
    nowMs: number,
    mark: number,
  ): void {
    if (!this.listening || mark !== this.revocations) return;
    if (this.entries.size >= this.maxSessions) this.entries.clear();
    this.entries.set(sessionId, { userId, locale, until: Math.min(nowMs + this.ttlMs, expiresAtMs) });
  }

  forget(sessionId: string): void {
    this.revocations++;
    this.entries.delete(sessionId);
  }

  /** Forgets everything: revocations may have been missed (the bus was cut off). */
  clear(): void {
    this.revocations++;
    this.entries.clear();
  }
}

const byBus = new WeakMap<Bus, LiveSessions>();

/** The cache of the instance this bus belongs to, listening for revocations from its first use. */
export function liveSessionsOf(bus: Bus): LiveSessions {
  const known = byBus.get(bus);
  if (known) return known;
  const cache = new LiveSessions();
  byBus.set(bus, cache);
  const sessionOf = (m: unknown) =>
    typeof m === 'object' && m !== null ? (m as { sessionId?: unknown }).sessionId : undefined;
  bus.onRecovered(() => cache.clear());
  bus
    .subscribe(SESSIONS_REVOKED_CHANNEL, (message) => {
      const id = sessionOf(message);
      if (typeof id === 'string') cache.forget(id);
      else cache.clear();
    })
    .then(
      () => cache.listen(),
      // Without the subscription nothing is trusted: every check keeps asking the database.
      () => undefined,
    );
  return cache;
}
