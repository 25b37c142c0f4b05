import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AuthProvider } from '@/features/auth/auth-provider.tsx';
import { i18n } from '@/lib/i18n/i18n.ts';

/** What every screen sits in, the landing page included: its language and the member's session. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <AuthProvider>{children}</AuthProvider>
    </I18nextProvider>
  );
}
