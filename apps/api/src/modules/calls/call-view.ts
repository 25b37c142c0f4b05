import type { CallView } from '@sankofa/contracts';
import type { LivePerson } from '@sankofa/contracts/realtime';
import type { AppDeps } from '../../deps.ts';
import type { CallRow } from './calls.repo.ts';

export function callView(row: CallRow): CallView {
  return {
    id: row.id,
    callerId: row.caller_id,
    calleeId: row.callee_id,
    media: row.media,
    status: row.status,
    startedAt: row.started_at,
    ringsUntil: row.rings_until,
    answeredAt: row.answered_at,
    endedAt: row.ended_at,
  };
}

export const callPerson = (
  deps: Pick<AppDeps, 'storage'>,
  userId: string,
  p: { name: string; photo_key: string | null },
): LivePerson => ({
  userId,
  displayName: p.name,
  photoUrl: p.photo_key ? deps.storage.url(p.photo_key) : null,
});

/** The other side of a call, seen from `me`. */
export const peerOf = (row: CallRow, me: string): string => (row.caller_id === me ? row.callee_id : row.caller_id);
