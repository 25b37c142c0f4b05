import { useEffect } from 'react';

let openWith: string | null = null;

/**
 * The chat on screen, so that a message arriving in it is neither announced nor counted as unread:
 * the person is reading it. Only while the tab is visible; a hidden tab reads nothing.
 */
export function useOpenChatMarker(userId: string): void {
  useEffect(() => {
    openWith = userId;
    return () => {
      if (openWith === userId) openWith = null;
    };
  }, [userId]);
}

export const isReading = (userId: string): boolean =>
  openWith === userId && typeof document !== 'undefined' && document.visibilityState === 'visible';

/** Where a chat with this person opens. */
export const chatPath = (userId: string) => `/app/messages?tab=messages&chat=${encodeURIComponent(userId)}`;
