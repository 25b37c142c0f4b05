import { useCallback, useEffect, useRef, useState } from 'react';
import { TYPING_REPEAT_MS, TYPING_TTL_MS } from '@sankofa/contracts/realtime';
import { useRealtime, useRealtimeEvent } from '@/lib/realtime/use-realtime.tsx';

/**
 * Tells the other person while I am typing: repeated every few seconds as long as I keep typing, and
 * "stopped" once the box is empty, a few seconds after the last key, on send, or on leaving the chat.
 * Over the socket only; with no connection the other side simply sees nothing.
 */
export function useTypingSignal(to: string) {
  const realtime = useRealtime();
  const active = useRef(false);
  const lastSent = useRef(0);
  const idle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stop = useCallback(() => {
    clearTimeout(idle.current);
    if (!active.current) return;
    active.current = false;
    realtime.send({ type: 'chat.typing', to, typing: false });
  }, [realtime, to]);

  const onInput = useCallback(
    (text: string) => {
      if (!text.trim()) return stop();
      const now = Date.now();
      if (!active.current || now - lastSent.current >= TYPING_REPEAT_MS) {
        if (realtime.send({ type: 'chat.typing', to, typing: true })) {
          active.current = true;
          lastSent.current = now;
        }
      }
      clearTimeout(idle.current);
      idle.current = setTimeout(stop, TYPING_REPEAT_MS);
    },
    [realtime, to, stop],
  );

  useEffect(() => stop, [stop]);
  return { onInput, stop };
}

/** Whether `from` is typing to me now; forgotten after a few seconds without news, and when their message lands. */
export function useTypingIndicator(from: string): boolean {
  const [typing, setTyping] = useState(false);
  const expiry = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const set = (next: boolean) => {
    clearTimeout(expiry.current);
    setTyping(next);
    if (next) expiry.current = setTimeout(() => setTyping(false), TYPING_TTL_MS);
  };
  useRealtimeEvent('chat.typing_changed', (m) => m.userId === from && set(m.typing));
  useRealtimeEvent('chat.message_created', (m) => m.message.senderId === from && set(false));
  useEffect(() => () => clearTimeout(expiry.current), []);
  return typing;
}
