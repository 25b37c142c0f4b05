import { RouterProvider } from 'react-router';
import { AuthProvider } from '@/features/auth/auth-provider.tsx';
import { router } from './router.ts';

export function App() {
  return (
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>
  );
}
