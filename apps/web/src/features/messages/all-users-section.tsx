import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { HubSection, SectionNote } from './hub-section.tsx';
import { PersonAvatar } from './person-avatar.tsx';
import { PersonName } from './person-name.tsx';
import { useAllUsers } from './use-all-users.ts';
import { useOpenChat } from './use-open-chat.ts';

export function AllUsersSection() {
  const { t } = useTranslation('messages');
  const query = useAllUsers();
  const openChat = useOpenChat();
  const users = query.data?.pages.flatMap((p) => p.users) ?? [];
  const total = query.data?.pages[0]?.total;

  return (
    <HubSection id="all-users-title" title={t('allUsers.title')} count={total}>
      {query.isPending ? (
        <SectionNote>{t('allUsers.loading')}</SectionNote>
      ) : query.isError && users.length === 0 ? (
        <div className="text-center">
          <SectionNote>{t('allUsers.loadError')}</SectionNote>
          <Button size="sm" variant="outline" className="mt-3" onClick={() => void query.refetch()}>
            {t('shared.tryAgain')}
          </Button>
        </div>
      ) : users.length === 0 ? (
        <SectionNote>{t('allUsers.empty')}</SectionNote>
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
                      {t('allUsers.friend')}
                    </span>
                  ) : null}
                </div>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('shared.messageName', { name: u.displayName })}
                  onClick={() => openChat(u)}
                >
                  <MessageCircle className="h-4 w-4" aria-hidden />
                  {t('shared.message')}
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
                {query.isFetchingNextPage ? t('shared.loading') : t('shared.loadMore')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </HubSection>
  );
}
