import type { AppDeps } from '../../deps.ts';
import { announceNotifications, recordNotifications } from '../notifications/record-notification.ts';
import { notifyPush } from '../push/notify-push.ts';
import { pushLocaleOf } from '../push/push-locale.queries.ts';
import { PUSH_WORDS } from '../push/texts/all-push-words.ts';
import { onCalls } from './call-hooks.ts';
import { wantsCallNotices } from './calls.repo.ts';

/**
 * What a call tells a member who is not in front of it: a push while it rings (skipped by the push
 * worker when a tab of theirs is visible: the ringing sheet is there), and a 'missed call' entry in
 * the notifications centre, pushed too, when it rang out or was cancelled.
 */
export function callNotices(deps: Pick<AppDeps, 'bus' | 'clock' | 'database' | 'jobs'>): () => void {
  return onCalls(deps, {
    ringing: async (call, from) => {
      // "Calls" off in Settings → Notifications: the tabs they have open still ring, nothing wakes them.
      if (!(await wantsCallNotices(deps.database.db, call.calleeId))) return;
      const w = PUSH_WORDS[await pushLocaleOf(deps.database.db, call.calleeId)];
      await notifyPush(deps, call.calleeId, {
        title: w.calling(from.displayName || w.someone),
        body: call.media === 'video' ? w.videoCall : w.voiceCall,
        tag: `call:${call.id}`,
        url: `/app/messages?tab=messages&chat=${encodeURIComponent(from.userId)}`,
      });
    },
    missed: async (call, from) => {
      const told = await deps.database.db.transaction((tx) =>
        recordNotifications(deps, tx, {
          recipientId: call.calleeId,
          actorId: from.userId,
          kind: 'missed_call',
          at: deps.clock(),
        }),
      );
      await announceNotifications(deps, told);
    },
  });
}
