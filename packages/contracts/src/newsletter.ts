import { z } from 'zod';
import { Email } from './auth.ts';

export const NewsletterBody = z.strictObject({ email: Email });
export type NewsletterBody = z.input<typeof NewsletterBody>;

/** The same answer whether the address is new or already on the list. */
export const NEWSLETTER_THANKS = "Thanks for subscribing! Look out for our next cultural digest.";
