import type { CallView } from '@sankofa/contracts';
import type { LivePerson } from '@sankofa/contracts/realtime';

/**
 * Where other features hear about calls without the calls module knowing them: push notifications
 * wire `ringing` (wake the person called when no tab of theirs is open) and `missed` (tell them
 * afterwards). Each runs on the one instance that made the change, once per call; a hook's failure
 * is logged and never fails the call.
 */
export interface CallHooks {
  ringing?(call: CallView, from: LivePerson): Promise<void> | void;
  /** Rang out, cancelled by the caller, met a busy line, or ended by a block while ringing. */
  missed?(call: CallView, from: LivePerson): Promise<void> | void;
}

const registered = new Set<CallHooks>();

/** Registers hooks for the life of the process; answers the function that removes them. */
export function onCalls(hooks: CallHooks): () => void {
  registered.add(hooks);
  return () => registered.delete(hooks);
}

export async function runCallHooks(
  which: keyof CallHooks,
  call: CallView,
  from: LivePerson,
  log: (err: unknown) => void,
): Promise<void> {
  await Promise.all(
    [...registered].map(async (h) => {
      try {
        await h[which]?.(call, from);
      } catch (err) {
        log(err);
      }
    }),
  );
}
