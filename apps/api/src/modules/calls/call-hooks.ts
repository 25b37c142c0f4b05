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

/** Hooks per app, keyed by its bus (one per app): two apps in one process never hear each other's calls. */
const registered = new WeakMap<object, Set<CallHooks>>();

/** Registers hooks for this app's calls; answers the function that removes them. */
export function onCalls(app: { bus: object }, hooks: CallHooks): () => void {
  const set = registered.get(app.bus) ?? new Set<CallHooks>();
  registered.set(app.bus, set.add(hooks));
  return () => set.delete(hooks);
}

export async function runCallHooks(
  app: { bus: object },
  which: keyof CallHooks,
  call: CallView,
  from: LivePerson,
  log: (err: unknown) => void,
): Promise<void> {
  await Promise.all(
    [...(registered.get(app.bus) ?? [])].map(async (h) => {
      try {
        await h[which]?.(call, from);
      } catch (err) {
        log(err);
      }
    }),
  );
}
