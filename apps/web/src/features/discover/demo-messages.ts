import { i18n } from '@/lib/i18n/i18n.ts';
import type { SwipeKind } from '@sankofa/contracts';

/** Sample profiles can be looked at, nothing more; each blocked action says so (spec part 2 §6). */
export const DEMO_MESSAGES = {
  get like() {
    return i18n.t('discover:demo.like');
  },
  get interaction() {
    return i18n.t('discover:demo.interaction');
  },
  get message() {
    return i18n.t('discover:demo.message');
  },
  get friend() {
    return i18n.t('discover:demo.friend');
  },
};

// Messages (not a Discover screen) shows these too: their words are here before anyone taps.
void i18n.loadNamespaces('discover');

export const demoSwipeMessage = (kind: SwipeKind) => (kind === 'like' ? DEMO_MESSAGES.like : DEMO_MESSAGES.interaction);
