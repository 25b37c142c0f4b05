import type { CallLineFacts } from '@sankofa/contracts';
import { callLineWords } from '../messaging/call-line-words.ts';
import type { CallRow } from './calls.repo.ts';

export { callDuration } from '../messaging/call-line-words.ts';

/** What the chat line a finished call leaves says, the same for both people: each reader's app words it. */
export function callLineFacts(row: Pick<CallRow, 'media' | 'status' | 'answered_at' | 'ended_at'>): CallLineFacts {
  if (row.status === 'ended' && row.answered_at && row.ended_at) {
    const seconds = Math.max(0, Math.floor((Date.parse(row.ended_at) - Date.parse(row.answered_at)) / 1000));
    return { media: row.media, outcome: 'answered', seconds };
  }
  return { media: row.media, outcome: row.status === 'declined' ? 'declined' : 'missed', seconds: null };
}

/** The line's English text, stored as the message's text. */
export const callLineText = (row: Pick<CallRow, 'media' | 'status' | 'answered_at' | 'ended_at'>): string =>
  callLineWords(callLineFacts(row));
