import { Button } from '@/components/ui/button.tsx';
import { AllUsersSection } from './all-users-section.tsx';
import { FriendRequestsSection } from './friend-requests-section.tsx';
import { FriendsSection } from './friends-section.tsx';
import { SectionNote } from './hub-section.tsx';
import { useFriends } from './use-friends.ts';

export function FriendsTab() {
  const query = useFriends();
  return (
    <div className="space-y-5">
      {query.isPending ? (
        <SectionNote>Loading your friends...</SectionNote>
      ) : query.isError ? (
        <div className="rounded-3xl border border-sand-200 bg-white p-6 text-center shadow-sm">
          <p className="text-ink-soft">We could not load your friends. {query.error.message}</p>
          <Button size="sm" variant="outline" className="mt-3" onClick={() => void query.refetch()}>
            Try again
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
