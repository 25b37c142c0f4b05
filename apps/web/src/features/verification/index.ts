/** What other features may use of verification; everything else in the folder is its own. */
export { BiometricConsentDialog } from './biometric-consent-dialog.tsx';
export { getVerificationStatus, verificationKeys } from './verification-api.ts';
export { VerificationDialog } from './verification-dialog.tsx';
