export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const LOCATION_MAX = 120;
export const BIO_MAX = 500;

export const EMAIL_MESSAGE = 'Please enter a valid email address';

export const SIGNUP_CODE_LENGTH = 6;

export const SIGNUP_CODE_MESSAGE = `Please enter the ${SIGNUP_CODE_LENGTH}-digit code from the email`;
