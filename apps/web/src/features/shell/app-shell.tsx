import { useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useAuth } from '@/features/auth/auth-provider.tsx';
import { authToast } from '@/features/auth/auth-toasts.ts';
import { AppHeader } from './app-header.tsx';
import { BottomTabs } from './bottom-tabs.tsx';
import { useNotificationPermission } from './use-notification-permission.ts';

export default function AppShell() {
  const { session } = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  useNotificationPermission();

  async function signOut() {
    setSigningOut(true);
    try {
      await session.signOut('local');
      authToast.signedOut();
      navigate('/auth', { replace: true });
    } catch (err) {
      authToast.error('Sign Out Error', err instanceof Error ? err.message : 'Please try again.');
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <div className="min-h-dvh bg-sand-50">
      <AppHeader onSignOut={signOut} signingOut={signingOut} />
      <main className="mx-auto max-w-6xl px-4 pb-28 pt-6 md:pb-12">
        <Outlet />
      </main>
      <BottomTabs />
    </div>
  );
}
