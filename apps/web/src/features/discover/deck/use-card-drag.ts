import { useRef, useState, type PointerEvent } from 'react';
import { dragOutcome } from './swipe-motion.ts';
import type { SwipeAction } from './swipe-keys.ts';

/** Pointer travel below this is a tap, not a drag. */
const TAP_SLOP_PX = 8;

/**
 * The card follows a finger or mouse; released past the threshold it swipes, otherwise it springs
 * back (the card's transition takes it home). `wasDrag()` tells a click handler to ignore the click
 * that ends a drag.
 */
export function useCardDrag(onDragSwipe: ((action: SwipeAction) => void) | undefined, locked: boolean) {
  const [drag, setDrag] = useState<{ x: number; y: number } | null>(null);
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const dragged = useRef(false);

  const handlers = {
    onPointerDown(e: PointerEvent<HTMLElement>) {
      if (!onDragSwipe || locked || e.button !== 0) return;
      start.current = { x: e.clientX, y: e.clientY, id: e.pointerId };
      dragged.current = false;
    },
    onPointerMove(e: PointerEvent<HTMLElement>) {
      const s = start.current;
      if (!s || s.id !== e.pointerId) return;
      const d = { x: e.clientX - s.x, y: e.clientY - s.y };
      if (!dragged.current && Math.hypot(d.x, d.y) > TAP_SLOP_PX) {
        dragged.current = true;
        e.currentTarget.setPointerCapture(e.pointerId);
      }
      if (dragged.current) setDrag(d);
    },
    onPointerUp(e: PointerEvent<HTMLElement>) {
      const s = start.current;
      start.current = null;
      if (!s || s.id !== e.pointerId || !dragged.current || !drag) return setDrag(null);
      const action = dragOutcome(drag.x, drag.y);
      setDrag(null);
      if (action) onDragSwipe?.(action);
    },
  };

  function wasDrag(): boolean {
    if (!dragged.current) return false;
    dragged.current = false;
    return true;
  }

  return { drag, handlers: { ...handlers, onPointerCancel: handlers.onPointerUp }, wasDrag };
}
