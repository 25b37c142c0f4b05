import { i18n } from '@/lib/i18n/i18n.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { PublicProfile } from '@sankofa/contracts';
import { discoverKeys, undoLastSwipe } from '../discover-api.ts';
import { indexAfterUndo } from './deck-position.ts';

/** Takes back the last swipe on the server, then returns to that person's card. */
export function useUndo(cards: PublicProfile[], index: number, setIndex: (i: number) => void) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: undoLastSwipe,
    onSuccess: ({ undoneTargetId }) => {
      const to = indexAfterUndo(
        cards.map((c) => c.id),
        index,
        undoneTargetId,
      );
      setIndex(to);
      if (undoneTargetId) {
        void queryClient.invalidateQueries({ queryKey: discoverKeys.profile(undoneTargetId) });
        const name = cards.find((c) => c.id === undoneTargetId)?.displayName;
        toast(name ? i18n.t('discover:undo.tookBack', { name }) : i18n.t('discover:undo.tookBackAny'));
      }
    },
    onError: (err) => toast.error(err instanceof Error && err.message ? err.message : i18n.t('discover:undo.failed')),
  });
  return { undo: () => mutation.mutate(), undoing: mutation.isPending };
}
