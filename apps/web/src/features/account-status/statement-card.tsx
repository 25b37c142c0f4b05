import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Statement } from '@sankofa/contracts';
import { APPEAL_TEXT_MAX } from '@sankofa/contracts/constants';
import { Button } from '@/components/ui/button.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { ApiError } from '@/lib/api-client.ts';

const when = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });

/** One decision about my account: what was decided, under which rule, about which content, and why; then the appeal. */
export function StatementCard({
  statement,
  onAppeal,
}: {
  statement: Statement;
  onAppeal: (text: string) => Promise<void>;
}) {
  const { t, i18n } = useTranslation('account');
  const ids = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const snapshot = statement.content?.snapshot;
  const contentText = snapshot?.text ?? snapshot?.bio ?? snapshot?.title ?? '';

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!text.trim()) return setError(t('statement.empty'));
    setBusy(true);
    setError(null);
    try {
      await onAppeal(text.trim());
      setSent(true);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('statement.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <article aria-labelledby={`${ids}-title`} className="rounded-3xl border border-sand-200 bg-white p-5 shadow-sm">
      <h2 id={`${ids}-title`} className="font-display text-xl text-forest-800">
        {t(`statement.kinds.${statement.kind}`)}
      </h2>
      <p className="text-sm text-ink-soft">{when(statement.createdAt, i18n.language)}</p>
      <dl className="mt-4 space-y-3 text-sm">
        <div>
          <dt className="font-semibold text-ink">{t('statement.rule')}</dt>
          <dd className="text-ink">{t(`statement.rules.${statement.rule}`)}</dd>
        </div>
        {statement.content ? (
          <div>
            <dt className="font-semibold text-ink">{t('statement.content')}</dt>
            <dd className="text-ink">
              {t(`statement.contentKinds.${statement.content.kind}`)}
              {contentText ? (
                <q dir="auto" className="mt-1 block break-words rounded-xl bg-sand-50 px-3 py-2 italic">
                  {contentText}
                </q>
              ) : null}
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="font-semibold text-ink">{t('statement.why')}</dt>
          <dd dir="auto" className="break-words text-ink">
            {statement.reason}
          </dd>
        </div>
        {statement.suspendedUntil ? (
          <div>
            <dt className="font-semibold text-ink">{t('statement.suspendedUntil')}</dt>
            <dd className="text-ink">{when(statement.suspendedUntil, i18n.language)}</dd>
          </div>
        ) : null}
      </dl>
      {statement.appeal ? (
        <p className="mt-4 rounded-xl bg-gold-100/60 px-4 py-3 text-sm text-ink">
          {t(`statement.appeal.${statement.appeal.status}`)}
        </p>
      ) : sent ? (
        <p role="status" className="mt-4 rounded-xl bg-forest-50 px-4 py-3 text-sm text-forest-800">
          {t('statement.sent')}
        </p>
      ) : statement.canAppeal ? (
        <form noValidate onSubmit={submit} className="mt-5 space-y-2">
          <label htmlFor={`${ids}-appeal`} className="block text-sm font-medium text-ink">
            {t('statement.appealLabel')}
          </label>
          <Textarea
            id={`${ids}-appeal`}
            rows={4}
            maxLength={APPEAL_TEXT_MAX}
            value={text}
            invalid={Boolean(error)}
            aria-describedby={error ? `${ids}-error` : undefined}
            onChange={(e) => setText(e.target.value)}
          />
          {error ? (
            <p id={`${ids}-error`} role="alert" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
          <Button type="submit" disabled={busy}>
            {busy ? t('statement.sending') : t('statement.send')}
          </Button>
        </form>
      ) : null}
    </article>
  );
}
