export const EMAIL_MESSAGE = 'Please enter a valid email address';

// The server's check is the authority; this only spares a round trip for obvious typos.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const isValidEmail = (value: string) => value.trim().length <= 254 && EMAIL.test(value.trim());
