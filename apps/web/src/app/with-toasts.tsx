import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';

// Only the pages that can raise a toast load the toaster, so the landing route does not pay for it.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

export function WithToasts() {
  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        {/* Bottom right, above the phone's tab bar (styles.css): nothing at the top (header, navigation,
            onboarding's progress) is ever covered. Below 600 px sonner spans the width. */}
        <Toaster
          position="bottom-right"
          offset={{ bottom: 'var(--toast-offset-bottom)', right: '1.5rem' }}
          mobileOffset={{ bottom: 'var(--toast-offset-bottom)', left: '0.75rem', right: '0.75rem' }}
          closeButton
          visibleToasts={3}
          duration={4000}
        />
      </Suspense>
    </>
  );
}
