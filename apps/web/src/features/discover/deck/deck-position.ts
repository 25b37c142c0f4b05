import { i18n } from '@/lib/i18n/i18n.ts';
/** Where the person is in the deck and what the deck should show there. Pure, so it is tested alone. */

type DeckView = 'card' | 'fetching' | 'end';

/**
 * 'n of total': the server's total can trail what is loaded (someone joined, a page came in with
 * more), so the counter never shows a position past its total.
 */
export function deckCounter(index: number, loaded: number, total: number): string {
  return i18n.t('discover:counter', { position: index + 1, total: Math.max(total, loaded, index + 1) });
}

export function deckView(index: number, loaded: number, hasMore: boolean): DeckView {
  if (index < loaded) return 'card';
  return hasMore ? 'fetching' : 'end';
}

export const isLastLoaded = (index: number, loaded: number) => loaded > 0 && index === loaded - 1;

export const canUndo = (index: number) => index > 0;

/**
 * The card to return to after the server undid a swipe: the person it names when they are still
 * in the loaded deck (the last swipe may be further back than one card when 'Next Profile' skipped
 * some), otherwise simply one card back.
 */
export function indexAfterUndo(ids: readonly string[], index: number, undoneTargetId: string | null): number {
  if (undoneTargetId) {
    const at = ids.lastIndexOf(undoneTargetId, index);
    if (at >= 0 && at < index) return at;
  }
  return Math.max(0, index - 1);
}
