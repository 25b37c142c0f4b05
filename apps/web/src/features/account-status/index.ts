/** What other features may use of account-status: the sign-in page keeps a refused sign-in's statement. */
export { rememberRestriction } from './restriction-store.ts';
