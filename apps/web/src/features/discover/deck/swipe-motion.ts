import type { SwipeAction } from './swipe-keys.ts';

export type CardExit = SwipeAction | 'next';

/** Where a card goes as it leaves: right for a like, left for a pass, up for a super like. */
export const EXIT_CLASSES: Record<CardExit, string> = {
  like: 'translate-x-[130%] rotate-12 opacity-0',
  pass: '-translate-x-[130%] -rotate-12 opacity-0',
  super_like: '-translate-y-[120%] opacity-0',
  next: 'scale-95 opacity-0',
};

/** A drag farther than this (in CSS pixels) counts as a swipe when released. */
const DRAG_THRESHOLD = 100;

export function dragOutcome(dx: number, dy: number): SwipeAction | null {
  if (Math.abs(dx) >= Math.abs(dy)) {
    if (dx >= DRAG_THRESHOLD) return 'like';
    if (dx <= -DRAG_THRESHOLD) return 'pass';
    return null;
  }
  return dy <= -DRAG_THRESHOLD ? 'super_like' : null;
}
