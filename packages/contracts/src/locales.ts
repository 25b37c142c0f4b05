// Plain values with no zod, so the landing page's first bundle can import them without the schemas.

/** The languages the product is complete in (decision 0046); English is the source of every text. */
export const LOCALES = ['en', 'fr', 'pt', 'sw', 'yo', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

/** Languages written right to left. */
export const RTL_LOCALES: readonly Locale[] = ['ar'];

/** How distances are shown: kilometres or miles (decision 0058); an account may choose either. */
export const DISTANCE_UNITS = ['km', 'mi'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];
export const isDistanceUnit = (value: unknown): value is DistanceUnit => value === 'km' || value === 'mi';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
