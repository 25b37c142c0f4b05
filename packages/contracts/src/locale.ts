import { z } from 'zod';
import { LOCALES } from './locales.ts';

export * from './locales.ts';

/** A member's language, as a request may set it: one of the six offered. */
export const LocaleSchema = z.enum(LOCALES, { error: 'Please choose one of the languages offered' });
