import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FriendActionResult, FriendsOverview } from '@sankofa/contracts';
import { toast } from 'sonner';
import { i18n } from '@/lib/i18n/i18n.ts';
import { messagingKeys } from './messaging-api.ts';
import { acceptFriendRequest, declineFriendRequest, getFriends, socialKeys, unfriend } from '@/lib/api/social-api.ts';
import { acceptLocally, declineLocally, FriendActionRefused, friendErrorText } from './friend-updates.ts';

export const useFriends = () => useQuery({ queryKey: socialKeys.friends, queryFn: getFriends });

/** A result with success false is a failure too, in the server's words. */
async function checked(call: Promise<FriendActionResult>): Promise<FriendActionResult> {
  const result = await call;
  if (!result.success) throw new FriendActionRefused(result);
  return result;
}

/**
 * Accept or decline, shown at once: the list changes before the server answers and goes back to
 * what it was if the server says no.
 */
function useAnswerRequest(kind: 'accept' | 'decline') {
  const queryClient = useQueryClient();
  const accept = kind === 'accept';
  return useMutation({
    mutationFn: (userId: string) => checked(accept ? acceptFriendRequest(userId) : declineFriendRequest(userId)),
    onMutate: async (userId) => {
      await queryClient.cancelQueries({ queryKey: socialKeys.friends });
      const before = queryClient.getQueryData<FriendsOverview>(socialKeys.friends);
      if (before) {
        queryClient.setQueryData(
          socialKeys.friends,
          accept ? acceptLocally(before, userId, new Date()) : declineLocally(before, userId),
        );
      }
      return { before };
    },
    onError: (err, _userId, context) => {
      if (context?.before) queryClient.setQueryData(socialKeys.friends, context.before);
      toast.error(i18n.t('messages:shared.error'), {
        description: friendErrorText(
          err,
          accept ? i18n.t('messages:requests.acceptFailed') : i18n.t('messages:requests.declineFailed'),
        ),
      });
    },
    onSuccess: () => {
      toast.success(accept ? i18n.t('messages:requests.accepted') : i18n.t('messages:requests.declined'));
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: socialKeys.friends });
      // The bell counts open requests; a new friend is someone to talk to.
      void queryClient.invalidateQueries({ queryKey: messagingKeys.summary });
      if (accept) {
        void queryClient.invalidateQueries({ queryKey: socialKeys.users });
        void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations });
      }
    },
  });
}

export const useAcceptRequest = () => useAnswerRequest('accept');
export const useDeclineRequest = () => useAnswerRequest('decline');

export function useUnfriend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (person: { userId: string; displayName: string }) => unfriend(person.userId),
    onSuccess: (_r, person) => {
      toast.success(i18n.t('messages:friends.removed', { name: person.displayName }));
      void queryClient.invalidateQueries({ queryKey: socialKeys.friends });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.all });
      void queryClient.invalidateQueries({ queryKey: socialKeys.users });
    },
    onError: (err) =>
      toast.error(i18n.t('messages:shared.error'), {
        description: friendErrorText(err, i18n.t('messages:friends.removeFailed')),
      }),
  });
}
