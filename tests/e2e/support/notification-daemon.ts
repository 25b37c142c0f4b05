import { spawn, type ChildProcess } from 'node:child_process';
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
  /** The notices shown so far and not closed, oldest first. */
  shown(): ShownNotice[];
  /** Clicks a notice, as a person clicking it on their desktop. */
  click(notice: ShownNotice): void;
  stop(): Promise<void>;
}

const { Interface } = dbus.interface;

class Notifications extends Interface {
  private nextId = 1;
  readonly open = new Map<number, ShownNotice>();

  GetCapabilities(): string[] {
    return ['actions', 'body'];
  }

  GetServerInformation(): string[] {
    return ['sankofa-e2e', 'sankofa', '1', '1.2'];
  }

  Notify(_app: string, replaces: number, _icon: string, title: string, body: string): number {
    const id = replaces || this.nextId++;
    this.open.set(id, { id, title, body });
    return id;
  }

  CloseNotification(id: number): void {
    this.open.delete(id);
  }

  ActionInvoked(id: number, key: string): [number, string] {
    return [id, key];
  }

  NotificationClosed(id: number, reason: number): [number, number] {
    return [id, reason];
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
  return {
    env: () => ({ DBUS_SESSION_BUS_ADDRESS: address }),
    shown: () => [...server.open.values()],
    click: (notice) => server.ActionInvoked(notice.id, 'default'),
    async stop() {
      bus.disconnect();
      daemon.kill();
    },
  };
}
