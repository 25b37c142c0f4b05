declare const __APP_NAME__: string;

/** The product's name: one configuration value (APP_NAME at build time). */
export const APP_NAME: string = __APP_NAME__;
export const TAGLINE = 'Cultured in Connection';
export const CONTACT_EMAIL = 'hello@culturedinconnection.app';
