import { GIFT_EMOJI, HEART_EMOJI } from '@sankofa/contracts/constants';
import type { ChatMessage, ConversationSummary, LastMessage } from '@sankofa/contracts';
import { i18n } from '@/lib/i18n/i18n.ts';

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

/** A message in a few words: a heart or a gift reads as what it is, not as a bare emoji. */
export function previewOf(m: Pick<LastMessage, 'kind' | 'text'> & { gift?: ChatMessage['gift'] }): string {
  if (m.kind === 'heart')
    return m.text === HEART_EMOJI ? i18n.t('messages:lines.sentHeart') : i18n.t('messages:lines.sentHeartWith', { text: m.text });
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
