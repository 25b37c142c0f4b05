import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { STREAM_THUMBNAIL_EVERY_MS } from '@sankofa/contracts/constants';
import type { StartStreamBody, StreamCard } from '@sankofa/contracts';
import { i18n } from '@/lib/i18n/i18n.ts';
import { sessionManager } from '@/lib/session-manager.ts';
import { endStreams, endStreamsOnUnload, startStream, streamingKeys, uploadThumbnail } from '../streaming-api.ts';
import { useRealtime, useRealtimeEvent } from '@/lib/realtime/use-realtime.tsx';
import { createHostTransport, type HostTransport, type MediaKind } from '../media/host-transport.ts';
import { streamEnded, streamStarted, type StreamPages } from '../discover/stream-list-cache.ts';
import { FIRST_THUMBNAIL_DELAY_MS, captureFrame } from './thumbnail.ts';

type HostStatus = 'idle' | 'starting' | 'live' | 'ending';

const watchedText = (n: number) =>
  i18n.t('streaming:host.watched', { count: n, number: new Intl.NumberFormat(i18n.language).format(n) });
const say = (key: 'failedStart' | 'ended' | 'endedText' | 'started' | 'endFailed' | 'endLater' | 'tryAgain') =>
  i18n.t(`streaming:host.${key}`);

/**
 * My live stream: going live, hosting it (heartbeat and media to viewers through the host
 * transport), its live viewer count, thumbnails of my video, and ending it — by End Stream, by leaving
 * the screen, or by closing the page.
 */
export function useHostStream({
  media,
  video,
}: {
  media: MediaStream | null;
  video: RefObject<HTMLVideoElement | null>;
}) {
  const client = useRealtime();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<HostStatus>('idle');
  const [stream, setStream] = useState<StreamCard | null>(null);
  const [viewerCount, setViewerCount] = useState(0);
  const transport = useRef<HostTransport | null>(null);
  const live = useRef<StreamCard | null>(null);

  const patchList = useCallback(
    (fn: (d: StreamPages | undefined) => StreamPages | undefined) =>
      queryClient.setQueryData<StreamPages>(streamingKeys.list, fn),
    [queryClient],
  );

  /** Forgets the live stream locally (already ended on the server, or being ended). */
  const finish = useCallback(() => {
    transport.current?.stop();
    transport.current = null;
    const ended = live.current;
    live.current = null;
    if (ended) patchList((d) => streamEnded(d, ended.id));
    setStream(null);
    setViewerCount(0);
    setStatus('idle');
  }, [patchList]);

  const goLive = useCallback(
    async (body: StartStreamBody): Promise<boolean> => {
      if (!media || live.current) return false;
      setStatus('starting');
      let card: StreamCard;
      try {
        card = await startStream(body);
      } catch (err) {
        setStatus('idle');
        toast.error(say('failedStart'), {
          description: (err instanceof Error && err.message) || say('tryAgain'),
        });
        return false;
      }
      live.current = card;
      setStream(card);
      setViewerCount(card.viewerCount);
      setStatus('live');
      patchList((d) => streamStarted(d, card));
      const host = createHostTransport({
        streamId: card.id,
        signalling: client,
        onViewerCount: (n) => {
          if (live.current?.id === card.id) setViewerCount(n);
        },
        onEnded: () => {
          if (live.current?.id !== card.id) return;
          toast(say('ended'), { description: say('endedText') });
          finish();
        },
      });
      transport.current = host;
      host.start(media);
      toast.success(say('started'));
      return true;
    },
    [client, finish, media, patchList],
  );

  const end = useCallback(async (): Promise<boolean> => {
    if (!live.current) return false;
    setStatus('ending');
    try {
      const result = await endStreams();
      toast.success(say('ended'), { description: watchedText(result.viewerCount) });
      finish();
      return true;
    } catch (err) {
      setStatus('live');
      toast.error(say('endFailed'), { description: (err instanceof Error && err.message) || say('tryAgain') });
      return false;
    }
  }, [finish]);

  /** The camera or microphone changed: viewers get the new track (or nothing) at once. */
  const replaceTrack = useCallback((kind: MediaKind, track: MediaStreamTrack | null) => {
    transport.current?.replaceTrack(kind, track);
  }, []);

  // The server's count as viewers come and go; the end when it came from elsewhere (another tab went
  // live, or the server ended a stream whose host went silent).
  useRealtimeEvent('stream.viewers_changed', (m) => {
    if (m.streamId === live.current?.id) setViewerCount(m.viewerCount);
  });
  useRealtimeEvent('stream.ended', (m) => {
    if (m.streamId !== live.current?.id || status === 'ending') return;
    toast(say('ended'), { description: watchedText(viewerCount) });
    finish();
  });

  // Thumbnails: a frame of my video soon after going live, then every STREAM_THUMBNAIL_EVERY_MS.
  const streamId = stream?.id;
  useEffect(() => {
    if (!streamId) return;
    let cancelled = false;
    const capture = async () => {
      const track = media?.getVideoTracks()[0] ?? null;
      if (cancelled || !track) return; // camera off: no frame to show
      try {
        const blob = await captureFrame(track, video.current);
        if (blob && !cancelled) await uploadThumbnail(streamId, blob);
      } catch (err) {
        // A missed thumbnail is not worth interrupting the host for; the next one will come.
        console.warn('Could not upload a stream thumbnail', err);
      }
    };
    const first = setTimeout(() => void capture(), FIRST_THUMBNAIL_DELAY_MS);
    const every = setInterval(() => void capture(), STREAM_THUMBNAIL_EVERY_MS);
    return () => {
      cancelled = true;
      clearTimeout(first);
      clearInterval(every);
    };
  }, [streamId, video, media]);

  // Closing the tab or navigating away from the site: end it with a request that outlives the page.
  useEffect(() => {
    const onPageHide = () => {
      if (!live.current) return;
      transport.current?.stop();
      void sessionManager.getAccessToken().then(endStreamsOnUnload, () => {});
    };
    // Back from the browser's page cache: the stream was ended when the page was hidden.
    const onPageShow = (e: PageTransitionEvent) => {
      if (e.persisted && live.current) finish();
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [finish]);

  // Leaving the screen inside the app: end the stream.
  useEffect(
    () => () => {
      if (!live.current) return;
      transport.current?.stop();
      transport.current = null;
      const ended = live.current;
      live.current = null;
      patchList((d) => streamEnded(d, ended.id));
      endStreams().then(
        (result) => toast.success(say('ended'), { description: watchedText(result.viewerCount) }),
        () => toast.error(say('endFailed'), { description: say('endLater') }),
      );
    },
    [patchList],
  );

  return { status, stream, viewerCount, goLive, end, replaceTrack };
}
