import type { AppDeps } from '../../deps.ts';
import { publishToUser } from '../realtime/session-events.ts';
import { recordCallLine } from '../messaging/record-call-line.ts';
import { callLineFacts } from './call-line.ts';
import { runCallHooks } from './call-hooks.ts';
import { callPerson, callView } from './call-view.ts';
import { selectCallPerson, type CallRow } from './calls.repo.ts';

type Deps = Pick<AppDeps, 'bus' | 'database' | 'storage'>;

/** Tells every tab of both people where the call is now (the tabs that did not answer close their sheet). */
export async function announceCall(deps: Pick<AppDeps, 'bus'>, row: CallRow): Promise<void> {
  const event = { type: 'call.updated', call: callView(row), endedBy: row.ended_by } as const;
  await Promise.all([publishToUser(deps.bus, row.caller_id, event), publishToUser(deps.bus, row.callee_id, event)]);
}

/**
 * What follows a call's end, once (only the statement that ended it returns the row): both people
 * hear it, both chats get its line, and a missed call goes to the `missed` hooks.
 */
export async function announceEnded(
  deps: Deps,
  rows: readonly CallRow[],
  onHookError: (err: unknown) => void,
): Promise<void> {
  await Promise.all(
    rows.map(async (row) => {
      await announceCall(deps, row);
      const at = row.ended_at ? new Date(row.ended_at) : new Date(row.started_at);
      await recordCallLine(deps, {
        callId: row.id,
        callerId: row.caller_id,
        calleeId: row.callee_id,
        facts: callLineFacts(row),
        at,
      });
      if (row.status === 'missed' || row.status === 'busy') {
        const from = callPerson(deps, row.caller_id, await selectCallPerson(deps.database.db, row.caller_id));
        await runCallHooks(deps, 'missed', callView(row), from, onHookError);
      }
    }),
  );
}
