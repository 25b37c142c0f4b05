import { useCallback, useEffect, useId, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { Camera, CameraOff, Check, Loader2, RotateCcw, ScanFace } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { VERIFICATION_STEPS } from '@sankofa/contracts/constants';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { captureFrame } from './camera.ts';
import type { AttemptApi, AttemptOutcome } from './run-attempt.ts';
import { verificationToasts } from './texts.ts';
import { useFaceVerification } from './use-face-verification.ts';
import { useVerificationCamera } from './use-verification-camera.ts';
import { livenessPercent, stepLabel, type VerificationPhase, type VerificationState } from './verification-state.ts';

const PERCENT: Intl.NumberFormatOptions = { style: 'percent' };

interface FaceVerificationProps {
  /** Told once per decision: true when the profile is now verified (spec: the parent is told true or false). */
  onResult?: (verified: boolean) => void;
  /** The parent's own buttons under the screen (Skip, Continue, Close…), by phase. */
  footer?: (phase: VerificationPhase) => ReactNode;
  /** Every toast of the screen replaces the last one with this id (the auth area shows one at a time). */
  toastId?: string;
  /** For tests: the calls an attempt makes. */
  api?: AttemptApi;
}

/**
 * Face verification, an embedded screen (not a route): the live camera, the liveness readout, the
 * 'Step N of 5' banner with its progress bar and instruction, and the success and failure views.
 * The server chooses the order of the steps and makes the decision; this screen paces the steps,
 * captures the frames and sends them.
 */
export function FaceVerification({ onResult, footer, toastId, api }: FaceVerificationProps) {
  const { t, i18n } = useTranslation('verification');
  const videoRef = useRef<HTMLVideoElement>(null);
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const toasts = useMemo(() => verificationToasts(toastId), [toastId]);
  const camera = useVerificationCamera(videoRef, toasts);
  const { stop: stopCamera } = camera;

  const capture = useCallback(async () => {
    const video = videoRef.current;
    if (!video) return null;
    canvasRef.current ??= document.createElement('canvas');
    return captureFrame(video, canvasRef.current);
  }, []);

  const onOutcome = useCallback(
    (outcome: AttemptOutcome) => {
      if (outcome.verified) {
        toasts.succeeded();
        // Nothing more to capture: the camera goes off at once.
        stopCamera();
      } else {
        toasts.failed(outcome.message);
      }
      onResult?.(outcome.verified);
    },
    [onResult, stopCamera, toasts],
  );

  const { state, start, reset } = useFaceVerification({ capture, onOutcome, api });
  const { phase } = state;
  const busy = phase === 'starting' || phase === 'running' || phase === 'processing';

  // Focus follows the screen as its controls change, so it never falls back to the page.
  const bannerRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const previous = useRef(phase);
  useEffect(() => {
    const before = previous.current;
    previous.current = phase;
    if (before === phase) return;
    if (phase === 'running') bannerRef.current?.focus();
    else if (phase === 'success' || phase === 'failed') resultRef.current?.focus();
    else if (phase === 'idle' && before === 'failed') startRef.current?.focus();
  }, [phase]);

  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="sr-only">
        {t('heading')}
      </h2>
      <div className="overflow-hidden rounded-3xl border border-sand-200 bg-forest-900 shadow-sm">
        <StepBanner state={state} bannerRef={bannerRef} />
        <div className="relative aspect-[4/3] max-h-[42dvh] w-full">
          <video
            ref={videoRef}
            aria-label={t('videoLabel')}
            className={cn(
              'h-full w-full -scale-x-100 object-cover',
              (camera.status !== 'ready' || phase === 'success') && 'invisible',
            )}
            autoPlay
            muted
            playsInline
          />
          {camera.status === 'ready' && phase !== 'success' ? <FaceGuide active={phase === 'running'} /> : null}
          <CameraOverlay
            status={camera.status}
            phase={phase}
            denied={camera.failure === 'denied'}
            onRetry={camera.retry}
          />
          <p
            className="absolute bottom-3 start-3 rounded-full bg-black/70 px-3 py-1 text-sm font-medium text-white"
            data-testid="liveness"
          >
            {t('liveness', {
              percent: new Intl.NumberFormat(i18n.language, PERCENT).format(livenessPercent(state.liveness) / 100),
            })}
          </p>
        </div>
      </div>

      <Announcer state={state} />

      {phase === 'success' ? (
        <div className="rounded-3xl bg-sand-100 p-5 text-center">
          <h3 ref={resultRef} tabIndex={-1} className="focus:outline-none">
            <span className="inline-flex items-center rounded-full bg-terracotta-600 px-4 py-1.5 font-sans text-lg font-bold text-white">
              {t('verified')}
            </span>
          </h3>
          <p className="mt-3 font-medium text-forest-800">{t('congratulations')}</p>
        </div>
      ) : phase === 'failed' && state.failure ? (
        <div className="rounded-3xl border border-red-200 bg-red-50 p-5">
          <h3 ref={resultRef} tabIndex={-1} className="font-display text-xl text-danger focus:outline-none">
            {t('failed')}
          </h3>
          <p className="mt-2 font-medium text-ink" data-testid="verification-message">
            {state.failure.message}
          </p>
          {state.failure.reason === 'too_many_attempts' ? null : (
            <p className="mt-2 text-sm text-ink-soft">{t('hint')}</p>
          )}
          <Button className="mt-4 w-full sm:w-auto" onClick={reset}>
            <RotateCcw className="h-4 w-4" aria-hidden />
            {t('tryAgain')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-soft">{phase === 'processing' ? t('processingHint') : t('idleHint')}</p>
          <Button
            ref={startRef}
            className="w-full shrink-0 sm:w-auto"
            onClick={start}
            disabled={busy || camera.status !== 'ready'}
          >
            {busy ? (
              <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden />
            ) : (
              <ScanFace className="h-4 w-4" aria-hidden />
            )}
            {phase === 'idle' ? t('start') : phase === 'processing' ? t('checking') : t('verifying')}
          </Button>
        </div>
      )}
      {footer ? footer(phase) : null}
    </section>
  );
}

function StepBanner({ state, bannerRef }: { state: VerificationState; bannerRef: RefObject<HTMLDivElement | null> }) {
  const { t, i18n } = useTranslation('verification');
  const number = new Intl.NumberFormat(i18n.language);
  const label = stepLabel(state);
  const total = state.steps.length || VERIFICATION_STEPS;
  const action = state.steps[state.step];
  return (
    <div ref={bannerRef} tabIndex={-1} className="bg-forest-800 px-4 py-3 text-white focus:outline-none sm:px-5">
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-sm font-medium text-gold-300">
          {label ??
            (state.phase === 'processing' || state.phase === 'success'
              ? t('allStepsDone')
              : t('quickSteps', { count: VERIFICATION_STEPS }))}
        </p>
        {state.phase === 'running' ? (
          <p className="text-xs text-white/80">
            {t('secondsEach', { seconds: number.format(Math.round(state.stepMs / 1000)) })}
          </p>
        ) : null}
      </div>
      <div
        role="progressbar"
        aria-label={t('stepsLabel')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={
          state.phase === 'running'
            ? state.step + 1
            : state.phase === 'processing' || state.phase === 'success'
              ? total
              : 0
        }
        aria-valuetext={label ?? (state.phase === 'processing' ? t('allStepsDone') : t('notStarted'))}
        className="mt-2 h-2 overflow-hidden rounded-full bg-white/20"
      >
        <div
          className="h-full rounded-full bg-gold-400 transition-[width] duration-300 motion-reduce:transition-none"
          style={{
            width: `${
              state.phase === 'running'
                ? ((state.step + 1) / total) * 100
                : state.phase === 'processing' || state.phase === 'success'
                  ? 100
                  : 0
            }%`,
          }}
        />
      </div>
      <p className="mt-2 min-h-7 font-display text-lg leading-snug sm:text-xl">
        {state.phase === 'running' && action
          ? t(`instructions.${action}`)
          : state.phase === 'processing'
            ? t('checkingVerification')
            : state.phase === 'success'
              ? t('allDone')
              : t('overview')}
      </p>
    </div>
  );
}

/** Step changes and the wait for the decision, for screen readers (the result moves focus to itself). */
function Announcer({ state }: { state: VerificationState }) {
  const { t } = useTranslation('verification');
  const label = stepLabel(state);
  const action = state.steps[state.step];
  const text =
    state.phase === 'running' && label && action
      ? t('announceStep', { step: label, instruction: t(`instructions.${action}`) })
      : state.phase === 'processing'
        ? t('announceProcessing')
        : '';
  return (
    <p className="sr-only" aria-live="assertive" aria-atomic="true">
      {text}
    </p>
  );
}

function FaceGuide({ active }: { active: boolean }) {
  return (
    <div className="pointer-events-none absolute inset-0 flex items-center justify-center" aria-hidden>
      <div
        className={cn(
          'aspect-[3/4] h-[78%] rounded-[50%] border-4 border-dashed transition-colors',
          active ? 'border-gold-400' : 'border-white/70',
        )}
      />
    </div>
  );
}

function CameraOverlay({
  status,
  phase,
  denied,
  onRetry,
}: {
  status: string;
  phase: VerificationPhase;
  denied: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('verification');
  if (phase === 'success') {
    return (
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-forest-800 text-white">
        <span
          className="flex h-20 w-20 items-center justify-center rounded-full bg-terracotta-600 text-4xl font-bold"
          aria-hidden
        >
          <Check className="h-10 w-10" strokeWidth={3} />
        </span>
        <p className="font-display text-xl">{t('faceVerified')}</p>
      </div>
    );
  }
  if (phase === 'processing') {
    return (
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-forest-900/70 text-white">
        <Loader2 className="h-10 w-10 animate-spin motion-reduce:animate-none" aria-hidden />
        <p className="font-medium">{t('checking')}</p>
      </div>
    );
  }
  if (status === 'starting') {
    return (
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-white">
        <Camera className="h-10 w-10 opacity-90" aria-hidden />
        <p className="text-sm">{t('startingCamera')}</p>
      </div>
    );
  }
  if (status === 'failed') {
    return (
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 px-6 text-center text-white">
        <CameraOff className="h-10 w-10 opacity-90" aria-hidden />
        <p className="text-sm">{denied ? t('cameraBlocked') : t('cameraFailed')}</p>
        <Button variant="light" size="sm" onClick={onRetry}>
          {t('retryCamera')}
        </Button>
      </div>
    );
  }
  return null;
}
