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

/**
 * The first message handed over with a chat (from the match dialog), once its chat is open: kept in
 * the history entry with its client id until it is sent, so a reload in between sends the same
 * message again, which the server recognises, rather than a second one.
 */
export interface FirstMessage {
  to: string;
  text: string;
  clientId: string;
}

export function firstMessageOf(state: unknown): FirstMessage | null {
  if (!state || typeof state !== 'object') return null;
  const first = (state as { firstMessage?: unknown }).firstMessage;
  if (!first || typeof first !== 'object') return null;
  const { to, text, clientId } = first as Record<string, unknown>;
  if (typeof to !== 'string' || typeof text !== 'string' || typeof clientId !== 'string') return null;
  if (!to || !text.trim() || !/^[A-Za-z0-9_-]{8,64}$/.test(clientId)) return null;
  return { to, text: text.trim(), clientId };
}
