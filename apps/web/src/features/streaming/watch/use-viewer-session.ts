import { useCallback, useEffect, useRef, useState } from 'react';
import { useRealtime } from '@/lib/realtime/use-realtime.tsx';
import { ViewerSession, type WatchSnapshot } from './viewer-session.ts';

const INITIAL: WatchSnapshot = { phase: 'joining', viewerCount: null, media: null, message: null };

/** Watches `streamId` while mounted and `enabled` (the stream is known to be live); leaves on unmount. */
export function useViewerSession(streamId: string, enabled: boolean) {
  const realtime = useRealtime();
  const [snapshot, setSnapshot] = useState<WatchSnapshot>(INITIAL);
  const session = useRef<ViewerSession | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const current = new ViewerSession({ streamId, realtime, onChange: setSnapshot });
    session.current = current;
    current.start();
    return () => {
      current.stop();
      session.current = null;
      setSnapshot(INITIAL);
    };
  }, [streamId, enabled, realtime]);

  const retry = useCallback(() => session.current?.retry(), []);
  return { ...snapshot, retry };
}
