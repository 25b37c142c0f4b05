import { useState } from 'react';
import type { FriendView } from '@sankofa/contracts';
import { MessageCircle, UserMinus } from 'lucide-react';
import { SafetyMenu } from '@/features/safety';
import { Button } from '@/components/ui/button.tsx';
import { calendarDate } from '@/lib/relative-time.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { HubSection, SectionNote } from './hub-section.tsx';
import { PersonAvatar } from './person-avatar.tsx';
import { PersonName } from './person-name.tsx';
import { useUnfriend } from './use-friends.ts';
import { useOpenChat } from './use-open-chat.ts';

export function FriendsSection({ friends }: { friends: FriendView[] }) {
  const openChat = useOpenChat();
  const unfriend = useUnfriend();
  const [leaving, setLeaving] = useState<FriendView | null>(null);

  return (
    <HubSection id="friends-title" title="Friends" count={friends.length}>
      {friends.length === 0 ? (
        <SectionNote>No friends yet. Accept a request, or say hello to someone under All Users.</SectionNote>
      ) : (
        <ul className="divide-y divide-sand-200">
          {friends.map((f) => (
            <li key={f.userId} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
              <PersonAvatar name={f.displayName} photoUrl={f.photoUrl} />
              <div className="min-w-0 flex-1">
                <PersonName name={f.displayName} verified={f.verified} online={f.online} />
                <p className="text-sm text-ink-soft">Friends since {calendarDate(f.friendSince)}</p>
              </div>
              <Button size="sm" variant="outline" aria-label={`Chat with ${f.displayName}`} onClick={() => openChat(f)}>
                <MessageCircle className="h-4 w-4" aria-hidden />
                Chat
              </Button>
              <SafetyMenu
                userId={f.userId}
                displayName={f.displayName}
                actions={[{ label: 'Unfriend', icon: UserMinus, onSelect: () => setLeaving(f) }]}
              />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={leaving !== null}
        onOpenChange={(open) => !open && setLeaving(null)}
        title={`Unfriend ${leaving?.displayName ?? ''}?`}
        description="You will no longer be friends. You can send a new friend request later."
        confirmLabel={unfriend.isPending ? 'Removing...' : 'Unfriend'}
        busy={unfriend.isPending}
        onConfirm={() => leaving && unfriend.mutate(leaving, { onSettled: () => setLeaving(null) })}
      />
    </HubSection>
  );
}
