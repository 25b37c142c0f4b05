// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { VERIFICATION_HINT, VERIFICATION_TOO_MANY } from '@sankofa/contracts/constants';
import type { VerificationAttempt, VerificationProgress, VerificationResult } from '@sankofa/contracts';
import { ApiError } from '@/lib/api-client.ts';
import type { AttemptApi } from './run-attempt.ts';
import type * as CameraModule from './camera.ts';
import { i18n } from '@/lib/i18n/i18n.ts';

// The words come from the English verification texts, as a browser showing English gets them.
beforeAll(() => i18n.loadNamespaces('verification'));

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));
// happy-dom has no video frames or JPEG encoder: every capture yields a small JPEG.
vi.mock('./camera.ts', async (original) => ({
  ...(await original<typeof CameraModule>()),
  captureFrame: vi.fn(async () => new Blob([new Uint8Array([0xff, 0xd8])], { type: 'image/jpeg' })),
}));

const { FaceVerification } = await import('./face-verification.tsx');

const attempt: VerificationAttempt = {
  attemptId: 'att-9',
  steps: ['blink', 'smile', 'turn_left', 'look_straight', 'turn_right'],
  stepMs: 2000,
  framesPerStep: 4,
  attemptsLeft: 2,
};

function fakeCamera(outcome: 'ok' | Error = 'ok') {
  const track = { kind: 'video', stop: vi.fn() };
  const media = { getTracks: () => [track] } as unknown as MediaStream;
  const getUserMedia = vi.fn(() => (outcome === 'ok' ? Promise.resolve(media) : Promise.reject(outcome)));
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  const sources = new WeakMap<HTMLMediaElement, unknown>();
  vi.spyOn(HTMLMediaElement.prototype, 'srcObject', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return (sources.get(this) ?? null) as MediaStream | null;
  });
  vi.spyOn(HTMLMediaElement.prototype, 'srcObject', 'set').mockImplementation(function (this: HTMLMediaElement, v) {
    sources.set(this, v);
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  return { track, getUserMedia };
}

function fakeApi(result: VerificationResult, start?: () => Promise<VerificationAttempt>) {
  let analysed = 0;
  const api: AttemptApi = {
    start: vi.fn(start ?? (async () => attempt)),
    upload: vi.fn(async (): Promise<VerificationProgress> => {
      analysed++;
      return { framesAnalysed: analysed, framesExpected: 20, liveness: Math.min(1, analysed * 0.05) };
    }),
    finish: vi.fn(async () => result),
  };
  return api;
}

const wait = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
const startButton = () => screen.getByRole('button', { name: 'Start Verification' });
const liveness = () => screen.getByTestId('liveness').textContent;

beforeEach(() => {
  vi.useFakeTimers();
  toast.success.mockClear();
  toast.error.mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('FaceVerification', () => {
  it('runs the server steps with the banner, liveness and progress bar, then shows the failure and resets on Try Again', async () => {
    const { getUserMedia } = fakeCamera();
    const api = fakeApi({
      verified: false,
      reason: 'action_missed',
      action: 'blink',
      message: 'We did not see you blink.',
      liveness: 0.6,
    });
    const onResult = vi.fn();
    await act(async () => void render(<FaceVerification api={api} onResult={onResult} />));
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } },
      audio: false,
    });
    expect(toast.success).toHaveBeenCalledWith('Camera ready', {});
    expect(screen.getByLabelText('Your camera, for face verification').tagName).toBe('VIDEO');
    expect(liveness()).toBe('Liveness: 0%');

    await act(async () => void fireEvent.click(startButton()));
    expect(screen.getByText('Step 1 of 5')).toBeTruthy();
    expect(screen.getByText('Blink slowly twice')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Verification steps' });
    expect(bar.getAttribute('aria-valuenow')).toBe('1');
    expect(bar.getAttribute('aria-valuemax')).toBe('5');
    expect(bar.getAttribute('aria-valuetext')).toBe('Step 1 of 5');
    expect(screen.getByText('Step 1 of 5: Blink slowly twice', { selector: '[aria-live]' })).toBeTruthy();

    await wait(1000);
    // Two frames answered so far (at 250 and 750 ms): 2 × 5 %.
    expect(liveness()).toBe('Liveness: 10%');
    await wait(1000);
    expect(screen.getByText('Step 2 of 5')).toBeTruthy();
    expect(screen.getByText('Smile naturally')).toBeTruthy();
    expect(bar.getAttribute('aria-valuenow')).toBe('2');
    await wait(8000);

    expect(api.upload).toHaveBeenCalledTimes(20);
    expect(api.finish).toHaveBeenCalledWith('att-9');
    expect(screen.getByRole('heading', { name: 'Verification Failed' })).toBeTruthy();
    expect(screen.getByText('We did not see you blink.')).toBeTruthy();
    expect(screen.getByText(VERIFICATION_HINT)).toBeTruthy();
    expect(liveness()).toBe('Liveness: 60%');
    expect(toast.error).toHaveBeenCalledWith('Verification failed', { description: 'We did not see you blink.' });
    expect(onResult).toHaveBeenCalledWith(false);

    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Try Again' })));
    expect(screen.queryByRole('heading', { name: 'Verification Failed' })).toBeNull();
    expect(liveness()).toBe('Liveness: 0%');
    expect((startButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the orange Verified view on success, tells the parent and turns the camera off', async () => {
    const { track } = fakeCamera();
    const api = fakeApi({ verified: true, liveness: 0.95, similarity: 0.7 });
    const onResult = vi.fn();
    await act(
      async () => void render(<FaceVerification api={api} onResult={onResult} footer={(p) => <p>phase {p}</p>} />),
    );
    await act(async () => void fireEvent.click(startButton()));
    await wait(10_000);
    expect(screen.getByText('✓ Verified')).toBeTruthy();
    expect(screen.getByText('Congratulations! Your profile is now verified.')).toBeTruthy();
    expect(screen.getByText('phase success')).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('Verification successful!', {
      description: 'Your profile is now verified with an orange checkmark',
    });
    expect(onResult).toHaveBeenCalledWith(true);
    expect(track.stop).toHaveBeenCalled();
  });

  it('shows too many attempts clearly, without the lighting hint', async () => {
    fakeCamera();
    const api = fakeApi({ verified: true, liveness: 1, similarity: null }, () =>
      Promise.reject(new ApiError(429, 'too_many_attempts', VERIFICATION_TOO_MANY)),
    );
    await act(async () => void render(<FaceVerification api={api} />));
    await act(async () => void fireEvent.click(startButton()));
    await wait(0);
    expect(screen.getByRole('heading', { name: 'Verification Failed' })).toBeTruthy();
    expect(screen.getByText(VERIFICATION_TOO_MANY)).toBeTruthy();
    expect(screen.queryByText(VERIFICATION_HINT)).toBeNull();
    expect(api.upload).not.toHaveBeenCalled();
  });

  it('toasts a refused camera and any other camera failure in the spec words, and cannot start without it', async () => {
    fakeCamera(Object.assign(new Error('denied'), { name: 'NotAllowedError' }));
    await act(async () => void render(<FaceVerification api={fakeApi(attemptResult())} />));
    expect(toast.error).toHaveBeenCalledWith('Camera access denied', {
      description: 'Please allow camera access to complete verification',
    });
    expect((startButton() as HTMLButtonElement).disabled).toBe(true);
    cleanup();

    fakeCamera(Object.assign(new Error('busy'), { name: 'NotReadableError' }));
    await act(async () => void render(<FaceVerification api={fakeApi(attemptResult())} toastId="auth" />));
    expect(toast.error).toHaveBeenLastCalledWith('Error', {
      id: 'auth',
      description: 'Camera setup failed. Please try again.',
    });
    expect(screen.getByRole('button', { name: 'Try camera again' })).toBeTruthy();
  });

  it('stops every camera track when the screen closes, even mid-attempt, and asks for no decision', async () => {
    const { track } = fakeCamera();
    const api = fakeApi(attemptResult());
    const view = await act(async () => render(<FaceVerification api={api} />));
    await act(async () => void fireEvent.click(startButton()));
    await wait(3000);
    view.unmount();
    expect(track.stop).toHaveBeenCalled();
    await act(async () => void (await vi.advanceTimersByTimeAsync(20_000)));
    expect(api.finish).not.toHaveBeenCalled();
  });

  it('stops a camera that arrives after the screen closed', async () => {
    const track = { kind: 'video', stop: vi.fn() };
    let grant!: (m: MediaStream) => void;
    Object.defineProperty(navigator, 'mediaDevices', {
      value: { getUserMedia: () => new Promise<MediaStream>((r) => (grant = r)) },
      configurable: true,
    });
    const view = await act(async () => render(<FaceVerification api={fakeApi(attemptResult())} />));
    view.unmount();
    await act(async () => grant({ getTracks: () => [track] } as unknown as MediaStream));
    expect(track.stop).toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });
});

function attemptResult(): VerificationResult {
  return { verified: false, reason: 'no_face', message: 'No face.', liveness: 0 };
}
