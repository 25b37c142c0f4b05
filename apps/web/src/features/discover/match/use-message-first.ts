import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import type { PublicProfile } from '@sankofa/contracts';
import { useMyTier } from '@/features/payments';
import { ApiError } from '@/lib/api-client.ts';
import { getConversation, messagingKeys } from '@/features/messages';
import { chatPerson } from '../profile-labels.ts';
import { useStartChat } from './use-start-chat.ts';

/** The toast for a member whose plan cannot write first (the server says the same with plan_required). */
export function useNeedsPlatinumToast() {
  const navigate = useNavigate();
  const { t } = useTranslation('discoverDialogs');
  return (description = t('first.matchFirst')) =>
    toast.error(t('first.platinum'), {
      description,
      duration: 10_000,
      action: { label: t('seePlans'), onClick: () => void navigate('/app/premium') },
    });
}

/**
 * 'Message' on a profile: an existing conversation (a match, a friend, one already opened) opens in
 * Messages. Otherwise a Platinum member gets a box for the first message (decision 0016) and anyone
 * else a toast naming Platinum with 'See plans'. The server decides again when the message is sent.
 */
export function useMessageFirst() {
  const client = useQueryClient();
  const startChat = useStartChat();
  const needsPlatinum = useNeedsPlatinumToast();
  const { includes } = useMyTier();
  const { t } = useTranslation('discoverDialogs');
  const [writingTo, setWritingTo] = useState<PublicProfile | null>(null);

  /** Answers whether the first-message box opened. */
  async function start(profile: PublicProfile): Promise<boolean> {
    try {
      await client.fetchQuery({
        queryKey: messagingKeys.conversation(profile.id),
        queryFn: () => getConversation(profile.id),
      });
      startChat(chatPerson(profile));
      return false;
    } catch (err) {
      if (!(err instanceof ApiError) || err.code !== 'not_connected') {
        toast.error(t('first.startFailed'), { description: (err as Error).message });
        return false;
      }
      if (!includes?.messageBeforeMatch) {
        needsPlatinum();
        return false;
      }
      setWritingTo(profile);
      return true;
    }
  }

  /** The first message went out: the conversation exists for both now, so it opens like any other. */
  function sent(profile: PublicProfile) {
    setWritingTo(null);
    void client.invalidateQueries({ queryKey: messagingKeys.conversations });
    startChat(chatPerson(profile));
  }

  return { start, writingTo, close: () => setWritingTo(null), sent };
}
