import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The instance's Prometheus metrics. One registry per app (not prom-client's global one), so tests
 * may build several apps in one process. Any part of the server adds its own metrics here by name:
 *
 *   deps.metrics.counter('jobs_failed_total', 'Jobs that failed', ['queue']).inc({ queue: 'mail' });
 *   deps.metrics.sampled('jobs_waiting', 'Jobs waiting to run', () => countWaitingJobs());
 */
export interface Metrics {
  readonly registry: Registry;
  /** The counter of this name, made on first use (later calls get the same one). */
  counter<L extends string = string>(name: string, help: string, labelNames?: readonly L[]): Counter<L>;
  /** The gauge of this name, made on first use, for values the caller sets. */
  gauge<L extends string = string>(name: string, help: string, labelNames?: readonly L[]): Gauge<L>;
  /** A gauge read when Prometheus scrapes (a queue's depth, sockets open); a later `read` replaces the earlier. */
  sampled(name: string, help: string, read: () => number | Promise<number>): void;
  /** HTTP request durations, by method, route pattern and status. */
  readonly httpDuration: Histogram<'method' | 'route' | 'status_code'>;
}

/** `processMetrics`: the Node process's own (CPU, memory, event loop lag, GC), only worth collecting when scraped. */
export function createMetrics(opts: { processMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (opts.processMetrics) collectDefaultMetrics({ register: registry });
  const made = new Map<string, Counter<string> | Gauge<string>>();
  const reads = new Map<string, () => number | Promise<number>>();

  function once<M extends Counter<string> | Gauge<string>>(name: string, make: () => M): M {
    const existing = made.get(name);
    if (existing) return existing as M;
    const metric = make();
    made.set(name, metric);
    return metric;
  }

  return {
    registry,
    counter: (name, help, labelNames = []) =>
      once(name, () => new Counter({ name, help, labelNames, registers: [registry] })) as never,
    gauge: (name, help, labelNames = []) =>
      once(name, () => new Gauge({ name, help, labelNames, registers: [registry] })) as never,
    sampled(name, help, read) {
      reads.set(name, read);
      once(
        name,
        () =>
          new Gauge({
            name,
            help,
            registers: [registry],
            async collect() {
              this.set(await reads.get(name)!());
            },
          }),
      );
    },
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from request received to answer sent, by method, route pattern and status',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
  };
}
