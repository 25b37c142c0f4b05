import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { i18n } from '@/lib/i18n/i18n.ts';
import { messagingKeys } from './messaging-api.ts';
import { getMatches, socialKeys, unmatch } from '@/lib/api/social-api.ts';
import { friendErrorText } from './friend-updates.ts';

export const useMatches = () => useQuery({ queryKey: socialKeys.matches, queryFn: getMatches });

export function useUnmatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (person: { userId: string; displayName: string }) => unmatch(person.userId),
    onSuccess: (_r, person) => {
      toast.success(i18n.t('messages:matches.unmatched', { name: person.displayName }));
      void queryClient.invalidateQueries({ queryKey: socialKeys.matches });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.all });
    },
    onError: (err) =>
      toast.error(i18n.t('messages:shared.error'), {
        description: friendErrorText(err, i18n.t('messages:matches.failed')),
      }),
  });
}
