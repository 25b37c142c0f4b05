import { useState } from 'react';
import type { FriendView } from '@sankofa/contracts';
import { MessageCircle, UserMinus } from 'lucide-react';
import { SafetyMenu } from '@/features/safety';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { calendarDate } from '@/lib/relative-time.ts';
import { currentLocale } from '@/lib/i18n/i18n.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { HubSection, SectionNote } from './hub-section.tsx';
import { PersonAvatar } from './person-avatar.tsx';
import { PersonName } from './person-name.tsx';
import { useUnfriend } from './use-friends.ts';
import { useOpenChat } from './use-open-chat.ts';

export function FriendsSection({ friends }: { friends: FriendView[] }) {
  const { t } = useTranslation('messages');
  const openChat = useOpenChat();
  const unfriend = useUnfriend();
  const [leaving, setLeaving] = useState<FriendView | null>(null);

  return (
    <HubSection id="friends-title" title={t('friends.title')} count={friends.length}>
      {friends.length === 0 ? (
        <SectionNote>{t('friends.empty')}</SectionNote>
      ) : (
        <ul className="divide-y divide-sand-200">
          {friends.map((f) => (
            <li key={f.userId} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
              <PersonAvatar name={f.displayName} photoUrl={f.photoUrl} />
              <div className="min-w-0 flex-1">
                <PersonName name={f.displayName} verified={f.verified} online={f.online} />
                <p className="text-sm text-ink-soft">
                  {t('friends.since', { date: calendarDate(f.friendSince, currentLocale()) })}
                </p>
              </div>
              <Button
                size="sm"
                variant="outline"
                aria-label={t('friends.chatWith', { name: f.displayName })}
                onClick={() => openChat(f)}
              >
                <MessageCircle className="h-4 w-4" aria-hidden />
                {t('friends.chat')}
              </Button>
              <SafetyMenu
                userId={f.userId}
                displayName={f.displayName}
                actions={[{ label: t('friends.unfriend'), icon: UserMinus, onSelect: () => setLeaving(f) }]}
              />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={leaving !== null}
        onOpenChange={(open) => !open && setLeaving(null)}
        title={t('friends.confirmTitle', { name: leaving?.displayName ?? '' })}
        description={t('friends.confirmText')}
        confirmLabel={unfriend.isPending ? t('friends.removing') : t('friends.unfriend')}
        busy={unfriend.isPending}
        onConfirm={() => leaving && unfriend.mutate(leaving, { onSettled: () => setLeaving(null) })}
      />
    </HubSection>
  );
}
