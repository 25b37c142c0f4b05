import { HeartHandshake, MessageCircle, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { FriendsTab } from './friends-tab.tsx';
import { chatIntentOf, tabOf, type HubTab } from './hub-tabs.ts';
import { MatchesTab } from './matches-tab.tsx';
import { MessagesTab } from './messages-tab.tsx';

const TABS: { value: HubTab; icon: LucideIcon }[] = [
  { value: 'friends', icon: Users },
  { value: 'matches', icon: HeartHandshake },
  { value: 'messages', icon: MessageCircle },
];

export default function MessagesPage() {
  const { t, i18n } = useTranslation('messages');
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const intent = chatIntentOf(location.state);
  const tab = tabOf(params.get('tab'), intent);

  // The open tab (and chat) live in the address so a reload comes back to them; a first message still
  // being sent stays in the history entry's state while moving between tabs.
  const show = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next);
        return updated;
      },
      { replace: true, preventScrollReset: true, state: location.state },
    );

  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="font-display text-3xl text-forest-800">{t('page.title')}</h1>
      <p className="mt-1 text-ink-soft">{t('page.intro')}</p>
      {/* Radix writes its own direction on the tabs (left to right unless told): it follows the language. */}
      <Tabs value={tab} onValueChange={show} className="mt-5" dir={i18n.dir()}>
        <TabsList aria-label={t('page.sections')}>
          {TABS.map(({ value, icon: Icon }) => (
            <TabsTrigger key={value} value={value}>
              <Icon className="h-4 w-4" aria-hidden />
              {t(`page.tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="friends">
          <FriendsTab />
        </TabsContent>
        <TabsContent value="matches">
          <MatchesTab />
        </TabsContent>
        <TabsContent value="messages">
          <MessagesTab intent={intent} onBack={() => show('friends')} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
