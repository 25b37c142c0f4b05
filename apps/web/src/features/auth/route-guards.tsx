import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen.tsx';
import { useAuth } from './auth-provider.tsx';
import { useTranslation } from 'react-i18next';

/** Signed-in pages: visitors go to /auth, replacing the history entry. */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <LoadingScreen label={t('loadingExperience')} />;
  if (status === 'signed_out') return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  return children;
}

/**
 * /auth and /signin: a user who arrives signed in goes to /app. One who signs in here stays until the
 * page itself moves on (sign-up goes to /onboarding, not /app).
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { status } = useAuth();
  const [arrivedSignedOut, setArrivedSignedOut] = useState(false);
  if (status === 'signed_out' && !arrivedSignedOut) setArrivedSignedOut(true);
  if (status === 'loading') return <LoadingScreen label={t('loading')} />;
  if (status === 'signed_in' && !arrivedSignedOut) return <Navigate to="/app" replace />;
  return children;
}
