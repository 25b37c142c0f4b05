/**
 * Limits the server enforces (packages/contracts/src/profile.ts), repeated here because importing
 * the contracts at run time would ship zod to the browser; limits.test.ts keeps the two equal.
 */
export const MAX_PHOTOS = 6;
export const INTERESTS_MAX = 20;
export const INTEREST_MAX = 40;
export const DISPLAY_NAME_MIN = 2;
export const DISPLAY_NAME_MAX = 50;
export const OCCUPATION_MAX = 80;
export const LOCATION_MAX = 120;
export const BIO_MAX = 500;
export const MIN_AGE = 18;
export const MAX_AGE = 120;
export const PHONE_MAX = 32;
export const CONTACT_NAME_MAX = 100;
export const PHONE_MESSAGE = 'Phone numbers may contain only digits, spaces, +, -, ( and )';
