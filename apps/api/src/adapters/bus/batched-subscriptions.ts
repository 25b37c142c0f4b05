import type { Redis } from 'ioredis';

type Kind = 'subscribe' | 'unsubscribe';
interface Pending {
  kind: Kind;
  channels: string[];
  waiters: Array<{ resolve: () => void; reject: (err: unknown) => void }>;
}

/**
 * SUBSCRIBE and UNSUBSCRIBE asked for in one turn of the event loop go to Redis as one command each, in the order
 * asked. A socket joins two channels and leaves them again, so at a hundred reconnects a second the
 * subscriber connection's one-command writes were 4 % of an instance's CPU (issue #24). ioredis'
 * own auto-pipelining leaves these commands out, hence this. Runs of the same kind are merged; a
 * subscribe after an unsubscribe of the same tick stays after it.
 */
export function batchedSubscriptions(sub: Pick<Redis, 'subscribe' | 'unsubscribe'>) {
  let queue: Pending[] = [];
  let scheduled = false;

  function flush(): void {
    scheduled = false;
    const runs = queue;
    queue = [];
    for (const run of runs) {
      const sent = run.kind === 'subscribe' ? sub.subscribe(...run.channels) : sub.unsubscribe(...run.channels);
      sent.then(
        () => run.waiters.forEach((w) => w.resolve()),
        (err: unknown) => run.waiters.forEach((w) => w.reject(err)),
      );
    }
  }

  function ask(kind: Kind, channel: string): Promise<void> {
    return new Promise((resolve, reject) => {
      let last = queue.at(-1);
      if (!last || last.kind !== kind) queue.push((last = { kind, channels: [], waiters: [] }));
      if (!last.channels.includes(channel)) last.channels.push(channel);
      last.waiters.push({ resolve, reject });
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
  }

  return {
    subscribe: (channel: string) => ask('subscribe', channel),
    unsubscribe: (channel: string) => ask('unsubscribe', channel),
  };
}
