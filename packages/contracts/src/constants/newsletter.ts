/** The same answer whether the address is new or already on the list. */
export const NEWSLETTER_THANKS = 'Thanks for subscribing! Look out for our next cultural digest.';
