import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { Toaster } from 'sonner';

/** The width below which the bottom tab bar shows (Tailwind's md). */
const PHONE = '(max-width: 767.98px)';

function subscribe(onChange: () => void) {
  const media = window.matchMedia(PHONE);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const usePhone = () =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );

/**
 * Phone pages whose bottom is what a member uses next: the deck's swipe buttons and Message / Add
 * Friend, and the chat composers of Messages and of a live stream (a toast there stays while the tab
 * is in the background, as toasts pause when a page is hidden).
 */
const BUSY_BOTTOM = /^\/app(?:$|\/streaming|\/messages)/;

/**
 * Toasts rest where they cover nothing a member is about to use: bottom right, above the phone's tab
 * bar (offsets in styles.css), so the header, the navigation and onboarding's progress stay clear.
 * On phone pages with a busy bottom they come down from under the header instead. 4 s, 3 visible (spec).
 */
export default function AppToaster() {
  const { pathname } = useLocation();
  const overPhoto = usePhone() && BUSY_BOTTOM.test(pathname);
  const sides = { left: '0.75rem', right: '0.75rem' };
  return (
    <Toaster
      position={overPhoto ? 'top-center' : 'bottom-right'}
      offset={{ top: 'var(--toast-offset-top)', bottom: 'var(--toast-offset-bottom)', right: '1.5rem' }}
      mobileOffset={
        overPhoto ? { top: 'var(--toast-offset-top)', ...sides } : { bottom: 'var(--toast-offset-bottom)', ...sides }
      }
      closeButton
      visibleToasts={3}
      duration={4000}
    />
  );
}
