import { useEffect } from 'react';

const ASKED_KEY = 'notification-permission-asked';

/** Asks once, and only while the browser's answer is still 'default'. */
export function useNotificationPermission(): void {
  useEffect(() => {
    if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
    if (localStorage.getItem(ASKED_KEY)) return;
    localStorage.setItem(ASKED_KEY, new Date().toISOString());
    void Notification.requestPermission().catch(() => {});
  }, []);
}
