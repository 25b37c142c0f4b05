/** Other people's changes (new sign-ups, edited answers) reach a deck within this long. */
export const DECK_STALE_MS = 10 * 60_000;
