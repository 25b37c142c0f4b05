import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { MediaKind } from '../media/host-transport.ts';
import {
  CAMERA_CONSTRAINTS,
  MICROPHONE_CONSTRAINTS,
  deviceEnabledToast,
  deviceErrorToast,
  loadDeviceTexts,
} from './media-errors.ts';

interface LocalMedia {
  /** One stream object for the whole visit; tracks are added and removed as devices are switched. */
  stream: MediaStream | null;
  camera: boolean;
  microphone: boolean;
  /** A device whose permission prompt is open. */
  pending: MediaKind | null;
  toggle(kind: MediaKind): Promise<void>;
  /** Stops and removes every track (leaving the screen). */
  stopAll(): void;
}

/**
 * The camera and microphone, each off until asked for. `onTrack` hears every change (a new track, or
 * null when switched off) so a live stream can pass it on to its viewers.
 */
export function useLocalMedia(onTrack: (kind: MediaKind, track: MediaStreamTrack | null) => void): LocalMedia {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [on, setOn] = useState({ video: false, audio: false });
  const [pending, setPending] = useState<MediaKind | null>(null);
  const onTrackRef = useRef(onTrack);
  useEffect(() => {
    onTrackRef.current = onTrack;
  });
  // The toasts' words arrive before the first tap on a device button, not after it.
  useEffect(() => void loadDeviceTexts(), []);

  const tracksOf = (media: MediaStream, kind: MediaKind) =>
    kind === 'video' ? media.getVideoTracks() : media.getAudioTracks();

  const ensureStream = () => {
    if (!streamRef.current) {
      streamRef.current = new MediaStream();
      setStream(streamRef.current);
    }
    return streamRef.current;
  };

  const switchOff = useCallback((kind: MediaKind) => {
    const media = streamRef.current;
    if (!media) return;
    for (const track of tracksOf(media, kind)) {
      track.stop();
      media.removeTrack(track);
    }
    setOn((s) => ({ ...s, [kind]: false }));
    onTrackRef.current(kind, null);
  }, []);

  const toggle = useCallback(
    async (kind: MediaKind) => {
      if (pending) return;
      if (on[kind]) {
        switchOff(kind);
        return;
      }
      if (!navigator.mediaDevices?.getUserMedia) {
        toast.error(deviceErrorToast(kind, null).title, { description: deviceErrorToast(kind, null).description });
        return;
      }
      setPending(kind);
      try {
        const got = await navigator.mediaDevices.getUserMedia(
          kind === 'video' ? CAMERA_CONSTRAINTS : MICROPHONE_CONSTRAINTS,
        );
        const track = tracksOf(got, kind)[0];
        if (!track) throw Object.assign(new Error('No track'), { name: 'NotFoundError' });
        const media = ensureStream();
        for (const old of tracksOf(media, kind)) {
          old.stop();
          media.removeTrack(old);
        }
        media.addTrack(track);
        // A device unplugged or revoked while in use: show it as off.
        track.addEventListener('ended', () => {
          if (streamRef.current?.getTracks().includes(track)) switchOff(kind);
        });
        setOn((s) => ({ ...s, [kind]: true }));
        onTrackRef.current(kind, track);
        toast.success(deviceEnabledToast(kind));
      } catch (err) {
        const { title, description } = deviceErrorToast(kind, err);
        toast.error(title, { description });
      } finally {
        setPending(null);
      }
    },
    [on, pending, switchOff],
  );

  const stopAll = useCallback(() => {
    const media = streamRef.current;
    if (!media) return;
    for (const track of media.getTracks()) {
      track.stop();
      media.removeTrack(track);
    }
    setOn({ video: false, audio: false });
  }, []);

  // Leaving the screen stops the camera and microphone.
  useEffect(() => () => stopAll(), [stopAll]);

  return { stream, camera: on.video, microphone: on.audio, pending, toggle, stopAll };
}
