import { MessageCircle } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { HubSection, SectionNote } from './hub-section.tsx';
import { PersonAvatar } from './person-avatar.tsx';
import { PersonName } from './person-name.tsx';
import { useAllUsers } from './use-all-users.ts';
import { useOpenChat } from './use-open-chat.ts';

export function AllUsersSection() {
  const query = useAllUsers();
  const openChat = useOpenChat();
  const users = query.data?.pages.flatMap((p) => p.users) ?? [];
  const total = query.data?.pages[0]?.total;

  return (
    <HubSection id="all-users-title" title="All Users" count={total}>
      {query.isPending ? (
        <SectionNote>Loading members...</SectionNote>
      ) : query.isError && users.length === 0 ? (
        <div className="text-center">
          <SectionNote>We could not load the member list.</SectionNote>
          <Button size="sm" variant="outline" className="mt-3" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : users.length === 0 ? (
        <SectionNote>Nobody else is here yet. Check back soon.</SectionNote>
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {users.map((u) => (
              <li key={u.userId} className="flex items-center gap-3 rounded-2xl border border-sand-200 p-3">
                <PersonAvatar name={u.displayName} photoUrl={u.photoUrl} />
                <div className="min-w-0 flex-1">
                  <PersonName name={u.displayName} verified={u.verified} online={u.online} location={u.location} />
                  {u.isFriend ? (
                    <span className="mt-1 inline-block rounded-full bg-forest-50 px-2 py-0.5 text-xs font-medium text-forest-800">
                      Friend
                    </span>
                  ) : null}
                </div>
                <Button size="sm" variant="ghost" aria-label={`Message ${u.displayName}`} onClick={() => openChat(u)}>
                  <MessageCircle className="h-4 w-4" aria-hidden />
                  Message
                </Button>
              </li>
            ))}
          </ul>
          {query.hasNextPage ? (
            <div className="mt-4 text-center">
              <Button
                variant="outline"
                size="sm"
                onClick={() => void query.fetchNextPage()}
                disabled={query.isFetchingNextPage}
              >
                {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </HubSection>
  );
}
