import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import type { MatchSummary, PublicProfile, SwipeKind } from '@sankofa/contracts';
import { discoverKeys, swipe } from '../discover-api.ts';
import { MATCH_DIALOG_DELAY_MS } from '../constants.ts';
import { swipeFailure } from './swipe-errors.ts';

/**
 * Records a swipe and says what came of it. Resolves true when the card is done with (recorded now
 * or before), false when the person should stay on it. A mutual like opens the match dialog a
 * moment after the card has gone (spec: 700 ms), so the two animations do not collide.
 */
export function useSwipe(onMatch: (match: MatchSummary) => void) {
  const { t } = useTranslation('discover');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({ mutationFn: ({ id, kind }: { id: string; kind: SwipeKind }) => swipe(id, kind) });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latestOnMatch = useRef(onMatch);
  useEffect(() => {
    latestOnMatch.current = onMatch;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  async function run(profile: PublicProfile, kind: SwipeKind): Promise<boolean> {
    try {
      const result = await mutation.mutateAsync({ id: profile.id, kind });
      void queryClient.invalidateQueries({ queryKey: discoverKeys.profile(profile.id) });
      if (result.match) {
        const match = result.match;
        clearTimeout(timer.current);
        timer.current = setTimeout(() => latestOnMatch.current(match), MATCH_DIALOG_DELAY_MS);
      } else if (kind === 'like') {
        toast(t('deckToast.liked', { name: profile.displayName }), { description: t('deckToast.likedText') });
      } else if (kind === 'super_like') {
        toast(t('deckToast.superLiked', { name: profile.displayName }), { description: t('deckToast.superLikedText') });
      }
      return true;
    } catch (err) {
      const failure = swipeFailure(err, kind);
      if (failure.outcome === 'already') return true;
      if (failure.outcome === 'signed_out') {
        toast.error(t('deckToast.authRequired'), { description: failure.message });
        void navigate('/auth', { replace: true });
        return false;
      }
      if (failure.outcome === 'allowance_used') {
        // Long enough to read the reset time; the card stays so the person can come back to it.
        toast.error(failure.message, {
          duration: 10_000,
          action: { label: t('deckToast.seePlans'), onClick: () => void navigate('/app/premium') },
        });
        return false;
      }
      toast.error(failure.message);
      return false;
    }
  }

  return { run, pending: mutation.isPending };
}
