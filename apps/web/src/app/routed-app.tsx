import { RouterProvider } from 'react-router';
import { NavigateContext, type Navigate } from '@/lib/navigation.ts';
import { router } from './router.ts';

const navigate: Navigate = (to) => void router.navigate(to);

/** The whole app's routes on the data router; its own chunk, which the landing page does not load. */
export function RoutedApp() {
  return (
    <NavigateContext.Provider value={navigate}>
      <RouterProvider router={router} />
    </NavigateContext.Provider>
  );
}
