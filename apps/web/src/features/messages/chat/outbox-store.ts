import { i18n } from '@/lib/i18n/i18n.ts';
import type { PendingMessage } from './outbox.ts';

const PREFIX = 'sankofa.outbox.';
/** Why a message restored after a reload is marked not sent, in the language shown. */
export const unsentAfterReload = () => i18n.t('messages:send.unsentAfterReload');

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

const keyOf = (me: string, peer: string) => `${PREFIX}${me}.${peer}`;

function isPending(value: unknown): value is PendingMessage {
  const p = value as Partial<PendingMessage> | null;
  const kind = (p?.outgoing as { kind?: unknown } | undefined)?.kind;
  return (
    typeof p?.clientId === 'string' &&
    (p.status === 'sending' || p.status === 'failed') &&
    typeof p.createdAt === 'string' &&
    (kind === 'text' || kind === 'heart' || kind === 'gift')
  );
}

/**
 * Keeps this tab's unconfirmed messages in sessionStorage, so a reload does not lose what someone
 * typed: they come back marked not sent, with Retry (the same client id, so the server stores each
 * once even if the first try did arrive). Per tab and per signed-in person; emptied on sign-out.
 */
export function createOutboxStore(storage: KeyValueStore | null) {
  return {
    load(me: string, peer: string): PendingMessage[] {
      if (!storage || !me) return [];
      try {
        const parsed: unknown = JSON.parse(storage.getItem(keyOf(me, peer)) ?? '[]');
        if (!Array.isArray(parsed)) return [];
        return parsed
          .filter(isPending)
          .map((p) => (p.status === 'sending' ? { ...p, status: 'failed' as const, error: unsentAfterReload() } : p));
      } catch {
        return [];
      }
    },
    save(me: string, peer: string, list: readonly PendingMessage[]): void {
      if (!storage || !me) return;
      try {
        if (list.length === 0) storage.removeItem(keyOf(me, peer));
        else storage.setItem(keyOf(me, peer), JSON.stringify(list));
      } catch {
        // Storage full or disabled: the outbox still works for this page's lifetime.
      }
    },
    clearAll(): void {
      if (!storage) return;
      const keys: string[] = [];
      for (let i = 0; i < storage.length; i++) {
        const k = storage.key(i);
        if (k?.startsWith(PREFIX)) keys.push(k);
      }
      for (const k of keys) storage.removeItem(k);
    },
  };
}

function sessionStorageOrNull(): KeyValueStore | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export const outboxStore = createOutboxStore(sessionStorageOrNull());
