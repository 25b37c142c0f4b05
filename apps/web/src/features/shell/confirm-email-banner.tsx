import { useState } from 'react';
import { MailCheck, X } from 'lucide-react';
import { toast } from 'sonner';
import { useAuth } from '@/features/auth';
import { useTranslation } from 'react-i18next';

/**
 * Until the address is confirmed, say so once per visit, with a way to get a fresh link. One short
 * line on phones (the address is left out there: it is the one they signed up with), so the screen
 * stays for the app.
 */
export function ConfirmEmailBanner() {
  const { t } = useTranslation();
  const { user, session } = useAuth();
  const [hidden, setHidden] = useState(false);
  const [sending, setSending] = useState(false);
  if (!user || user.emailConfirmedAt || hidden) return null;

  async function resend() {
    setSending(true);
    try {
      const r = await session.authed<{ message: string }>('/api/auth/resend-confirmation', { method: 'POST' });
      toast.success(t('shell.checkInbox'), { description: r.message });
    } catch (err) {
      toast.error(t('shell.couldNotSend'), { description: err instanceof Error ? err.message : t('tryAgain') });
    } finally {
      setSending(false);
    }
  }

  return (
    <div role="status" data-email-banner className="border-b border-gold-300 bg-gold-100 text-forest-900">
      <div className="mx-auto flex h-9 max-w-6xl items-center gap-2 px-4 text-sm sm:gap-4">
        <MailCheck className="h-4 w-4 shrink-0" aria-hidden />
        <span className="me-auto min-w-0 truncate">
          <span className="sm:hidden">{t('shell.confirmShort')}</span>
          <span className="hidden sm:inline">{t('shell.confirmLong', { email: user.email })}</span>
        </span>
        <button
          type="button"
          onClick={resend}
          disabled={sending}
          className="shrink-0 cursor-pointer font-medium underline disabled:opacity-60"
        >
          {sending ? t('shell.sending') : t('shell.resendLink')}
        </button>
        <button
          type="button"
          onClick={() => setHidden(true)}
          aria-label={t('dismiss')}
          className="-me-2 inline-flex h-9 w-9 shrink-0 cursor-pointer items-center justify-center rounded-full hover:bg-gold-300/50"
        >
          <X className="h-4 w-4" aria-hidden />
        </button>
      </div>
    </div>
  );
}
