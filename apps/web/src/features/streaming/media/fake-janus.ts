import type { JanusSocket } from './janus-client.ts';

/** Stands in for Janus' end of the WebSocket: records what the client sends, replies on demand. */
export class FakeJanus implements JanusSocket {
  readyState = 0;
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  sent: Record<string, unknown>[] = [];
  closed = false;

  open(): void {
    this.readyState = 1;
    this.onopen?.();
  }
  send(data: string): void {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close(): void {
    this.closed = true;
  }
  reply(message: Record<string, unknown>): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  last(): Record<string, unknown> {
    return this.sent.at(-1)!;
  }
  drop(): void {
    this.readyState = 3;
    this.onclose?.();
  }
}
