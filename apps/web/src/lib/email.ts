import { i18n } from './i18n/i18n.ts';

/** The message for an address that cannot be one, in the language shown. */
export const emailMessage = () => i18n.t('emailInvalid');

// The server's check is the authority; this only spares a round trip for obvious typos.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const isValidEmail = (value: string) => value.trim().length <= 254 && EMAIL.test(value.trim());
