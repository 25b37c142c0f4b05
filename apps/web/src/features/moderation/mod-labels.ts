import type { ModerationLogKind, REPORT_REASONS, ReportKind, SignalKind } from '@sankofa/contracts/constants';
import { currentLocale, i18n } from '@/lib/i18n/i18n.ts';

/**
 * The console's words for the API's codes, in the language shown (the contracts' English labels stay
 * the server's). Called while rendering, never at import, so a change of language wins.
 */
export const actionLabel = (kind: ModerationLogKind) => i18n.t(`mod:labels.action.${kind}`);
export const reportKindLabel = (kind: ReportKind) => i18n.t(`mod:labels.reportKind.${kind}`);
export const reasonLabel = (reason: (typeof REPORT_REASONS)[number]) => i18n.t(`mod:labels.reason.${reason}`);
export const signalLabel = (kind: SignalKind) => i18n.t(`mod:labels.signal.${kind}`);
export const sourceLabel = (kind: SignalKind) => i18n.t(`mod:labels.source.${kind}`);

const HANDLE_KINDS = ['phone', 'messenger', 'payment', 'crypto'] as const;
/** A kind of contact detail the detector names; a kind this console does not know yet shows as its code. */
export const handleKindLabel = (kind: string) =>
  (HANDLE_KINDS as readonly string[]).includes(kind)
    ? i18n.t(`mod:labels.handleKind.${kind as (typeof HANDLE_KINDS)[number]}`)
    : kind;

/** Words listed with the language's own comma (Arabic writes '،'). */
export const joined = (words: string[]) => words.join(i18n.t('mod:separator'));

export const when = (iso: string) =>
  new Date(iso).toLocaleString(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' });
