import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  RealtimeClient,
  type AccessTokenSource,
  type RealtimeStatus,
  type ServerMessageOf,
  type ServerMessageType,
} from './realtime-client.ts';

const RealtimeContext = createContext<RealtimeClient | null>(null);

interface RealtimeProviderProps {
  /** Returns a current access token (refreshing it when needed), or null when signed out. */
  getAccessToken: AccessTokenSource;
  /** The server ended this session (e.g. signed out on another device). */
  onRevoked?: () => void;
  children: ReactNode;
}

/** Holds one realtime connection while mounted (mount it inside the signed-in shell). */
export function RealtimeProvider({ getAccessToken, onRevoked, children }: RealtimeProviderProps) {
  // The latest callbacks, so a new function identity on each render does not reconnect.
  const tokenRef = useRef(getAccessToken);
  const revokedRef = useRef(onRevoked);
  useEffect(() => {
    tokenRef.current = getAccessToken;
    revokedRef.current = onRevoked;
  });
  const [client] = useState(() => new RealtimeClient({ onRevoked: () => revokedRef.current?.() }));
  useEffect(() => {
    client.connect(() => tokenRef.current());
    return () => client.close();
  }, [client]);
  return <RealtimeContext.Provider value={client}>{children}</RealtimeContext.Provider>;
}

export function useRealtime(): RealtimeClient {
  const client = useContext(RealtimeContext);
  if (!client) throw new Error('useRealtime must be used inside <RealtimeProvider>');
  return client;
}

/** Calls `handler` for every event of this type while the component is mounted. */
export function useRealtimeEvent<T extends ServerMessageType>(
  type: T,
  handler: (message: ServerMessageOf<T>) => void,
): void {
  const client = useRealtime();
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => client.on(type, (m) => handlerRef.current(m)), [client, type]);
}

export function useRealtimeStatus(): RealtimeStatus {
  const client = useRealtime();
  return useSyncExternalStore(
    (onChange) => client.onStatus(onChange),
    () => client.status,
    () => 'idle',
  );
}

/**
 * Calls `handler` each time the connection is back after it was lost (status 'reconnecting', then
 * 'open' again): live events sent meanwhile were missed, so whatever they would have changed must be
 * read again. The first connection of the page does not count.
 */
export function useRealtimeReconnected(handler: () => void): void {
  const client = useRealtime();
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => {
    let lost = false;
    return client.onStatus((status) => {
      if (status === 'reconnecting') lost = true;
      else if (status === 'open' && lost) {
        lost = false;
        handlerRef.current();
      }
    });
  }, [client]);
}
