import type { VerificationAction, VerificationProgress } from '@sankofa/contracts';
import { i18n } from '@/lib/i18n/i18n.ts';
import type { AttemptOutcome } from './run-attempt.ts';

/**
 * idle → starting (opening the attempt) → running (the five steps) → processing (waiting for the
 * decision) → success | failed; 'Try Again' takes failed back to idle with the liveness at 0.
 */
export type VerificationPhase = 'idle' | 'starting' | 'running' | 'processing' | 'success' | 'failed';

export interface VerificationState {
  phase: VerificationPhase;
  /** Which attempt the state belongs to; events of an earlier one are ignored. */
  run: number;
  steps: readonly VerificationAction[];
  /** 0-based index of the step being shown. */
  step: number;
  stepMs: number;
  /** 0..1, the server's latest progress. */
  liveness: number;
  failure: Extract<AttemptOutcome, { verified: false }> | null;
}

export type VerificationEvent =
  | { type: 'start' }
  | { type: 'attempt'; run: number; steps: readonly VerificationAction[]; stepMs: number }
  | { type: 'step'; run: number; step: number }
  | { type: 'progress'; run: number; progress: VerificationProgress }
  | { type: 'processing'; run: number }
  | { type: 'outcome'; run: number; outcome: AttemptOutcome }
  | { type: 'reset' };

export const initialVerificationState: VerificationState = {
  phase: 'idle',
  run: 0,
  steps: [],
  step: 0,
  stepMs: 0,
  liveness: 0,
  failure: null,
};

const clamp01 = (n: number) => (Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0);

export function verificationReducer(state: VerificationState, event: VerificationEvent): VerificationState {
  if (event.type === 'start') {
    if (state.phase !== 'idle') return state;
    return { ...initialVerificationState, phase: 'starting', run: state.run + 1 };
  }
  if (event.type === 'reset') {
    if (state.phase !== 'failed') return state;
    return { ...initialVerificationState, run: state.run };
  }
  if (event.run !== state.run) return state;
  switch (event.type) {
    case 'attempt':
      if (state.phase !== 'starting') return state;
      return { ...state, phase: 'running', steps: event.steps, stepMs: event.stepMs, step: 0 };
    case 'step':
      if (state.phase !== 'running' || event.step < 0 || event.step >= state.steps.length) return state;
      return { ...state, step: event.step };
    case 'progress':
      if (state.phase !== 'running' && state.phase !== 'processing') return state;
      return { ...state, liveness: clamp01(event.progress.liveness) };
    case 'processing':
      if (state.phase !== 'running') return state;
      return { ...state, phase: 'processing' };
    case 'outcome':
      if (state.phase !== 'starting' && state.phase !== 'running' && state.phase !== 'processing') return state;
      return event.outcome.verified
        ? { ...state, phase: 'success', liveness: clamp01(event.outcome.liveness), failure: null }
        : { ...state, phase: 'failed', liveness: clamp01(event.outcome.liveness), failure: event.outcome };
  }
}

/** 'Step N of 5' (1-based), or null when no step is being shown. */
export function stepLabel(state: VerificationState): string | null {
  if (state.phase !== 'running' || state.steps.length === 0) return null;
  const number = new Intl.NumberFormat(i18n.language);
  return i18n.t('verification:step', { step: number.format(state.step + 1), total: number.format(state.steps.length) });
}

export const livenessPercent = (liveness: number) => Math.round(clamp01(liveness) * 100);
