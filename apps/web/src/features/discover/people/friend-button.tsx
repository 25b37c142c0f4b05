import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Check, UserPlus } from 'lucide-react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import type { PublicProfile } from '@sankofa/contracts';
import { Button } from '@/components/ui/button.tsx';
import { discoverKeys } from '../discover-api.ts';
import { sendFriendRequest, socialKeys } from '@/lib/api/social-api.ts';
import { FRIEND_ERROR_RESET_MS } from '../constants.ts';
import { isSignedOut, SIGN_IN_TO } from '../deck/swipe-errors.ts';
import { DEMO_MESSAGES } from '../demo-messages.ts';
import {
  friendButtonLabel,
  friendButtonDisabled,
  stateForStatus,
  type FriendButtonState,
} from './friend-button-state.ts';

/** The card's Add Friend button with its five states; mount it keyed by the person. */
export function FriendButton({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation('discoverDialogs');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [state, setState] = useState<FriendButtonState>('idle');

  useEffect(() => {
    if (state !== 'error') return;
    const timer = setTimeout(() => setState('idle'), FRIEND_ERROR_RESET_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function send() {
    if (profile.isDemo) {
      toast(DEMO_MESSAGES.friend);
      return;
    }
    setState('loading');
    try {
      const result = await sendFriendRequest(profile.id);
      setState(stateForStatus(result.status));
      if (result.success) {
        toast(result.status === 'friend' ? t('friend.nowFriends', { name: profile.displayName }) : t('friend.sent'), {
          description: result.message,
        });
      } else {
        toast(t('friend.info'), { description: result.message });
      }
      void queryClient.invalidateQueries({ queryKey: socialKeys.friends });
      void queryClient.invalidateQueries({ queryKey: discoverKeys.profile(profile.id) });
    } catch (err) {
      if (isSignedOut(err)) {
        setState('idle');
        toast.error(t('friend.authRequired'), { description: SIGN_IN_TO.friend });
        void navigate('/auth', { replace: true });
        return;
      }
      setState('error');
      toast.error(t('friend.error'), { description: t('friend.failed') });
    }
  }

  const done = state === 'sent' || state === 'friends';
  const Icon = done ? Check : UserPlus;
  return (
    <Button
      variant={state === 'error' ? 'danger' : 'outline'}
      size="sm"
      onClick={send}
      disabled={friendButtonDisabled(state)}
    >
      <Icon className="h-4 w-4" aria-hidden />
      {friendButtonLabel(state)}
    </Button>
  );
}
