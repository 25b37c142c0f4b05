import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';

// Only the pages that can raise a toast load the toaster, so the landing route does not pay for it.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

export function WithToasts() {
  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        <Toaster position="top-center" closeButton visibleToasts={3} duration={4000} />
      </Suspense>
    </>
  );
}
