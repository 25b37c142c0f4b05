import { GIFT_CATALOGUE, GIFT_EMOJI, HEART_EMOJI } from '@sankofa/contracts/constants';
import type { ChatMessage, ConversationSummary, LastMessage } from '@sankofa/contracts';

/** Desktop notification body and in-app toast lengths (spec part 2 §9). */
const NOTIFICATION_BODY_MAX = 100;
const TOAST_BODY_MAX = 50;

/** Cuts after `max` characters and marks the cut; counts characters, so an emoji is never split in two. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}

/** The line a conversation shows before anything was written (spec part 2 §9). */
export const defaultLine = (connection: ConversationSummary['connection']): string =>
  connection === 'match'
    ? 'You matched! Send a message.'
    : connection === 'friend'
      ? "You're now friends! Start chatting."
      : 'Say hello.';

/** A message in a few words: a heart or a gift reads as what it is, not as a bare emoji. */
export function previewOf(m: Pick<LastMessage, 'kind' | 'text'> & { gift?: ChatMessage['gift'] }): string {
  if (m.kind === 'heart') return m.text === HEART_EMOJI ? 'Sent a heart' : `Sent a heart: ${m.text}`;
  if (m.kind === 'gift') {
    const what = m.gift ? `Sent a ${GIFT_CATALOGUE[m.gift.type].name}` : 'Sent a gift';
    return m.text === GIFT_EMOJI ? what : `${what}: ${m.text}`;
  }
  return m.text;
}

/** The conversation list's second line: the last message (mine marked "You: "), or the default line. */
export function lastLineOf(c: Pick<ConversationSummary, 'lastMessage' | 'connection'>, me: string | null): string {
  if (!c.lastMessage) return defaultLine(c.connection);
  const text = previewOf(c.lastMessage);
  return c.lastMessage.senderId === me ? `You: ${text}` : text;
}

export const notificationTitle = (name: string) => `New message from ${name}`;
export const notificationBody = (m: Parameters<typeof previewOf>[0]) => truncate(previewOf(m), NOTIFICATION_BODY_MAX);
export const toastBody = (m: Parameters<typeof previewOf>[0]) => truncate(previewOf(m), TOAST_BODY_MAX);
