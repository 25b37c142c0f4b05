import { Counter, Gauge } from 'prom-client';
import type { Metrics } from '../metrics.ts';
import type { JobCounters, JobQueue } from './job-queue.ts';

const STATES = ['queued', 'retrying', 'running', 'dead'] as const;

/**
 * The queue on /metrics: its depth by kind and state (read from the table at scrape, so every
 * instance reports the whole queue), and what this instance's worker finished, failed and gave up
 * on since it started (counters, summed across instances by Prometheus).
 */
export function registerJobMetrics(metrics: Metrics, queue: JobQueue): void {
  // Apps built on the same deps (tests do) share one registry, which takes each name once.
  if (metrics.registry.getSingleMetric('jobs')) return;
  new Gauge({
    name: 'jobs',
    help: 'Jobs in the queue by kind and state (retrying is part of queued; dead ones wait for the operator)',
    labelNames: ['queue', 'kind', 'state'],
    registers: [metrics.registry],
    async collect() {
      this.reset();
      const { byKind } = await queue.stats();
      for (const k of byKind)
        for (const state of STATES) this.set({ queue: queue.name, kind: k.kind, state }, k[state]);
    },
  });
  const fromWorker = (name: string, help: string, field: keyof JobCounters) =>
    new Counter({
      name,
      help,
      labelNames: ['queue'],
      registers: [metrics.registry],
      collect() {
        // The worker keeps the running totals; a counter cannot be set, so it is filled afresh.
        this.reset();
        this.inc({ queue: queue.name }, queue.counters()[field]);
      },
    });
  fromWorker('jobs_completed_total', 'Jobs this instance ran to completion', 'completed');
  fromWorker(
    'jobs_failed_total',
    'Job attempts that failed on this instance, the last ones of dead jobs included',
    'failed',
  );
  fromWorker('jobs_dead_total', 'Jobs that failed their last attempt on this instance', 'dead');
}
