import { TAB_VISIBLE_REFRESH_MS } from '@sankofa/contracts/constants';

/**
 * Which members have a tab in front of them now, shared by every instance (never in PostgreSQL).
 * A tab says so over its socket when it becomes visible and again every TAB_VISIBLE_REFRESH_MS; it
 * counts as visible until VISIBLE_TTL_MS after it last said so, so the tabs of a crashed instance
 * stop holding pushes back on their own.
 */
export interface VisibleTabs {
  set(userId: string, tabId: string, visible: boolean, now: Date): Promise<void>;
  anyVisible(userId: string, now: Date): Promise<boolean>;
  close(): Promise<void>;
}

/** Two refreshes may be lost before a tab counts as hidden. */
export const VISIBLE_TTL_MS = TAB_VISIBLE_REFRESH_MS * 2 + 15_000;

/** In-process: the embedded default for one instance. */
export function createMemoryVisibleTabs(): VisibleTabs {
  const users = new Map<string, Map<string, number>>();
  return {
    async set(userId, tabId, visible, now) {
      const tabs = users.get(userId) ?? new Map<string, number>();
      if (visible) tabs.set(tabId, now.getTime() + VISIBLE_TTL_MS);
      else tabs.delete(tabId);
      for (const [id, until] of tabs) if (until <= now.getTime()) tabs.delete(id);
      if (tabs.size > 0) users.set(userId, tabs);
      else users.delete(userId);
    },
    async anyVisible(userId, now) {
      for (const until of users.get(userId)?.values() ?? []) if (until > now.getTime()) return true;
      return false;
    },
    async close() {
      users.clear();
    },
  };
}
