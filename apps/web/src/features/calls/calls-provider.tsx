import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { OwnProfile } from '@sankofa/contracts';
import { OWN_PROFILE_KEY, getOwnProfile } from '@/features/profile';
import { useRealtime } from '@/lib/realtime/use-realtime.tsx';
import { CallController, type CallsState } from './call-controller.ts';
import { IncomingCallSheet } from './incoming-call-sheet.tsx';

const CallScreen = lazy(() => import('./call-screen.tsx'));

// A setting changed on another device reaches this tab's notices within this long.
const PROFILE_FRESH_MS = 5 * 60_000;

const CallsContext = createContext<CallController | null>(null);

/** Calls on every signed-in page: the incoming-call sheet, the call screen, and what the call buttons use. */
export function CallsProvider({ children }: { children: ReactNode }) {
  const client = useRealtime();
  const queries = useQueryClient();
  const [controller] = useState(
    () =>
      new CallController(client, async () => {
        const profile = await queries.fetchQuery<OwnProfile>({
          queryKey: OWN_PROFILE_KEY,
          queryFn: getOwnProfile,
          staleTime: PROFILE_FRESH_MS,
        });
        return profile.settings.notifyCalls;
      }),
  );
  useEffect(() => controller.listen(), [controller]);
  const state = useSyncExternalStore(controller.subscribe, () => controller.state);
  return (
    <CallsContext.Provider value={controller}>
      {children}
      {state.incoming && !state.session ? (
        // Its words may still be on their way: the sheet waits for them rather than the whole page.
        <Suspense fallback={null}>
          <IncomingCallSheet
            incoming={state.incoming}
            busy={state.starting}
            silenced={state.ringSilenced}
            onHearRing={() => controller.hearRing()}
            onAnswer={() => void controller.answer()}
            onDecline={() => controller.decline()}
          />
        </Suspense>
      ) : null}
      {state.session ? (
        <Suspense fallback={null}>
          <CallScreen key={state.session.snapshot.call.id} session={state.session} />
        </Suspense>
      ) : null}
    </CallsContext.Provider>
  );
}

export function useCalls(): { controller: CallController; state: CallsState } {
  const controller = useContext(CallsContext);
  if (!controller) throw new Error('useCalls must be used inside <CallsProvider>');
  const state = useSyncExternalStore(controller.subscribe, () => controller.state);
  return { controller, state };
}
