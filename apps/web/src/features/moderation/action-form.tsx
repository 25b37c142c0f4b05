import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModCase, ModeratorAction } from '@sankofa/contracts';
import { MODERATION_REASON_MAX, MODERATOR_ACTIONS, REPORT_REASONS } from '@sankofa/contracts/constants';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Select } from '@/components/ui/select.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { i18n } from '@/lib/i18n/i18n.ts';
import { takeAction } from './mod-api.ts';
import { reasonLabel } from './mod-labels.ts';

type Rule = (typeof REPORT_REASONS)[number];

/** The rule a signal points at, when no member's report names one. */
const SIGNAL_RULES: Record<ModCase['openSignals'][number]['kind'], Rule> = {
  nudity_suspected: 'inappropriate_content',
  off_platform_contact: 'scam',
};

const REMOVABLE_KINDS = ['photo', 'message', 'stream_chat'] as const;
const isRemovable = (kind: string): kind is (typeof REMOVABLE_KINDS)[number] =>
  (REMOVABLE_KINDS as readonly string[]).includes(kind);

/** What can be removed: a reported photo or message, or a photo the nudity check held (`signal:` ids). */
function removableOf(c: ModCase): { value: string; label: string }[] {
  const t = i18n.t;
  return [
    ...c.openReports.flatMap((r) =>
      isRemovable(r.kind)
        ? [
            {
              value: `report:${r.id}`,
              label: t('mod:form.removable', {
                kind: t(`mod:form.removableKind.${r.kind}`),
                text: r.snapshot.text?.slice(0, 60) ?? t('mod:form.photo'),
              }),
            },
          ]
        : [],
    ),
    ...c.openSignals
      .filter((s) => s.evidence.photoId)
      .map((s) => ({ value: `signal:${s.id}`, label: t('mod:form.heldPhoto') })),
  ];
}

const actionText = (action: ModeratorAction) => i18n.t(`mod:form.actions.${action}`);

/** A decision about the person and their open reports and signals; the reason is what the member reads. */
export function ActionForm({ c, onDone }: { c: ModCase; onDone: (message: string) => void }) {
  const { t } = useTranslation('mod');
  const ids = useId();
  const removable = removableOf(c);
  const [action, setAction] = useState<ModeratorAction>('warn');
  const firstSignal = c.openSignals[0];
  const [rule, setRule] = useState<Rule>(
    c.openReports[0]?.reason ?? (firstSignal ? SIGNAL_RULES[firstSignal.kind] : 'other'),
  );
  const [reason, setReason] = useState('');
  const [days, setDays] = useState('7');
  const [content, setContent] = useState(removable[0]?.value ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const blocked = c.person.role === 'admin';

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!reason.trim()) return setError(t('form.reasonMissing'));
    setBusy(true);
    setError(null);
    try {
      await takeAction(c.person.userId, {
        action,
        rule,
        reason: reason.trim(),
        reportIds: c.openReports.map((r) => r.id),
        signalIds: c.openSignals.map((s) => s.id),
        ...(action === 'suspend' && { days: Number(days) }),
        ...(action === 'remove_content' &&
          (content.startsWith('signal:')
            ? { contentSignalId: content.slice('signal:'.length) }
            : { contentReportId: content.slice('report:'.length) })),
      });
      setReason('');
      onDone(t('form.done', { action: actionText(action) }));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('form.failed'));
    } finally {
      setBusy(false);
    }
  }

  if (blocked) return <p className="text-sm text-ink">{t('form.admin')}</p>;
  return (
    <form noValidate onSubmit={submit} aria-label={t('form.label')} className="space-y-4">
      <Field id={`${ids}-action`} label={t('form.action')}>
        <Select id={`${ids}-action`} value={action} onChange={(e) => setAction(e.target.value as ModeratorAction)}>
          {MODERATOR_ACTIONS.filter((a) => a !== 'remove_content' || removable.length > 0).map((a) => (
            <option key={a} value={a}>
              {actionText(a)}
            </option>
          ))}
        </Select>
      </Field>
      {action === 'remove_content' ? (
        <Field id={`${ids}-content`} label={t('form.content')}>
          <Select id={`${ids}-content`} value={content} onChange={(e) => setContent(e.target.value)}>
            {removable.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      {action === 'suspend' ? (
        <Field id={`${ids}-days`} label={t('form.days')}>
          <Input
            id={`${ids}-days`}
            type="number"
            min={1}
            max={365}
            inputMode="numeric"
            value={days}
            onChange={(e) => setDays(e.target.value)}
          />
        </Field>
      ) : null}
      <Field id={`${ids}-rule`} label={t('form.rule')}>
        <Select id={`${ids}-rule`} value={rule} onChange={(e) => setRule(e.target.value as Rule)}>
          {REPORT_REASONS.map((r) => (
            <option key={r} value={r}>
              {reasonLabel(r)}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={`${ids}-reason`} label={t('form.reason')} error={error}>
        <Textarea
          id={`${ids}-reason`}
          rows={3}
          maxLength={MODERATION_REASON_MAX}
          value={reason}
          invalid={Boolean(error)}
          onChange={(e) => setReason(e.target.value)}
        />
      </Field>
      <Button type="submit" variant={action === 'ban' || action === 'suspend' ? 'danger' : 'primary'} disabled={busy}>
        {busy ? t('form.saving') : t('form.confirm')}
      </Button>
    </form>
  );
}
