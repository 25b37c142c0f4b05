/** What one push says about a message: the spec's desktop notice body, 100 characters then an ellipsis. */
export const PUSH_MESSAGE_BODY_MAX = 100;

/** How often a visible tab says so again (the server forgets a tab that stops saying it). */
export const TAB_VISIBLE_REFRESH_MS = 60_000;
