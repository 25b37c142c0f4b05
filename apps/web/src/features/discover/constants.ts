/** Spec part 2 §9. */
export const SWIPE_ANIMATION_MS = 600;
export const MATCH_DIALOG_DELAY_MS = 700;
export const FRIEND_ERROR_RESET_MS = 3000;
export const SEARCH_DEBOUNCE_MS = 300;
