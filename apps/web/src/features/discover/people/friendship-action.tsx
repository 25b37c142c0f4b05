import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, UserPlus } from 'lucide-react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import type { FriendshipStatus, PublicProfile } from '@sankofa/contracts';
import { Button } from '@/components/ui/button.tsx';
import { discoverKeys } from '../discover-api.ts';
import { acceptFriendRequest, sendFriendRequest, socialKeys } from '@/lib/api/social-api.ts';
import { DEMO_MESSAGES } from '../demo-messages.ts';
import { FRIENDSHIP_ACTION_LABELS } from './friend-button-state.ts';

/** The profile dialog's friend button, labelled by what the server says the friendship is. */
export function FriendshipAction({
  profile,
  status,
}: {
  profile: PublicProfile;
  status: FriendshipStatus | undefined;
}) {
  const { t } = useTranslation('discoverDialogs');
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => (status === 'request_received' ? acceptFriendRequest(profile.id) : sendFriendRequest(profile.id)),
    onSuccess: (result) => {
      if (result.success)
        toast(result.status === 'friend' ? t('friend.nowFriends', { name: profile.displayName }) : t('friend.sent'));
      else toast(t('friend.info'), { description: result.message });
      queryClient.setQueryData(discoverKeys.profile(profile.id), (old: unknown) =>
        old && typeof old === 'object' ? { ...old, friendship: result.status } : old,
      );
      void queryClient.invalidateQueries({ queryKey: socialKeys.friends });
    },
    onError: (err) =>
      toast.error(t('friend.error'), {
        description: err instanceof Error && err.message ? err.message : t('friend.wrong'),
      }),
  });

  const settled = status === 'friend' || status === 'request_sent';
  const label = mutation.isPending ? t('friend.sending') : FRIENDSHIP_ACTION_LABELS[status ?? 'none'];
  return (
    <Button
      variant={status === 'request_received' ? 'accent' : 'outline'}
      size="sm"
      disabled={status === undefined || settled || mutation.isPending}
      onClick={() => (profile.isDemo ? toast(DEMO_MESSAGES.friend) : mutation.mutate())}
    >
      {settled ? <Check className="h-4 w-4" aria-hidden /> : <UserPlus className="h-4 w-4" aria-hidden />}
      {label}
    </Button>
  );
}
