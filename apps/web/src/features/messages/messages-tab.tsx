import { useEffect, useRef } from 'react';
import { MessagesSquare } from 'lucide-react';
import { isRealProfileId } from '@sankofa/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useAuth } from '@/features/auth';
import { DEMO_MESSAGES } from '@/features/discover';
import { cn } from '@/lib/cn.ts';
import { ChatPane } from './chat/chat-pane.tsx';
import { ConversationList } from './chat/conversation-list.tsx';
import { conversationsOf } from './chat/conversation-updates.ts';
import { useConversation, useConversations } from './chat/use-conversations.ts';
import { useFirstMessage } from './chat/use-first-message.ts';
import { newClientId } from './chat/use-send-message.ts';
import type { ChatIntent, FirstMessage } from './hub-tabs.ts';

const PHONE_QUERY = '(max-width: 47.99rem)';

/**
 * Conversations beside the open chat. The chat's person is in the address (`chat=`), so a reload
 * keeps it open; on phones the list gives way to the chat.
 */
export function MessagesTab({ intent, onBack }: { intent: ChatIntent | null; onBack: () => void }) {
  const { t } = useTranslation('messages');
  const { user } = useAuth();
  const me = user?.id.toLowerCase() ?? '';
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const selectedId = params.get('chat');

  const list = useConversations();
  const conversations = conversationsOf(list.data);
  const listed = selectedId ? conversations.find((c) => c.userId === selectedId) : undefined;
  const single = useConversation(selectedId, !listed);
  const person = listed ?? single.data;

  const select = (userId: string | null, state: unknown = location.state) => {
    const next = new URLSearchParams(params);
    next.set('tab', 'messages');
    if (userId) next.set('chat', userId);
    else next.delete('chat');
    navigate({ search: `?${next}` }, { replace: true, state, preventScrollReset: true });
  };

  // A chat handed over by Discover, the match dialog or a hub button: open it, once per history entry.
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!intent || handled.current === location.key) return;
    handled.current = location.key;
    const id = intent.selectedUser.userId.toLowerCase();
    if (!isRealProfileId(id)) {
      toast(DEMO_MESSAGES.message);
      select(selectedId, null);
      return;
    }
    const first: FirstMessage | null = intent.initialMessage
      ? { to: id, text: intent.initialMessage.trim(), clientId: newClientId() }
      : null;
    select(id, first ? { firstMessage: first } : null);
  });

  useFirstMessage(person?.userId ?? null);

  // Phones: the chat fills the screen between the header and the tab bar; the hub's tabs stay above it.
  const pane = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (selectedId && window.matchMedia(PHONE_QUERY).matches) pane.current?.scrollIntoView({ block: 'start' });
  }, [selectedId]);

  // A chat that cannot be opened (not a match or friend any more, a sample profile): say why, show the list.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!selectedId) reported.current = null;
    if (!selectedId || reported.current === selectedId) return;
    if (!isRealProfileId(selectedId)) toast(DEMO_MESSAGES.message);
    else if (single.isError && !listed) toast.error(t('list.startFailed'), { description: single.error.message });
    else return;
    reported.current = selectedId;
    select(null);
  });

  return (
    <div
      className={cn(
        'overflow-hidden rounded-3xl border border-sand-200 bg-white shadow-sm',
        'md:grid md:h-[calc(100dvh-18.5rem)] md:min-h-[28rem] md:grid-cols-[20rem_minmax(0,1fr)]',
      )}
    >
      <div className={cn('min-h-0 flex-col md:flex md:border-e md:border-sand-200', selectedId ? 'hidden' : 'flex')}>
        <ConversationList
          query={list}
          conversations={conversations}
          me={me}
          selectedId={selectedId}
          onSelect={(userId) => select(userId)}
          onBack={onBack}
        />
      </div>
      {selectedId ? (
        <div ref={pane} className="h-[calc(100dvh-4rem-var(--tab-bar-h))] scroll-mt-16 md:h-auto md:min-h-0">
          {person ? (
            <ChatPane key={person.userId} person={person} me={me} onBack={() => select(null)} />
          ) : (
            <p role="status" className="flex h-full items-center justify-center bg-sand-50 text-ink-soft">
              {t('list.loadingConversation')}
            </p>
          )}
        </div>
      ) : (
        <div className="hidden flex-col items-center justify-center gap-3 bg-sand-50 p-8 text-center md:flex">
          <span className="flex h-16 w-16 items-center justify-center rounded-full bg-gold-100 text-forest-800">
            <MessagesSquare className="h-8 w-8" aria-hidden />
          </span>
          <p className="font-display text-2xl text-forest-800">{t('list.selectTitle')}</p>
          <p className="max-w-xs text-sm text-ink-soft">{t('list.selectText')}</p>
        </div>
      )}
    </div>
  );
}
