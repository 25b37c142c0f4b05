import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { ModCase, ModReport } from '@sankofa/contracts';
import { Button } from '@/components/ui/button.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { i18n } from '@/lib/i18n/i18n.ts';
import { ActionForm } from './action-form.tsx';
import { EvidenceImage } from './evidence-image.tsx';
import { decideAppeal, endStream, getCase, modKeys } from './mod-api.ts';
import { actionLabel, reasonLabel, reportKindLabel, signalLabel, when } from './mod-labels.ts';
import { SignalEntry } from './signal-entry.tsx';
import { ownWords } from './own-words.tsx';

const fail = (err: unknown) =>
  toast.error(i18n.t('mod:case.error'), {
    description: err instanceof ApiError ? err.message : i18n.t('common:tryAgain'),
  });

function ReportEntry({ r }: { r: ModReport }) {
  const { t } = useTranslation('mod');
  const s = r.snapshot;
  const who = r.reporter ? r.reporter.displayName || t('report.aMember') : t('report.deleted');
  return (
    <li className="rounded-2xl border border-sand-200 p-3 text-sm">
      <p className="font-semibold text-forest-800">
        {reportKindLabel(r.kind)} · {reasonLabel(r.reason)}
      </p>
      <p className="text-xs text-ink-soft">{t('report.by', { when: when(r.createdAt), who })}</p>
      {r.note ? <p className="mt-1 break-words text-ink">{t('report.note', { note: r.note })}</p> : null}
      <div className="mt-2 space-y-1 rounded-xl bg-sand-50 p-2">
        <p className="text-xs font-medium text-ink-soft">{t('report.asItWas')}</p>
        {s.displayName !== undefined ? (
          <p className="text-ink">{ownWords((name) => t('report.name', { name }), s.displayName)}</p>
        ) : null}
        {s.bio ? <p className="break-words text-ink">{ownWords((bio) => t('report.bio', { bio }), s.bio)}</p> : null}
        {s.title ? (
          <p className="break-words text-ink">{ownWords((title) => t('report.streamTitle', { title }), s.title)}</p>
        ) : null}
        {s.text ? <p className="break-words text-ink">{t('report.quoted', { text: s.text })}</p> : null}
        {s.evidenceUrl ? (
          <EvidenceImage
            url={s.evidenceUrl}
            alt={t('report.evidenceAlt', { kind: t(`labels.reportKindLower.${r.kind}`) })}
          />
        ) : null}
      </div>
    </li>
  );
}

function AppealDecision({ c, appealId, onDone }: { c: ModCase; appealId: string; onDone: () => void }) {
  const { t } = useTranslation('mod');
  const ids = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const appeal = c.appeals.find((a) => a.id === appealId);
  if (!appeal || appeal.status !== 'open') return null;
  const decided = c.actions.find((a) => a.id === appeal.actionId);
  async function decide(outcome: 'upheld' | 'overturned') {
    if (!reason.trim()) return toast.error(t('form.reasonMissing'));
    setBusy(true);
    try {
      await decideAppeal(appealId, outcome, reason.trim());
      toast.success(outcome === 'upheld' ? t('appeal.upheld') : t('appeal.overturned'));
      onDone();
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  }
  return (
    <section aria-labelledby={`${ids}-t`} className="space-y-3 rounded-2xl border-2 border-gold-400 p-4">
      <h3 id={`${ids}-t`} className="font-display text-lg text-forest-800">
        {t('appeal.against', { action: decided ? actionLabel(decided.kind) : t('appeal.aDecision') })}
      </h3>
      {decided ? <p className="text-sm text-ink">{t('appeal.reasonGiven', { reason: decided.reason })}</p> : null}
      <blockquote className="break-words rounded-xl bg-sand-50 p-3 text-sm text-ink">{appeal.text}</blockquote>
      <label htmlFor={`${ids}-r`} className="block text-sm font-medium text-ink">
        {t('form.reason')}
      </label>
      <Textarea id={`${ids}-r`} rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={busy} onClick={() => void decide('upheld')}>
          {t('appeal.uphold')}
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={() => void decide('overturned')}>
          {t('appeal.overturn')}
        </Button>
      </div>
    </section>
  );
}

/** One person: who they are, what is reported about them as it was, their history, and the decision. */
export function CasePanel({
  userId,
  appealId,
  onDecided,
}: {
  userId: string;
  appealId: string | null;
  onDecided: () => void;
}) {
  const { t } = useTranslation('mod');
  const client = useQueryClient();
  const c = useQuery({ queryKey: modKeys.person(userId), queryFn: () => getCase(userId) });
  const refresh = async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: modKeys.queue }),
      client.invalidateQueries({ queryKey: modKeys.person(userId) }),
    ]);
    onDecided();
  };
  if (c.isPending) return <p className="p-4 text-sm text-ink-soft">{t('case.loading')}</p>;
  if (c.isError) return <p className="p-4 text-sm text-ink-soft">{t('case.failed', { message: c.error.message })}</p>;
  const { person } = c.data;
  const stream = c.data.liveStreamId;
  return (
    <div className="space-y-5">
      <header>
        <h2 className="font-display text-2xl text-forest-800">{person.displayName || t('unnamed')}</h2>
        <p className="text-sm text-ink">
          {[
            t('case.since', { when: when(person.accountCreatedAt) }),
            person.verified ? t('case.verified') : t('case.notVerified'),
            person.faceCheckRequired && t('case.faceCheck'),
            person.banned && t('case.banned'),
            person.suspendedUntil && t('case.suspendedUntil', { when: when(person.suspendedUntil) }),
            person.role !== 'member' && person.role,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </header>
      {appealId ? <AppealDecision c={c.data} appealId={appealId} onDone={() => void refresh()} /> : null}
      {c.data.openReports.length > 0 || c.data.openSignals.length === 0 ? (
        <section aria-label={t('case.openReports')} className="space-y-2">
          <h3 className="font-semibold text-ink">{t('case.openReportsCount', { count: c.data.openReports.length })}</h3>
          <ul className="space-y-2">
            {c.data.openReports.map((r) => (
              <ReportEntry key={r.id} r={r} />
            ))}
          </ul>
        </section>
      ) : null}
      {c.data.openSignals.length > 0 ? (
        <section aria-label={t('case.signals')} className="space-y-2">
          <h3 className="font-semibold text-ink">{t('case.signalsCount', { count: c.data.openSignals.length })}</h3>
          <ul className="space-y-2">
            {c.data.openSignals.map((s) => (
              <SignalEntry key={s.id} s={s} />
            ))}
          </ul>
        </section>
      ) : null}
      {stream ? (
        <Button
          variant="danger"
          size="sm"
          onClick={() =>
            void endStream(stream, c.data.openReports[0]?.reason ?? 'other', t('case.endStreamReason'))
              .then(() => toast.success(t('case.streamEnded')))
              .then(refresh, fail)
          }
        >
          {t('case.endStream')}
        </Button>
      ) : null}
      <section aria-label={t('case.decide')} className="rounded-2xl bg-sand-50 p-4">
        <ActionForm
          c={c.data}
          onDone={(message) => {
            toast.success(message);
            void refresh();
          }}
        />
      </section>
      <section aria-label={t('case.history')} className="space-y-2">
        <h3 className="font-semibold text-ink">{t('case.history')}</h3>
        {c.data.actions.length === 0 && c.data.earlierReports.length === 0 && c.data.earlierSignals.length === 0 ? (
          <p className="text-sm text-ink-soft">{t('case.noHistory')}</p>
        ) : null}
        <ul className="space-y-1 text-sm">
          {c.data.actions.map((a) => (
            <li key={a.id} className="text-ink">
              {when(a.createdAt)} · {actionLabel(a.kind)} · {a.reason}
              {a.moderatorId ? '' : t('case.automaticMark')}
            </li>
          ))}
          {c.data.earlierReports.map((r) => (
            <li key={r.id} className="text-ink-soft">
              {t('case.reviewedReport', { when: when(r.createdAt), reason: reasonLabel(r.reason) })}
            </li>
          ))}
          {c.data.earlierSignals.map((s) => (
            <li key={s.id} className="text-ink-soft">
              {t('case.decidedSignal', { when: when(s.createdAt), kind: signalLabel(s.kind) })}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
