import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { AllUsersSection } from './all-users-section.tsx';
import { FriendRequestsSection } from './friend-requests-section.tsx';
import { FriendsSection } from './friends-section.tsx';
import { SectionNote } from './hub-section.tsx';
import { useFriends } from './use-friends.ts';

export function FriendsTab() {
  const { t } = useTranslation('messages');
  const query = useFriends();
  return (
    <div className="space-y-5">
      {query.isPending ? (
        <SectionNote>{t('friends.loading')}</SectionNote>
      ) : query.isError ? (
        <div className="rounded-3xl border border-sand-200 bg-white p-6 text-center shadow-sm">
          <p className="text-ink-soft">{t('friends.loadError', { reason: query.error.message })}</p>
          <Button size="sm" variant="outline" className="mt-3" onClick={() => void query.refetch()}>
            {t('shared.tryAgain')}
          </Button>
        </div>
      ) : (
        <>
          <FriendRequestsSection requests={query.data.requests} />
          <FriendsSection friends={query.data.friends} />
        </>
      )}
      <AllUsersSection />
    </div>
  );
}
