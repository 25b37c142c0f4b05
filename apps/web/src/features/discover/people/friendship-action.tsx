import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, UserPlus } from 'lucide-react';
import { toast } from 'sonner';
import type { FriendshipStatus, PublicProfile } from '@sankofa/contracts';
import { Button } from '@/components/ui/button.tsx';
import { discoverKeys } from '../discover-api.ts';
import { acceptFriendRequest, sendFriendRequest, socialKeys } from '@/lib/api/social-api.ts';
import { DEMO_MESSAGES } from '../demo-messages.ts';
import { FRIENDSHIP_ACTION_LABELS } from './friend-button-state.ts';

/** The profile dialog's friend button, labelled by what the server says the friendship is. */
export function FriendshipAction({ profile, status }: { profile: PublicProfile; status: FriendshipStatus | undefined }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => (status === 'request_received' ? acceptFriendRequest(profile.id) : sendFriendRequest(profile.id)),
    onSuccess: (result) => {
      if (result.success) toast(result.status === 'friend' ? `You and ${profile.displayName} are now friends` : 'Friend request sent');
      else toast('Info', { description: result.message });
      queryClient.setQueryData(discoverKeys.profile(profile.id), (old: unknown) =>
        old && typeof old === 'object' ? { ...old, friendship: result.status } : old,
      );
      void queryClient.invalidateQueries({ queryKey: socialKeys.friends });
    },
    onError: (err) => toast.error('Error', { description: err instanceof Error && err.message ? err.message : 'Something went wrong' }),
  });

  const settled = status === 'friend' || status === 'request_sent';
  const label = mutation.isPending ? 'Sending...' : FRIENDSHIP_ACTION_LABELS[status ?? 'none'];
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
