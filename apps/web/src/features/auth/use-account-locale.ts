import { useEffect, useRef } from 'react';
import type { User } from '@sankofa/contracts';
import { chooseLocale, currentLocale, i18n } from '@/lib/i18n/i18n.ts';
import { isLocale } from '@sankofa/contracts/locales';
import type { SessionManager } from '@/lib/session-manager.ts';

/**
 * Keeps the account's language and this device's in step (decision 0046). When a member signs in, a
 * language already on the account wins, so a second device follows the first; an account that has
 * none takes this device's. While signed in, every change made here is saved to the account.
 */
export function useAccountLocale(user: User | null, manager: SessionManager) {
  const latest = useRef(user);
  latest.current = user;

  const userId = user?.id;
  useEffect(() => {
    const arrived = latest.current;
    if (!arrived) return;
    if (arrived.locale) {
      if (arrived.locale !== currentLocale()) void chooseLocale(arrived.locale).catch(() => undefined);
    } else {
      void save(manager, currentLocale());
    }
  }, [userId, manager]);

  useEffect(() => {
    const onChange = (lng: string) => {
      const signedIn = latest.current;
      if (signedIn && isLocale(lng) && signedIn.locale !== lng) void save(manager, lng);
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [manager]);
}

async function save(manager: SessionManager, locale: User['locale']) {
  try {
    const { user } = await manager.authed<{ user: User }>('/api/auth/user', { method: 'PUT', body: { locale } });
    manager.setUser(user);
  } catch {
    // The device keeps the choice; the account is told at the next change or sign-in.
  }
}
