import { useEffect } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { listStreams, streamingKeys } from '../streaming-api.ts';
import { useRealtime, useRealtimeEvent, useRealtimeStatus } from '@/lib/realtime/use-realtime.tsx';
import { streamEnded, streamStarted, thumbnailChanged, viewersChanged, type StreamPages } from './stream-list-cache.ts';

/**
 * The live streams, newest first, a page at a time; kept current by the list's live events while
 * mounted (one small cache edit per event, never a reload). Each time the socket (re)starts following,
 * the list is read once more, so events sent while nobody followed are not lost.
 */
export function useLiveStreams() {
  const client = useRealtime();
  const status = useRealtimeStatus();
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: streamingKeys.list,
    queryFn: ({ pageParam }) => listStreams(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Events are only heard while this tab is shown: coming back to it reads the list afresh
    // (what was cached is shown meanwhile).
    refetchOnMount: 'always',
  });

  // Follow the list whenever the socket is open (at first, and again after every reconnect).
  useEffect(() => {
    if (status !== 'open') return;
    client.send({ type: 'streams.follow', follow: true });
    return () => void client.send({ type: 'streams.follow', follow: false });
  }, [client, status]);

  // Once the server says this socket follows the list (at first and after every reconnect), nothing
  // can be missed from then on, so the list is read again; a stream that started between an earlier
  // read and the follow would otherwise never show.
  useRealtimeEvent('streams.following', (m) => {
    if (m.follow) void query.refetch();
  });

  const patch = (fn: (data: StreamPages | undefined) => StreamPages | undefined) =>
    queryClient.setQueryData<StreamPages>(streamingKeys.list, fn);
  useRealtimeEvent('stream.started', (m) => patch((d) => streamStarted(d, m.stream)));
  useRealtimeEvent('stream.ended', (m) => patch((d) => streamEnded(d, m.streamId)));
  useRealtimeEvent('stream.viewers_changed', (m) => patch((d) => viewersChanged(d, m.streamId, m.viewerCount)));
  useRealtimeEvent('stream.thumbnail_changed', (m) => patch((d) => thumbnailChanged(d, m.streamId, m.thumbnailUrl)));

  return query;
}
