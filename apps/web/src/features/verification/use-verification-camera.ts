import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { VERIFICATION_CONSTRAINTS, cameraFailure, type CameraFailure } from './camera.ts';
import type { verificationToasts } from './texts.ts';

type CameraStatus = 'starting' | 'ready' | 'failed' | 'stopped';

interface VerificationCamera {
  status: CameraStatus;
  failure: CameraFailure | null;
  /** Asks for the camera again (after a failure). */
  retry(): void;
  /** Stops every track (the check is over). */
  stop(): void;
}

/**
 * The user-facing camera, started as soon as the screen shows: 'Camera ready' when it plays, the
 * spec's error toast when it cannot. Every track is stopped when the screen goes away, including a
 * stream that arrives after that.
 */
export function useVerificationCamera(
  video: RefObject<HTMLVideoElement | null>,
  toasts: ReturnType<typeof verificationToasts>,
): VerificationCamera {
  const [status, setStatus] = useState<CameraStatus>('starting');
  const [failure, setFailure] = useState<CameraFailure | null>(null);
  const stream = useRef<MediaStream | null>(null);
  /** Bumped on every start and on unmount: a getUserMedia answer for an older one is stopped at once. */
  const generation = useRef(0);
  const toastsRef = useRef(toasts);
  useEffect(() => {
    toastsRef.current = toasts;
  });

  const stopTracks = useCallback(() => {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    if (video.current) video.current.srcObject = null;
  }, [video]);

  const start = useCallback(async () => {
    const mine = ++generation.current;
    stopTracks();
    setStatus('starting');
    setFailure(null);
    try {
      if (!navigator.mediaDevices?.getUserMedia)
        throw Object.assign(new Error('No camera API'), { name: 'NotSupportedError' });
      const media = await navigator.mediaDevices.getUserMedia(VERIFICATION_CONSTRAINTS);
      if (mine !== generation.current) {
        for (const track of media.getTracks()) track.stop();
        return;
      }
      stream.current = media;
      const el = video.current;
      if (el) {
        el.srcObject = media;
        await el.play().catch(() => {});
      }
      if (mine !== generation.current) return;
      setStatus('ready');
      toastsRef.current.cameraReady();
    } catch (err) {
      if (mine !== generation.current) return;
      const kind = cameraFailure(err);
      setFailure(kind);
      setStatus('failed');
      toastsRef.current.cameraFailed(kind);
    }
  }, [stopTracks, video]);

  useEffect(() => {
    // A counter, not a DOM node: bumping it on unmount tells a late camera answer to stop itself.
    const counter = generation;
    void start();
    return () => {
      counter.current++;
      stopTracks();
    };
  }, [start, stopTracks]);

  const stop = useCallback(() => {
    generation.current++;
    stopTracks();
    setStatus('stopped');
  }, [stopTracks]);

  return { status, failure, retry: () => void start(), stop };
}
