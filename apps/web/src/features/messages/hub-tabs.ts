export const HUB_TABS = ['friends', 'matches', 'messages'] as const;
export type HubTab = (typeof HUB_TABS)[number];

/** The person a chat was started with, as Discover and the hub's own buttons hand it over. */
export interface ChatIntent {
  selectedUser: { userId: string; displayName: string; photoUrl: string | null };
  initialMessage?: string;
}

/**
 * Reads router state defensively: it survives reloads in history, so it may come from an older
 * version of the app or another page entirely.
 */
export function chatIntentOf(state: unknown): ChatIntent | null {
  if (!state || typeof state !== 'object') return null;
  const { selectedUser, initialMessage } = state as { selectedUser?: unknown; initialMessage?: unknown };
  if (!selectedUser || typeof selectedUser !== 'object') return null;
  const { userId, displayName, photoUrl } = selectedUser as Record<string, unknown>;
  if (typeof userId !== 'string' || !userId || typeof displayName !== 'string') return null;
  return {
    selectedUser: { userId, displayName, photoUrl: typeof photoUrl === 'string' && photoUrl ? photoUrl : null },
    ...(typeof initialMessage === 'string' && initialMessage.trim() ? { initialMessage } : {}),
  };
}

/** The tab named in the address; without one, a handed-over chat opens Messages, else Friends. */
export function tabOf(param: string | null, intent: ChatIntent | null): HubTab {
  if (HUB_TABS.includes(param as HubTab)) return param as HubTab;
  return intent ? 'messages' : 'friends';
}
