import { useCallback, useEffect, useReducer, useRef } from 'react';
import { finishVerificationAttempt, startVerificationAttempt, uploadVerificationFrame } from './verification-api.ts';
import { runAttempt, type AttemptApi, type AttemptOutcome } from './run-attempt.ts';
import { initialVerificationState, verificationReducer } from './verification-state.ts';

const serverApi: AttemptApi = {
  start: startVerificationAttempt,
  upload: uploadVerificationFrame,
  finish: finishVerificationAttempt,
};

/**
 * The verification state machine wired to the server. `capture` takes one frame of the camera;
 * `onOutcome` hears each decision once. Closing the screen aborts a running attempt.
 */
export function useFaceVerification(options: {
  capture: () => Promise<Blob | null>;
  onOutcome: (outcome: AttemptOutcome) => void;
  api?: AttemptApi;
}) {
  const [state, dispatch] = useReducer(verificationReducer, initialVerificationState);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const controller = useRef<AbortController | null>(null);
  const runRef = useRef(state.run);
  const phaseRef = useRef(state.phase);
  useEffect(() => {
    runRef.current = state.run;
    phaseRef.current = state.phase;
  }, [state.run, state.phase]);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(() => {
    if (phaseRef.current !== 'idle') return;
    phaseRef.current = 'starting';
    const run = runRef.current + 1;
    runRef.current = run;
    dispatch({ type: 'start' });
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    const { api = serverApi } = latest.current;
    runAttempt({
      api,
      capture: () => latest.current.capture(),
      signal: abort.signal,
      events: {
        onAttempt: (a) => dispatch({ type: 'attempt', run, steps: a.steps, stepMs: a.stepMs }),
        onStep: (step) => dispatch({ type: 'step', run, step }),
        onProgress: (progress) => dispatch({ type: 'progress', run, progress }),
        onProcessing: () => dispatch({ type: 'processing', run }),
      },
    }).then(
      (outcome) => {
        if (abort.signal.aborted) return;
        dispatch({ type: 'outcome', run, outcome });
        latest.current.onOutcome(outcome);
      },
      () => {
        /* aborted: the screen closed */
      },
    );
  }, []);

  const reset = useCallback(() => dispatch({ type: 'reset' }), []);

  return { state, start, reset };
}
