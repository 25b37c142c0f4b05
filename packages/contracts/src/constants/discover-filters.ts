// Discovery filters (decision 0015): the cultural match filter is part of Gold and above, the
// advanced filters of Platinum. Every field has an "anything" value, so an empty filter is the
// default and clearing is always possible.

/** The minimum match percentages offered; null means any match. */
export const MATCH_MINIMUMS = [50, 70, 85] as const;
export const HEIGHT_MIN_CM = 100;
export const HEIGHT_MAX_CM = 250;

export const KIDS_CHOICES = ['any', 'yes', 'no'] as const;
