import { useEffect, useRef, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { toast } from 'sonner';
import { RealtimeProvider } from '@/lib/realtime/use-realtime.tsx';
import { clearCacheOnUserChange, queryClient } from '@/lib/query-client.ts';
import { Outlet, useNavigate } from 'react-router';
import { useAuth, authToast } from '@/features/auth';
import { AppHeader } from './app-header.tsx';
import { BottomTabs } from './bottom-tabs.tsx';
import { ConfirmEmailBanner } from './confirm-email-banner.tsx';
import { ConnectionTroubleBanner } from './connection-trouble-banner.tsx';
import { MessageEvents } from '@/features/messages';
import { CallsProvider } from '@/features/calls';
import { TabVisibilityReporter, UpdatePrompt } from '@/features/pwa';
import { ConnectionEvents } from './use-connection-events.ts';
import { useNotificationPermission } from './use-notification-permission.ts';
import { useTranslation } from 'react-i18next';

export default function AppShell() {
  const { t } = useTranslation();
  const { session } = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const leaving = useRef(false);
  useNotificationPermission();
  useEffect(() => clearCacheOnUserChange(session, queryClient), [session]);

  async function signOut() {
    setSigningOut(true);
    leaving.current = true;
    try {
      await session.signOut('local');
      authToast.signedOut();
      navigate('/auth', { replace: true });
    } catch (err) {
      leaving.current = false;
      authToast.error('signOutError', err instanceof Error ? err.message : t('tryAgain'));
    } finally {
      setSigningOut(false);
    }
  }

  // Another device signed this one out, or the session was ended for safety: leave at once.
  function onRevoked() {
    if (leaving.current) return; // our own sign-out; it says goodbye itself
    session.clear();
    toast(t('shell.signedOut'), { id: 'auth', description: t('shell.sessionEnded') });
  }

  return (
    // The query cache lives here, in the lazily loaded shell, so the landing route never loads it.
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider getAccessToken={() => session.getAccessToken()} onRevoked={onRevoked}>
        <ConnectionEvents />
        <MessageEvents />
        <TabVisibilityReporter />
        <CallsProvider>
          <div className="min-h-dvh bg-sand-50">
            <AppHeader onSignOut={signOut} signingOut={signingOut} />
            <ConnectionTroubleBanner />
            <UpdatePrompt />
            <ConfirmEmailBanner />
            <main className="mx-auto max-w-6xl px-4 pb-28 pt-6 md:pb-12">
              <Outlet />
            </main>
            <BottomTabs />
          </div>
        </CallsProvider>
      </RealtimeProvider>
    </QueryClientProvider>
  );
}
