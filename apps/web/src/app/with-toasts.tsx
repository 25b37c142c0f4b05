import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';

// Only the pages that can raise a toast load the toaster, so the landing route does not pay for it.
const Toaster = lazy(() => import('./app-toaster.tsx'));

export function WithToasts() {
  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </>
  );
}
