import { z } from 'zod';
import { Email } from './auth.ts';
export * from './constants/newsletter.ts';

export const NewsletterBody = z.strictObject({ email: Email });
export type NewsletterBody = z.input<typeof NewsletterBody>;
