import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { queryClient } from '@/lib/query-client.ts';
import { AuthProvider } from '@/features/auth/auth-provider.tsx';
import { router } from './router.tsx';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
        <Toaster position="top-center" closeButton visibleToasts={3} duration={4000} />
      </AuthProvider>
    </QueryClientProvider>
  );
}
