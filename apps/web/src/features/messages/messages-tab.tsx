import { useState } from 'react';
import { ArrowLeft, Copy, MessagesSquare } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import type { ChatIntent } from './hub-tabs.ts';
import { PersonAvatar } from './person-avatar.tsx';

/**
 * Chat arrives with a later release. Until then this says so plainly, and a conversation handed over
 * from Discover or a Chat button still shows who it was with and any words already written, so
 * nothing typed is lost.
 */
export function MessagesTab({ intent, onBack }: { intent: ChatIntent | null; onBack: () => void }) {
  const [copied, setCopied] = useState(false);

  if (!intent) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center rounded-3xl border border-sand-200 bg-white px-6 py-10 text-center shadow-sm">
        <span className="mb-4 flex h-16 w-16 items-center justify-center rounded-full bg-gold-100 text-forest-800">
          <MessagesSquare className="h-8 w-8" aria-hidden />
        </span>
        <h2 className="font-display text-2xl text-forest-800">Messaging is on its way</h2>
        <p className="mt-2 text-ink-soft">
          Chatting with your friends and matches is not available yet. It is the next thing we are building, and your
          connections will be waiting here when it arrives.
        </p>
      </section>
    );
  }

  const { selectedUser: person, initialMessage } = intent;
  async function copy() {
    try {
      await navigator.clipboard.writeText(initialMessage ?? '');
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <section
      aria-labelledby="chat-title"
      className="mx-auto max-w-xl rounded-3xl border border-sand-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <Button variant="ghost" size="sm" className="-ml-2 mb-3" onClick={onBack}>
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to Friends
      </Button>
      <div className="flex items-center gap-3">
        <PersonAvatar name={person.displayName} photoUrl={person.photoUrl} className="h-14 w-14" />
        <div>
          <p className="text-sm text-ink-soft">Conversation with</p>
          <h2 id="chat-title" className="font-display text-xl text-forest-800">
            {person.displayName}
          </h2>
        </div>
      </div>
      <p className="mt-4 rounded-2xl bg-gold-100 px-4 py-3 text-sm text-ink">
        <strong>Messaging is not available yet.</strong>{' '}
        {initialMessage
          ? 'Your message below has not been sent. It is kept here so you do not lose it.'
          : `You will be able to chat with ${person.displayName} here once messaging arrives.`}
      </p>
      {initialMessage ? (
        <div className="mt-4 space-y-1.5">
          <label htmlFor="unsent-message" className="block text-sm font-medium text-ink">
            Your unsent message to {person.displayName}
          </label>
          <textarea
            id="unsent-message"
            readOnly
            rows={3}
            value={initialMessage}
            className="block w-full resize-none rounded-xl border border-sand-300 bg-sand-50 px-4 py-2.5 text-base text-ink focus:outline-none focus:ring-2 focus:ring-forest-200"
          />
          <div className="flex items-center justify-end gap-3">
            <span role="status" className="text-sm text-forest-700">
              {copied ? 'Copied' : ''}
            </span>
            <Button variant="outline" size="sm" onClick={() => void copy()}>
              <Copy className="h-4 w-4" aria-hidden />
              Copy message
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
