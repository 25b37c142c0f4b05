import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { i18n } from '@/lib/i18n/i18n.ts';
import { socialKeys } from '@/lib/api/social-api.ts';
import { useRealtimeEvent } from '@/lib/realtime/use-realtime.tsx';

const FRIEND_TOAST_MS = 5_000;

/**
 * Friend and match news, live on every signed-in page: a toast for what a person should notice, and
 * fresh lists wherever the hub or another page shows these people.
 */
function useConnectionEvents(): void {
  const queryClient = useQueryClient();
  const refresh = (...keys: (readonly string[])[]) => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };

  useRealtimeEvent('friend.request_received', (m) => {
    toast(i18n.t('friendToast.request'), { description: m.from.displayName, duration: FRIEND_TOAST_MS });
    refresh(socialKeys.friends);
  });
  useRealtimeEvent('friend.request_accepted', (m) => {
    toast(i18n.t('friendToast.accepted'), { description: m.by.displayName, duration: FRIEND_TOAST_MS });
    refresh(socialKeys.friends, socialKeys.users);
  });
  useRealtimeEvent('match.created', () => refresh(socialKeys.friends, socialKeys.matches, socialKeys.users));
  useRealtimeEvent('connections.changed', () => refresh(socialKeys.friends, socialKeys.matches, socialKeys.users));
}

/** Renders nothing; it only exists to run the hook inside the shell's realtime and query providers. */
export function ConnectionEvents(): null {
  useConnectionEvents();
  return null;
}
