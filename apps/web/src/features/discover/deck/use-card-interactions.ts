import { useRef, useState } from 'react';
import { toast } from 'sonner';
import type { MatchSummary, PublicProfile } from '@sankofa/contracts';
import { SWIPE_ANIMATION_MS } from '../constants.ts';
import { DEMO_MESSAGES, demoSwipeMessage } from '../demo-messages.ts';
import type { SwipeAction } from './swipe-keys.ts';
import type { CardExit } from './swipe-motion.ts';
import { useMessageFirst } from '../match/use-message-first.ts';
import { useReducedMotion } from './use-reduced-motion.ts';
import { useBoost } from './use-boost.ts';
import { useStartChat } from '../match/use-start-chat.ts';
import { useSwipe } from './use-swipe.ts';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * What a card on screen can do, shared by the deck and a search result: swipe with its 600 ms exit,
 * message, boost, the profile dialog and the match dialog. `onDone` runs once the card is finished
 * with (swiped, or skipped with Next).
 */
export function useCardInteractions(onDone: (profile: PublicProfile, action: CardExit) => void) {
  const reducedMotion = useReducedMotion();
  const [exit, setExit] = useState<CardExit | null>(null);
  const [match, setMatch] = useState<MatchSummary | null>(null);
  const [detailFor, setDetailFor] = useState<PublicProfile | null>(null);
  const { run, pending } = useSwipe(setMatch);
  const startChat = useStartChat();
  const boost = useBoost();
  const messageFirst = useMessageFirst();
  const busy = exit !== null || pending;
  // State updates land a render later; two quick key presses must still make one swipe.
  const moving = useRef(false);

  async function swipe(profile: PublicProfile, action: SwipeAction) {
    if (moving.current) return;
    if (profile.isDemo) {
      toast(demoSwipeMessage(action));
      return;
    }
    moving.current = true;
    setDetailFor(null);
    setExit(action);
    // The card leaves while the server records the swipe; if that fails, the card comes back.
    const [recorded] = await Promise.all([run(profile, action), wait(reducedMotion ? 0 : SWIPE_ANIMATION_MS)]);
    if (recorded) onDone(profile, action);
    setExit(null);
    moving.current = false;
  }

  async function next(profile: PublicProfile) {
    if (moving.current) return;
    moving.current = true;
    setExit('next');
    await wait(reducedMotion ? 0 : SWIPE_ANIMATION_MS);
    onDone(profile, 'next');
    setExit(null);
    moving.current = false;
  }

  function message(profile: PublicProfile) {
    if (profile.isDemo) {
      toast(DEMO_MESSAGES.message);
      return;
    }
    // The first-message box replaces the profile dialog rather than stacking a second dialog on it.
    void messageFirst.start(profile).then((writing) => writing && setDetailFor(null));
  }

  function sendMatchMessage(m: MatchSummary, text: string) {
    setMatch(null);
    startChat({ userId: m.userId, displayName: m.displayName, photoUrl: m.photoUrl }, text);
  }

  return {
    reducedMotion,
    exit,
    busy,
    swipe,
    next,
    message,
    boost,
    match,
    closeMatch: () => setMatch(null),
    sendMatchMessage,
    detailFor,
    openDetail: setDetailFor,
    closeDetail: () => setDetailFor(null),
    /** A Platinum member writing first to someone they have not matched. */
    messageFirst,
  };
}
