import { GIFT_EMOJI, HEART_EMOJI } from '@sankofa/contracts/constants';
import type { CallLineFacts, ChatMessage, ConversationSummary, LastMessage } from '@sankofa/contracts';
import { currentLocale, i18n } from '@/lib/i18n/i18n.ts';

/** Desktop notification body and in-app toast lengths (spec part 2 §9). */
const NOTIFICATION_BODY_MAX = 100;
const TOAST_BODY_MAX = 50;

/** Cuts after `max` characters and marks the cut; counts characters, so an emoji is never split in two. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}

/** The line a conversation shows before anything was written (spec part 2 §9), in the language shown. */
export const defaultLine = (connection: ConversationSummary['connection']): string =>
  connection === 'match'
    ? i18n.t('messages:lines.matched')
    : connection === 'friend'
      ? i18n.t('messages:lines.friends')
      : i18n.t('messages:lines.hello');

/** "4:05", "1:02:09" with the digits of the language shown. */
export function callLength(seconds: number): string {
  const locale = currentLocale();
  const two = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
  const one = new Intl.NumberFormat(locale, { useGrouping: false });
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = two.format(s % 60);
  return h > 0 ? `${one.format(h)}:${two.format(m)}:${rest}` : `${one.format(m)}:${rest}`;
}

/**
 * A call's chat line in the reader's language, from its facts. Without facts (an older server) the
 * server's English words are all there is.
 */
export function callLineOf(call: CallLineFacts | null | undefined, serverText: string): string {
  if (!call) return serverText;
  const media = call.media === 'video' ? 'video' : 'voice';
  if (call.outcome === 'answered')
    return i18n.t(`messages:lines.call.${media}Answered`, { duration: callLength(call.seconds ?? 0) });
  return i18n.t(`messages:lines.call.${media}${call.outcome === 'declined' ? 'Declined' : 'Missed'}`);
}

/** A message in a few words: a heart or a gift reads as what it is, not as a bare emoji. */
export function previewOf(m: Pick<LastMessage, 'kind' | 'text' | 'call'> & { gift?: ChatMessage['gift'] }): string {
  if (m.kind === 'call') return callLineOf(m.call, m.text);
  if (m.kind === 'heart')
    return m.text === HEART_EMOJI
      ? i18n.t('messages:lines.sentHeart')
      : i18n.t('messages:lines.sentHeartWith', { text: m.text });
  if (m.kind === 'gift') {
    const what = m.gift ? i18n.t(`messages:lines.sentGiftNamed.${m.gift.type}`) : i18n.t('messages:lines.sentGift');
    return m.text === GIFT_EMOJI ? what : i18n.t('messages:lines.withText', { what, text: m.text });
  }
  return m.text;
}

/** The conversation list's second line: the last message (mine marked "You: "), or the default line. */
export function lastLineOf(c: Pick<ConversationSummary, 'lastMessage' | 'connection'>, me: string | null): string {
  if (!c.lastMessage) return defaultLine(c.connection);
  const text = previewOf(c.lastMessage);
  return c.lastMessage.senderId === me ? i18n.t('messages:lines.mine', { text }) : text;
}

export const notificationTitle = (name: string) => i18n.t('messages:lines.newMessage', { name });
export const notificationBody = (m: Parameters<typeof previewOf>[0]) => truncate(previewOf(m), NOTIFICATION_BODY_MAX);
export const toastBody = (m: Parameters<typeof previewOf>[0]) => truncate(previewOf(m), TOAST_BODY_MAX);
