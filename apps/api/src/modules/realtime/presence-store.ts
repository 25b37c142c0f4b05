import type { PresenceEntry } from '@sankofa/contracts/realtime';

export type { PresenceEntry };

/**
 * Ephemeral presence, shared by every API instance (never in PostgreSQL).
 *
 * A user is online while at least one of their connections is live. A connection is live until
 * `ttlMs` (PRESENCE_TTL_MS) after its last announce, so the connections of a crashed instance lapse
 * on their own. An "online spell" starts when the first live connection appears and ends when the
 * last one goes; `onlineAt` is when the current spell began. Each end of a spell is reported exactly
 * once, by `disconnect` or by `sweep`, even when several instances race.
 */
export interface PresenceStore {
  /** Marks a new connection live. True when this started a new online spell. */
  connect(userId: string, connectionId: string, now: Date): Promise<boolean>;
  /** Re-announces a connection (re-adding it if it had lapsed). True when this started a new online spell. */
  heartbeat(userId: string, connectionId: string, now: Date): Promise<boolean>;
  /** Removes a connection. True when this ended the user's online spell. */
  disconnect(userId: string, connectionId: string, now: Date): Promise<boolean>;
  /** Presence of these users, in the given order (duplicates removed). */
  list(userIds: readonly string[], now: Date): Promise<PresenceEntry[]>;
  /** Drops lapsed connections; returns the users whose online spell thereby ended. */
  sweep(now: Date): Promise<string[]>;
  close(): Promise<void>;
}

export interface PresenceStoreOptions {
  /** Defaults to PRESENCE_TTL_MS. */
  ttlMs?: number;
}

export const offlineEntry = (userId: string): PresenceEntry => ({ userId, online: false, onlineAt: null });
