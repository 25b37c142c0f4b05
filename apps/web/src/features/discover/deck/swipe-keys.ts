export type SwipeAction = 'pass' | 'like' | 'super_like';

const KEYS: Record<string, SwipeAction> = { ArrowLeft: 'pass', ArrowRight: 'like', ArrowUp: 'super_like' };
const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

interface KeyLike {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  repeat?: boolean;
}

interface TargetLike {
  tagName?: string;
  isContentEditable?: boolean;
  closest?: (selector: string) => unknown;
}

/**
 * Which swipe an arrow key means, or null when the key belongs to something else: typing in a
 * field, a shortcut with a modifier, a held-down key (one press must not swipe a whole row of
 * people), or anything inside an open dialog or menu.
 */
export function swipeForKey(event: KeyLike, target: TargetLike | null): SwipeAction | null {
  const action = KEYS[event.key];
  if (!action || event.repeat) return null;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  if (target) {
    if (target.tagName && TYPING.has(target.tagName.toUpperCase())) return null;
    if (target.isContentEditable) return null;
    if (target.closest?.('[role="dialog"],[role="alertdialog"],[role="menu"],[role="listbox"]')) return null;
  }
  return action;
}
