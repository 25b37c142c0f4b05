export const TEXT_NOT_ALLOWED = 'contains characters that are not allowed';

/** The largest value of a PostgreSQL integer column: a bigger number in input is refused, not a 500. */
export const PG_INT_MAX = 2_147_483_647;
