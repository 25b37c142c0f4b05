import type { ClientMessage, ServerMessage } from '@sankofa/contracts/realtime';
import type { RealtimeStatus } from '@/lib/realtime/realtime-client.ts';
import type { StatusSignallingChannel } from './signalling.ts';

/**
 * Test-only stand-in for the realtime client: records what is sent (nothing while the socket is not
 * open), delivers the events a test emits, and plays socket drops and returns.
 */
export class FakeRealtime implements StatusSignallingChannel {
  status: RealtimeStatus = 'open';
  sent: ClientMessage[] = [];
  protected handlers = new Map<string, Set<(m: ServerMessage) => void>>();
  private statusHandlers = new Set<(s: RealtimeStatus) => void>();

  send(message: ClientMessage): boolean {
    if (this.status !== 'open') return false;
    this.sent.push(message);
    return true;
  }

  on(type: string, handler: (m: never) => void): () => void {
    const set = this.handlers.get(type) ?? new Set();
    this.handlers.set(type, set);
    const h = handler as (m: ServerMessage) => void;
    set.add(h);
    return () => void set.delete(h);
  }

  onStatus(handler: (s: RealtimeStatus) => void): () => void {
    this.statusHandlers.add(handler);
    return () => void this.statusHandlers.delete(handler);
  }

  emit(message: ServerMessage): void {
    for (const h of [...(this.handlers.get(message.type) ?? [])]) h(message);
  }

  setStatus(status: RealtimeStatus): void {
    this.status = status;
    for (const h of [...this.statusHandlers]) h(status);
  }

  listenerCount(): number {
    return [...this.handlers.values()].reduce((n, s) => n + s.size, 0) + this.statusHandlers.size;
  }
}
