import { i18n } from '@/lib/i18n/i18n.ts';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client.ts';
import { discoverKeys, getBoost, startBoost } from '../discover-api.ts';
import { boostEndsLocally, countdownText, secondsLeft } from './boost-time.ts';

/** Refusals that a plan lifts: the toast offers the plans, like a used-up like allowance. */
const PLAN_CODES = new Set(['plan_required', 'boost_allowance_used']);

export interface BoostStatus {
  /** 'mm:ss' left while a boost runs, null otherwise. */
  countdown: string | null;
  /** Said once by a polite live region: when a boost starts and when it ends, never every second. */
  announcement: string;
  starting: boolean;
  start: () => void;
}

/**
 * The member's boost: its state from the server, a countdown that ticks each second while it runs
 * (and only then), and starting one. Refusals show the server's sentence.
 */
export function useBoost(): BoostStatus {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: discoverKeys.boost, queryFn: getBoost, staleTime: 60_000 });
  const endsAt = boostEndsLocally(query.data, query.dataUpdatedAt);
  const [now, setNow] = useState(() => Date.now());
  const [announcement, setAnnouncement] = useState('');
  const wasRunning = useRef(false);
  const left = endsAt === null ? 0 : secondsLeft(endsAt, now);
  const running = left > 0;

  useEffect(() => {
    if (endsAt === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  useEffect(() => {
    if (wasRunning.current && !running) {
      setAnnouncement(i18n.t('discover:boost.ended'));
      // The server's count and state, now that the window has passed.
      void queryClient.invalidateQueries({ queryKey: discoverKeys.boost });
    }
    wasRunning.current = running;
  }, [running, queryClient]);

  const mutation = useMutation({
    mutationFn: startBoost,
    onSuccess: (state) => {
      queryClient.setQueryData(discoverKeys.boost, state);
      setAnnouncement(i18n.t('discover:boost.startedLong'));
      toast.success(i18n.t('discover:boost.started'), { description: i18n.t('discover:boost.startedText') });
    },
    onError: (err) => {
      if (err instanceof ApiError && PLAN_CODES.has(err.code)) {
        toast.error(err.message, {
          duration: 10_000,
          action: { label: i18n.t('discover:boost.seePlans'), onClick: () => void navigate('/app/premium') },
        });
        return;
      }
      if (err instanceof ApiError && err.code === 'boost_active') {
        void queryClient.invalidateQueries({ queryKey: discoverKeys.boost });
        toast(err.message);
        return;
      }
      toast.error(err instanceof ApiError ? err.message : i18n.t('discover:boost.failed'));
    },
  });

  return {
    countdown: running ? countdownText(left) : null,
    announcement,
    starting: mutation.isPending,
    start: () => mutation.mutate(),
  };
}
