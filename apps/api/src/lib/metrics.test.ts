import { describe, expect, it } from 'vitest';
import { createMetrics } from './metrics.ts';

describe('createMetrics', () => {
  it('gives the same counter for the same name, so callers need not keep it', async () => {
    const m = createMetrics();
    m.counter('jobs_failed_total', 'Jobs that failed', ['queue']).inc({ queue: 'mail' });
    m.counter('jobs_failed_total', 'Jobs that failed', ['queue']).inc({ queue: 'mail' });
    expect(await m.registry.metrics()).toMatch(/^jobs_failed_total\{queue="mail"\} 2$/m);
  });

  it('reads a sampled gauge when scraped, the latest reader winning', async () => {
    const m = createMetrics();
    let depth = 3;
    m.sampled('jobs_waiting', 'Jobs waiting to run', () => depth);
    expect(await m.registry.metrics()).toMatch(/^jobs_waiting 3$/m);
    depth = 5;
    expect(await m.registry.metrics()).toMatch(/^jobs_waiting 5$/m);
    m.sampled('jobs_waiting', 'Jobs waiting to run', async () => 8);
    expect(await m.registry.metrics()).toMatch(/^jobs_waiting 8$/m);
  });

  it('keeps each app’s metrics apart and adds the process’s only when asked', async () => {
    const a = createMetrics();
    const b = createMetrics({ processMetrics: true });
    a.gauge('things', 'Things').set(1);
    b.gauge('things', 'Things').set(2);
    const [ta, tb] = [await a.registry.metrics(), await b.registry.metrics()];
    expect(ta).toMatch(/^things 1$/m);
    expect(tb).toMatch(/^things 2$/m);
    expect(ta).not.toMatch(/process_cpu_user_seconds_total/);
    expect(tb).toMatch(/^process_cpu_user_seconds_total /m);
    expect(tb).toMatch(/^nodejs_heap_size_used_bytes /m);
  });
});
