/** What other features may use of auth; everything else in the folder is its own. */
export { useAuth } from './auth-provider.tsx';
export { useDistanceUnit } from './use-distance-unit.ts';
export { authToast } from './auth-toasts.ts';
export { AuthLayout } from './auth-layout.tsx';
