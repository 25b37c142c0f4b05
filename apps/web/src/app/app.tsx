import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { AuthProvider } from '@/features/auth/auth-provider.tsx';
import { i18n } from '@/lib/i18n/i18n.ts';
import { router } from './router.ts';

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </I18nextProvider>
  );
}
