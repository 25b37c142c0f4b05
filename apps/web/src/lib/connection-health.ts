/**
 * Whether the server can be reached and can serve, as this tab has seen it: any answer from the API
 * that means "not now" (no network, 502/503/504) puts the tab in trouble; any other answer means the
 * server is serving again. While in trouble it asks the server's readiness by itself, backing off, so
 * the page recovers without the person doing anything; `onRecovered` listeners then refetch what
 * failed and reconnect the realtime socket.
 */
const UNAVAILABLE = new Set([0, 502, 503, 504]);
const PROBE_PATH = '/api/health/ready';
const FIRST_PROBE_MS = 2_000;
const MAX_PROBE_MS = 15_000;

type Listener = (trouble: boolean) => void;

export interface ConnectionHealthOptions {
  probe?: () => Promise<number>;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export class ConnectionHealth {
  trouble = false;
  private readonly listeners = new Set<Listener>();
  private readonly recoveredListeners = new Set<() => void>();
  private timer: unknown = null;
  private nextProbeMs = FIRST_PROBE_MS;
  private readonly probe: () => Promise<number>;
  private readonly setTimer: (fn: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;

  constructor(opts: ConnectionHealthOptions = {}) {
    this.probe =
      opts.probe ??
      (() =>
        fetch(PROBE_PATH, { cache: 'no-store' }).then(
          (r) => r.status,
          () => 0,
        ));
    this.setTimer = opts.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.clearTimer = opts.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  }

  /** Every answer the API client reads passes here (status 0: no answer at all). */
  note(status: number): void {
    if (UNAVAILABLE.has(status)) this.enterTrouble();
    else this.leaveTrouble();
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  onRecovered(listener: () => void): () => void {
    this.recoveredListeners.add(listener);
    return () => void this.recoveredListeners.delete(listener);
  }

  private enterTrouble(): void {
    if (this.trouble) return;
    this.trouble = true;
    this.nextProbeMs = FIRST_PROBE_MS;
    this.schedule();
    for (const l of [...this.listeners]) l(true);
  }

  private leaveTrouble(): void {
    if (!this.trouble) return;
    this.trouble = false;
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
    for (const l of [...this.listeners]) l(false);
    for (const l of [...this.recoveredListeners]) l();
  }

  private schedule(): void {
    this.timer = this.setTimer(() => void this.probeOnce(), this.nextProbeMs);
    this.nextProbeMs = Math.min(this.nextProbeMs * 2, MAX_PROBE_MS);
  }

  /** Readiness only ends trouble; a failed probe keeps waiting (an API answer may end it sooner). */
  private async probeOnce(): Promise<void> {
    this.timer = null;
    const status = await this.probe();
    if (!this.trouble) return;
    if (status === 200) this.leaveTrouble();
    else if (this.timer === null) this.schedule();
  }
}

/** The tab's one view of the connection, fed by the API client. */
export const connectionHealth = new ConnectionHealth();
