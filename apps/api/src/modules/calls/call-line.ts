import type { CallRow } from './calls.repo.ts';

/** "4:05", "1:02:09": how long a call lasted, as both people's chats show it. */
export function callDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** The text of the chat line a finished call leaves, the same for both people. */
export function callLineText(row: Pick<CallRow, 'media' | 'status' | 'answered_at' | 'ended_at'>): string {
  const kind = row.media === 'video' ? 'video call' : 'voice call';
  const Kind = kind[0]!.toUpperCase() + kind.slice(1);
  if (row.status === 'ended' && row.answered_at && row.ended_at) {
    const seconds = (Date.parse(row.ended_at) - Date.parse(row.answered_at)) / 1000;
    return `${Kind} · ${callDuration(seconds)}`;
  }
  if (row.status === 'declined') return `${Kind} declined`;
  return `Missed ${kind}`;
}
