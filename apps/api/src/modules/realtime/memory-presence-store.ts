import { PRESENCE_TTL_MS } from '@sankofa/contracts/realtime';
import { offlineEntry, type PresenceStore, type PresenceStoreOptions } from './presence-store.ts';

interface Spell {
  /** Epoch ms when the current online spell began. */
  since: number;
  /** connectionId → epoch ms at which it lapses. */
  conns: Map<string, number>;
}

/** In-process presence: the embedded default for a single instance. */
export function createMemoryPresenceStore(opts: PresenceStoreOptions = {}): PresenceStore {
  const ttlMs = opts.ttlMs ?? PRESENCE_TTL_MS;
  const spells = new Map<string, Spell>();

  /** Drops lapsed connections; true when some live connection remains. */
  function prune(spell: Spell, now: number): boolean {
    for (const [id, until] of spell.conns) if (until <= now) spell.conns.delete(id);
    return spell.conns.size > 0;
  }

  function announce(userId: string, connectionId: string, now: Date): boolean {
    const t = now.getTime();
    let spell = spells.get(userId);
    let started = false;
    if (!spell || !prune(spell, t)) {
      spell = { since: t, conns: new Map() };
      spells.set(userId, spell);
      started = true;
    }
    spell.conns.set(connectionId, t + ttlMs);
    return started;
  }

  return {
    async connect(userId, connectionId, now) {
      return announce(userId, connectionId, now);
    },
    async heartbeat(userId, connectionId, now) {
      return announce(userId, connectionId, now);
    },
    async disconnect(userId, connectionId, now) {
      const spell = spells.get(userId);
      if (!spell) return false;
      spell.conns.delete(connectionId);
      if (prune(spell, now.getTime())) return false;
      spells.delete(userId);
      return true;
    },
    async list(userIds, now) {
      const t = now.getTime();
      return [...new Set(userIds)].map((userId) => {
        const spell = spells.get(userId);
        if (!spell) return offlineEntry(userId);
        for (const until of spell.conns.values()) {
          if (until > t) return { userId, online: true, onlineAt: new Date(spell.since).toISOString() };
        }
        return offlineEntry(userId);
      });
    },
    async sweep(now) {
      const t = now.getTime();
      const ended: string[] = [];
      for (const [userId, spell] of spells) {
        if (prune(spell, t)) continue;
        spells.delete(userId);
        ended.push(userId);
      }
      return ended;
    },
    async close() {
      spells.clear();
    },
  };
}
