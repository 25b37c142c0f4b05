import type { ChatMessage } from '@sankofa/contracts';

export const ME = '0b3d1e00-f2b7-4050-8000-00000000000a';
export const THEM = '0b3d1e00-f2b7-4050-8000-00000000000b';

/** A message of the conversation between ME and THEM, for the unit tests beside this file. */
export function msg(seq: number, from: 'me' | 'them' = 'them', over: Partial<ChatMessage> = {}): ChatMessage {
  const mine = from === 'me';
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    seq,
    senderId: mine ? ME : THEM,
    recipientId: mine ? THEM : ME,
    clientId: `client-${seq}`,
    kind: 'text',
    text: `message ${seq}`,
    gift: null,
    sentAt: new Date(Date.UTC(2025, 0, 1, 12, seq)).toISOString(),
    ...over,
  };
}
