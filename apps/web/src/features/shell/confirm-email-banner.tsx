import { useState } from 'react';
import { MailCheck } from 'lucide-react';
import { toast } from 'sonner';
import { useAuth } from '@/features/auth';

/** Until the address is confirmed, say so once per visit, with a way to get a fresh link. */
export function ConfirmEmailBanner() {
  const { user, session } = useAuth();
  const [hidden, setHidden] = useState(false);
  const [sending, setSending] = useState(false);
  if (!user || user.emailConfirmedAt || hidden) return null;

  async function resend() {
    setSending(true);
    try {
      const r = await session.authed<{ message: string }>('/api/auth/resend-confirmation', { method: 'POST' });
      toast.success('Check your inbox', { description: r.message });
    } catch (err) {
      toast.error('Could not send the link', { description: err instanceof Error ? err.message : 'Please try again.' });
    } finally {
      setSending(false);
    }
  }

  return (
    <div role="status" className="border-b border-gold-300 bg-gold-100 text-forest-900">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm">
        <MailCheck className="h-4 w-4 shrink-0" aria-hidden />
        <span className="mr-auto">Please confirm your e-mail address: we sent a link to {user.email}.</span>
        <button type="button" onClick={resend} disabled={sending} className="font-medium underline disabled:opacity-60">
          {sending ? 'Sending...' : 'Resend link'}
        </button>
        <button type="button" onClick={() => setHidden(true)} className="font-medium underline">
          Dismiss
        </button>
      </div>
    </div>
  );
}
