import { spawn, type ChildProcess } from 'node:child_process';
import { EventEmitter, once } from 'node:events';
import dbus from 'dbus-next';

/**
 * A desktop's notification server, on a private D-Bus session bus. Chromium on Linux hands web
 * notifications to whatever owns `org.freedesktop.Notifications` on its session bus; a click on a
 * notice is that server's `ActionInvoked(id, "default")` signal, which Chromium turns into the service
 * worker's real `notificationclick` (with the right to focus and open windows). So a journey can click
 * a system notice as a person would, in a headless browser, by starting Chromium with `env()`.
 */
export interface ShownNotice {
  id: number;
  title: string;
  /** Chromium puts the site's host above the body: "localhost:3210\n\nSee you at the festival". */
  body: string;
}

export interface NotificationDaemon {
  /** Chromium's environment: the private bus instead of any desktop's. */
  env(): Record<string, string>;
  /**
   * Resolves once Chromium has asked this server for its capabilities. Until then a notice could
   * still go to Chromium's own fallback (its message centre, which nobody sees here), so a journey
   * waits for this before it makes the browser show anything.
   */
  connected(timeoutMs?: number): Promise<void>;
  /** The notices shown so far and not closed, oldest first. */
  shown(): ShownNotice[];
  /**
   * The open notice with this title, as soon as Chromium shows it (or at once if it already has).
   * Start waiting before the notice is caused, so that none can slip by; on timeout the error lists
   * everything the server was told, to tell "never shown" from "shown and closed".
   */
  noticeTitled(title: string, timeoutMs?: number): Promise<ShownNotice>;
  /** Clicks a notice, as a person clicking it on their desktop. */
  click(notice: ShownNotice): void;
  stop(): Promise<void>;
}

const { Interface } = dbus.interface;

class Notifications extends Interface {
  private nextId = 1;
  readonly open = new Map<number, ShownNotice>();
  /** Every call Chromium made, in order, for error messages. */
  readonly log: string[] = [];
  readonly events = new EventEmitter();
  asked = false;

  GetCapabilities(): string[] {
    this.log.push('GetCapabilities');
    this.asked = true;
    this.events.emit('asked');
    return ['actions', 'body'];
  }

  GetServerInformation(): string[] {
    return ['sankofa-e2e', 'sankofa', '1', '1.2'];
  }

  Notify(_app: string, replaces: number, _icon: string, title: string, body: string): number {
    const id = replaces || this.nextId++;
    this.log.push(`Notify #${id} "${title}"`);
    this.open.set(id, { id, title, body });
    this.events.emit('changed');
    return id;
  }

  CloseNotification(id: number): void {
    this.log.push(`CloseNotification #${id}`);
    this.open.delete(id);
  }

  ActionInvoked(id: number, key: string): [number, string] {
    return [id, key];
  }

  NotificationClosed(id: number, reason: number): [number, number] {
    return [id, reason];
  }
}

/** Resolves when `ready()` holds, checked now and on every `event`; rejects with `why()` after the time. */
async function until<T>(
  events: EventEmitter,
  event: string,
  ready: () => T | undefined,
  timeoutMs: number,
  why: () => string,
): Promise<T> {
  const signal = AbortSignal.timeout(timeoutMs);
  for (;;) {
    const found = ready();
    if (found !== undefined) return found;
    try {
      await once(events, event, { signal });
    } catch {
      throw new Error(why());
    }
  }
}

Notifications.configureMembers({
  methods: {
    GetCapabilities: { outSignature: 'as' },
    GetServerInformation: { outSignature: 'ssss' },
    Notify: { inSignature: 'susssasa{sv}i', outSignature: 'u' },
    CloseNotification: { inSignature: 'u' },
  },
  signals: {
    ActionInvoked: { signature: 'us' },
    NotificationClosed: { signature: 'uu' },
  },
});

function startBus(): Promise<{ daemon: ChildProcess; address: string }> {
  const daemon = spawn('dbus-daemon', ['--session', '--nofork', '--print-address=1'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return new Promise((resolve, reject) => {
    daemon.once('error', reject);
    daemon.once('exit', (code) => reject(new Error(`dbus-daemon exited with ${code}`)));
    daemon.stdout!.once('data', (chunk: Buffer) => resolve({ daemon, address: String(chunk).trim() }));
  });
}

export async function startNotificationDaemon(): Promise<NotificationDaemon> {
  const { daemon, address } = await startBus();
  const bus = dbus.sessionBus({ busAddress: address });
  const server = new Notifications('org.freedesktop.Notifications');
  bus.export('/org/freedesktop/Notifications', server);
  await bus.requestName('org.freedesktop.Notifications', 0);
  const history = () => `the notification server was told: ${server.log.join(', ') || 'nothing'}`;
  return {
    env: () => ({ DBUS_SESSION_BUS_ADDRESS: address }),
    async connected(timeoutMs = 30_000) {
      await until(
        server.events,
        'asked',
        () => (server.asked ? true : undefined),
        timeoutMs,
        () => `Chromium never connected; ${history()}`,
      );
    },
    shown: () => [...server.open.values()],
    noticeTitled: (title, timeoutMs = 30_000) =>
      until(
        server.events,
        'changed',
        () => [...server.open.values()].find((n) => n.title === title),
        timeoutMs,
        () => `no notice "${title}" within ${timeoutMs / 1000} s; ${history()}`,
      ),
    click: (notice) => server.ActionInvoked(notice.id, 'default'),
    async stop() {
      bus.disconnect();
      daemon.kill();
    },
  };
}
