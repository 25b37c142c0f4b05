import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ModCase, ModReport } from '@sankofa/contracts';
import { MODERATION_ACTION_LABELS, REPORT_KIND_LABELS, REPORT_REASON_LABELS, SIGNAL_KIND_LABELS } from '@sankofa/contracts/constants';
import { Button } from '@/components/ui/button.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { ActionForm } from './action-form.tsx';
import { EvidenceImage } from './evidence-image.tsx';
import { decideAppeal, endStream, getCase, modKeys } from './mod-api.ts';
import { SignalEntry } from './signal-entry.tsx';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const fail = (err: unknown) => toast.error('Error', { description: err instanceof ApiError ? err.message : 'Please try again.' });

function ReportEntry({ r }: { r: ModReport }) {
  const s = r.snapshot;
  return (
    <li className="rounded-2xl border border-sand-200 p-3 text-sm">
      <p className="font-semibold text-forest-800">
        {REPORT_KIND_LABELS[r.kind]} · {REPORT_REASON_LABELS[r.reason]}
      </p>
      <p className="text-xs text-ink-soft">
        {when(r.createdAt)} by {r.reporter ? r.reporter.displayName || 'a member' : 'a deleted account'}
      </p>
      {r.note ? <p className="mt-1 break-words text-ink">Note: {r.note}</p> : null}
      <div className="mt-2 space-y-1 rounded-xl bg-sand-50 p-2">
        <p className="text-xs font-medium text-ink-soft">As it was when reported</p>
        {s.displayName !== undefined ? <p className="text-ink">Name: {s.displayName}</p> : null}
        {s.bio ? <p className="break-words text-ink">Bio: {s.bio}</p> : null}
        {s.title ? <p className="break-words text-ink">Title: {s.title}</p> : null}
        {s.text ? <p className="break-words text-ink">“{s.text}”</p> : null}
        {s.evidenceUrl ? <EvidenceImage url={s.evidenceUrl} alt={`Reported ${REPORT_KIND_LABELS[r.kind].toLowerCase()}`} /> : null}
      </div>
    </li>
  );
}

function AppealDecision({ c, appealId, onDone }: { c: ModCase; appealId: string; onDone: () => void }) {
  const ids = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const appeal = c.appeals.find((a) => a.id === appealId);
  if (!appeal || appeal.status !== 'open') return null;
  const decided = c.actions.find((a) => a.id === appeal.actionId);
  async function decide(outcome: 'upheld' | 'overturned') {
    if (!reason.trim()) return toast.error('Please write the reason the member will read');
    setBusy(true);
    try {
      await decideAppeal(appealId, outcome, reason.trim());
      toast.success(outcome === 'upheld' ? 'Decision upheld' : 'Decision overturned');
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
        Appeal against: {decided ? MODERATION_ACTION_LABELS[decided.kind] : 'a decision'}
      </h3>
      {decided ? <p className="text-sm text-ink">Reason given: {decided.reason}</p> : null}
      <blockquote className="break-words rounded-xl bg-sand-50 p-3 text-sm text-ink">{appeal.text}</blockquote>
      <label htmlFor={`${ids}-r`} className="block text-sm font-medium text-ink">
        Reason the member will read
      </label>
      <Textarea id={`${ids}-r`} rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={busy} onClick={() => void decide('upheld')}>
          Uphold
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={() => void decide('overturned')}>
          Overturn
        </Button>
      </div>
    </section>
  );
}

/** One person: who they are, what is reported about them as it was, their history, and the decision. */
export function CasePanel({ userId, appealId, onDecided }: { userId: string; appealId: string | null; onDecided: () => void }) {
  const client = useQueryClient();
  const c = useQuery({ queryKey: modKeys.person(userId), queryFn: () => getCase(userId) });
  const refresh = async () => {
    await Promise.all([client.invalidateQueries({ queryKey: modKeys.queue }), client.invalidateQueries({ queryKey: modKeys.person(userId) })]);
    onDecided();
  };
  if (c.isPending) return <p className="p-4 text-sm text-ink-soft">Loading...</p>;
  if (c.isError) return <p className="p-4 text-sm text-ink-soft">This person could not be loaded. {c.error.message}</p>;
  const { person } = c.data;
  const stream = c.data.liveStreamId;
  return (
    <div className="space-y-5">
      <header>
        <h2 className="font-display text-2xl text-forest-800">{person.displayName || 'Unnamed member'}</h2>
        <p className="text-sm text-ink">
          Account since {when(person.accountCreatedAt)} · {person.verified ? 'Face verified' : 'Not verified'}
          {person.faceCheckRequired ? ' · Face check required' : ''}
          {person.banned ? ' · Banned' : ''}
          {person.suspendedUntil ? ` · Suspended until ${when(person.suspendedUntil)}` : ''}
          {person.role !== 'member' ? ` · ${person.role}` : ''}
        </p>
      </header>
      {appealId ? <AppealDecision c={c.data} appealId={appealId} onDone={() => void refresh()} /> : null}
      {c.data.openReports.length > 0 || c.data.openSignals.length === 0 ? (
        <section aria-label="Open reports" className="space-y-2">
          <h3 className="font-semibold text-ink">Open reports ({c.data.openReports.length})</h3>
          <ul className="space-y-2">
            {c.data.openReports.map((r) => (
              <ReportEntry key={r.id} r={r} />
            ))}
          </ul>
        </section>
      ) : null}
      {c.data.openSignals.length > 0 ? (
        <section aria-label="Automatic signals" className="space-y-2">
          <h3 className="font-semibold text-ink">Automatic signals ({c.data.openSignals.length})</h3>
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
            void endStream(stream, c.data.openReports[0]?.reason ?? 'other', 'A moderator ended this stream because it broke our rules.')
              .then(() => toast.success('Stream ended'))
              .then(refresh, fail)
          }
        >
          End their live stream
        </Button>
      ) : null}
      <section aria-label="Decide" className="rounded-2xl bg-sand-50 p-4">
        <ActionForm
          c={c.data}
          onDone={(message) => {
            toast.success(message);
            void refresh();
          }}
        />
      </section>
      <section aria-label="History" className="space-y-2">
        <h3 className="font-semibold text-ink">History</h3>
        {c.data.actions.length === 0 && c.data.earlierReports.length === 0 && c.data.earlierSignals.length === 0 ? <p className="text-sm text-ink-soft">No earlier reports or decisions.</p> : null}
        <ul className="space-y-1 text-sm">
          {c.data.actions.map((a) => (
            <li key={a.id} className="text-ink">
              {when(a.createdAt)} · {MODERATION_ACTION_LABELS[a.kind]} · {a.reason}
              {a.moderatorId ? '' : ' (automatic)'}
            </li>
          ))}
          {c.data.earlierReports.map((r) => (
            <li key={r.id} className="text-ink-soft">
              {when(r.createdAt)} · reviewed report: {REPORT_REASON_LABELS[r.reason]}
            </li>
          ))}
          {c.data.earlierSignals.map((s) => (
            <li key={s.id} className="text-ink-soft">
              {when(s.createdAt)} · decided signal: {SIGNAL_KIND_LABELS[s.kind]}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
