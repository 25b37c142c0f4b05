import type { FriendRequestView } from '@sankofa/contracts';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { HubSection, SectionNote } from './hub-section.tsx';
import { PersonAvatar } from './person-avatar.tsx';
import { PersonName } from './person-name.tsx';
import { useAcceptRequest, useDeclineRequest } from './use-friends.ts';

export function FriendRequestsSection({ requests }: { requests: FriendRequestView[] }) {
  const { t } = useTranslation('messages');
  const accept = useAcceptRequest();
  const decline = useDeclineRequest();
  return (
    <HubSection id="friend-requests-title" title={t('requests.title')} count={requests.length}>
      {requests.length === 0 ? (
        <SectionNote>{t('requests.empty')}</SectionNote>
      ) : (
        <ul className="divide-y divide-sand-200">
          {requests.map((r) => (
            <li key={r.userId} className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0">
              <PersonAvatar name={r.displayName} photoUrl={r.photoUrl} />
              <div className="min-w-0 flex-1">
                <PersonName name={r.displayName} verified={r.verified} online={r.online} location={r.location} />
              </div>
              <div className="flex w-full gap-2 sm:w-auto">
                <Button
                  size="sm"
                  className="flex-1 sm:flex-none"
                  aria-label={t('requests.acceptFrom', { name: r.displayName })}
                  onClick={() => accept.mutate(r.userId)}
                >
                  <Check className="h-4 w-4" aria-hidden />
                  {t('requests.accept')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  className="flex-1 sm:flex-none"
                  aria-label={t('requests.declineFrom', { name: r.displayName })}
                  onClick={() => decline.mutate(r.userId)}
                >
                  <X className="h-4 w-4" aria-hidden />
                  {t('requests.decline')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </HubSection>
  );
}
