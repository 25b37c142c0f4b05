/**
 * Values the server also uses (packages/contracts/src/discover.ts), repeated here because importing
 * the contracts at run time would ship zod to the browser; constants.test.ts keeps the two equal.
 */
export const MATCH_MESSAGE_MAX = 200;
export const SEARCH_MIN = 2;

export const DISTANCE_BUCKET_LABELS = {
  nearby: 'Less than 2 miles away',
  within_10: 'Less than 10 miles away',
  within_25: 'Less than 25 miles away',
  within_50: 'Less than 50 miles away',
  within_100: 'Less than 100 miles away',
  far: 'More than 100 miles away',
} as const;

/** Spec part 2 §9. */
export const SWIPE_ANIMATION_MS = 600;
export const MATCH_DIALOG_DELAY_MS = 700;
export const FRIEND_ERROR_RESET_MS = 3000;
export const SEARCH_DEBOUNCE_MS = 300;
