import type { Bus } from '../../adapters/bus/bus.ts';
import type { Connection } from './connection.ts';

type Deliver = (channel: string, members: ReadonlySet<Connection>, message: unknown) => void;

interface Entry {
  members: Set<Connection>;
  /** Resolves to the unsubscribe function, or null when subscribing failed. */
  subscription: Promise<(() => Promise<void>) | null>;
}

/**
 * Bus subscriptions shared by this instance's sockets: one subscription per channel however many
 * sockets listen to it (e.g. several tabs of one user), ended when the last one leaves.
 */
export class ChannelHub {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly bus: Bus,
    private readonly deliver: Deliver,
    private readonly onError: (err: unknown, channel: string) => void,
  ) {}

  /** Resolves once the channel's bus subscription is live (throws if it could not be made). */
  async join(channel: string, conn: Connection): Promise<void> {
    let entry = this.entries.get(channel);
    if (!entry) {
      const members = new Set<Connection>();
      const subscription = this.bus
        .subscribe(channel, (message) => this.deliver(channel, members, message))
        .catch((err: unknown) => {
          this.onError(err, channel);
          if (this.entries.get(channel)?.members === members) this.entries.delete(channel);
          return null;
        });
      entry = { members, subscription };
      this.entries.set(channel, entry);
    }
    entry.members.add(conn);
    if (!(await entry.subscription)) throw new Error(`could not subscribe to ${channel}`);
  }

  leave(channel: string, conn: Connection): void {
    const entry = this.entries.get(channel);
    if (!entry || !entry.members.delete(conn) || entry.members.size > 0) return;
    this.entries.delete(channel);
    void entry.subscription.then((unsubscribe) => unsubscribe?.()).catch((err: unknown) => this.onError(err, channel));
  }

  /** Number of channels this instance is subscribed to (for tests and diagnostics). */
  get size(): number {
    return this.entries.size;
  }

  members(channel: string): ReadonlySet<Connection> | undefined {
    return this.entries.get(channel)?.members;
  }
}
