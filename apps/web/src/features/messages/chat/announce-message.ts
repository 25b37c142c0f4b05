import type { QueryClient } from '@tanstack/react-query';
import type { ChatMessage, OwnProfile } from '@sankofa/contracts';
import type { LivePerson } from '@sankofa/contracts/realtime';
import { toast } from 'sonner';
import { OWN_PROFILE_KEY, getOwnProfile } from '@/features/profile';
import { i18n } from '@/lib/i18n/i18n.ts';
import { notificationBody, notificationTitle, toastBody } from './message-text.ts';

const PROFILE_FRESH_MS = 5 * 60_000;

/**
 * A desktop notification only reaches someone who is elsewhere (the tab hidden), has allowed them in
 * the browser and wants them for messages; everyone else gets a toast in the page.
 */
export function announcementFor(tab: {
  hidden: boolean;
  permission: string;
  notifyMessages: boolean;
}): 'desktop' | 'toast' {
  return tab.hidden && tab.permission === 'granted' && tab.notifyMessages ? 'desktop' : 'toast';
}

async function notifyMessagesSetting(client: QueryClient): Promise<boolean> {
  try {
    const profile = await client.fetchQuery<OwnProfile>({
      queryKey: OWN_PROFILE_KEY,
      queryFn: getOwnProfile,
      staleTime: PROFILE_FRESH_MS,
    });
    return profile.settings.notifyMessages;
  } catch {
    return false;
  }
}

/** Tells the person about a message they are not looking at; either way of telling opens the chat. */
export async function announceMessage(
  client: QueryClient,
  message: ChatMessage,
  from: LivePerson,
  open: () => void,
): Promise<void> {
  // Any page may hear a message, the chat's texts may not be here yet.
  await i18n.loadNamespaces('messages');
  const hidden = document.visibilityState === 'hidden';
  const permission = typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
  // The setting is only looked up when it could matter.
  const notifyMessages = hidden && permission === 'granted' && (await notifyMessagesSetting(client));
  if (announcementFor({ hidden, permission, notifyMessages }) === 'desktop') {
    try {
      const n = new Notification(notificationTitle(from.displayName), {
        body: notificationBody(message),
        tag: `chat-${from.userId}`,
        ...(from.photoUrl ? { icon: from.photoUrl } : {}),
      });
      n.onclick = () => {
        window.focus();
        open();
        n.close();
      };
      return;
    } catch {
      // Some browsers only notify from a service worker: fall back to the toast.
    }
  }
  toast(notificationTitle(from.displayName), {
    description: toastBody(message),
    action: { label: i18n.t('messages:lines.open'), onClick: open },
  });
}
