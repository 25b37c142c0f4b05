import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { User } from '@sankofa/contracts';
import { sessionManager, type SessionManager } from '@/lib/session-manager.ts';
import { useAccountLocale } from './use-account-locale.ts';

type Status = 'loading' | 'signed_in' | 'signed_out';

interface AuthState {
  status: Status;
  user: User | null;
  session: SessionManager;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({
  children,
  manager = sessionManager,
}: {
  children: ReactNode;
  manager?: SessionManager;
}) {
  const [state, setState] = useState<{ status: Status; user: User | null }>({ status: 'loading', user: null });

  useEffect(() => {
    const unsubscribe = manager.subscribe((user) => setState({ status: user ? 'signed_in' : 'signed_out', user }));
    let alive = true;
    manager.restore().then(
      (user) => alive && setState({ status: user ? 'signed_in' : 'signed_out', user }),
      // The server could not be reached even after backing off: treat as signed out; the pages say how to retry.
      () => alive && setState({ status: 'signed_out', user: null }),
    );
    return () => {
      alive = false;
      unsubscribe();
    };
  }, [manager]);

  useAccountLocale(state.user, manager);

  const value = useMemo(() => ({ ...state, session: manager }), [state, manager]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside AuthProvider');
  return ctx;
}
