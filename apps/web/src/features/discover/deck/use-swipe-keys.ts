import { useEffect, useRef } from 'react';
import { swipeForKey, type SwipeAction } from './swipe-keys.ts';

/** Arrow keys swipe the card on screen, unless a dialog, menu or text field has them. */
export function useSwipeKeys(onSwipe: (action: SwipeAction) => void, enabled: boolean) {
  const handler = useRef(onSwipe);
  useEffect(() => {
    handler.current = onSwipe;
  });
  useEffect(() => {
    if (!enabled) return;
    function onKeyDown(e: KeyboardEvent) {
      if (e.defaultPrevented) return;
      // A dialog opened from elsewhere (search in the header) may not hold focus yet.
      if (document.querySelector('[role="dialog"],[role="alertdialog"]')) return;
      const action = swipeForKey(e, e.target instanceof Element ? e.target : null);
      if (!action) return;
      e.preventDefault(); // the arrows would otherwise scroll the page too
      handler.current(action);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
