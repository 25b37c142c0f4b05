export const DECK_PAGE_SIZE = 15;
export const MATCH_MESSAGE_MAX = 200;
export const SEARCH_MIN = 2;
export const SEARCH_REAL_LIMIT = 15;
export const SEARCH_DEMO_LIMIT = 5;

/**
 * Distance in coarse buckets computed from snapped points, never a number of miles: someone moving
 * around cannot triangulate another person from it.
 */
export const DISTANCE_BUCKETS = ['nearby', 'within_10', 'within_25', 'within_50', 'within_100', 'far'] as const;

/** 'Likes You' (Silver and above, decision 0013): people who liked me and whom I have not swiped yet. */
export const LIKES_YOU_PAGE_SIZE = 20;

export const DISTANCE_BUCKET_LABELS: Record<(typeof DISTANCE_BUCKETS)[number], string> = {
  nearby: 'Less than 2 miles away',
  within_10: 'Less than 10 miles away',
  within_25: 'Less than 25 miles away',
  within_50: 'Less than 50 miles away',
  within_100: 'Less than 100 miles away',
  far: 'More than 100 miles away',
};
