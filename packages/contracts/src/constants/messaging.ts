/** Newest messages shown when a chat opens; older ones come in pages of the same size. */
export const MESSAGE_PAGE_SIZE = 50;
/** At most this many messages are returned when catching up after a reconnect. */
export const MESSAGE_CATCH_UP_MAX = 200;
/** A resume asks for at most this many conversations at once, and gets at most this many messages of each. */
export const CATCH_UP_CONVERSATIONS_MAX = 50;
export const CATCH_UP_MESSAGES_PER_CONVERSATION = 50;
export const CONVERSATION_PAGE_SIZE = 30;
export const MESSAGE_MAX_LENGTH = 2000;
/** A client id is made by the sender's browser (a UUID); a retry reuses it. */
export const CLIENT_ID_MAX_LENGTH = 64;

export const HEART_EMOJI = '❤️';
export const GIFT_EMOJI = '🎁';

export const GIFT_TYPES = ['rose', 'heart', 'diamond'] as const;

/** 'call': the line each call leaves in the chat (written by the server, never sent by a member). */
export const MESSAGE_KINDS = ['text', 'heart', 'gift', 'call'] as const;

/** How a call ended, as its chat line tells it; a busy line reads as missed. */
export const CALL_OUTCOMES = ['answered', 'missed', 'declined'] as const;

/** The spec's prices, in tokens. */
export const GIFT_CATALOGUE: Record<(typeof GIFT_TYPES)[number], { name: string; cost: number }> = {
  rose: { name: 'Rose', cost: 10 },
  heart: { name: 'Heart', cost: 25 },
  diamond: { name: 'Diamond', cost: 100 },
};
