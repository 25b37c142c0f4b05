import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen.tsx';
import { useAuth } from './auth-provider.tsx';

/** Signed-in pages: visitors go to /auth, replacing the history entry. */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <LoadingScreen label="Loading your experience..." />;
  if (status === 'signed_out') return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  return children;
}

/** /auth and /signin: a signed-in user goes to /app, unless the page itself is moving on. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <LoadingScreen label="Loading ..." />;
  if (status === 'signed_in' && !(location.state as { leaving?: boolean } | null)?.leaving) return <Navigate to="/app" replace />;
  return children;
}
