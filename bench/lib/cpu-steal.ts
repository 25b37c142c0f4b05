/**
 * Watches the hypervisor taking this virtual machine's CPUs away (steal time in /proc/stat). On the
 * 2-core machines the benches run on, steal swings from 0 to 40–50 % of the cores' time within a
 * minute while our own load stays the same; while it lasts, every process of a run (driver, app,
 * PostgreSQL, Redis) waits for a core, and a latency tail measured then says little about the app.
 * Every 200 ms the share of that interval's core time that was stolen is read; intervals at or
 * above STEAL_SHARE are kept as windows, so a bench can say which messages met one and how the
 * rest fared. Reads one line of /proc/stat per interval; where it cannot be read, nothing is found.
 */
import { readFileSync } from 'node:fs';
import type { StallWindow } from './wal-stalls.ts';

const POLL_MS = 200;
/** An interval in which the hypervisor took at least this share of the cores' time. */
const STEAL_SHARE = 0.2;

function ticks(): { steal: number; total: number } | null {
  try {
    const f = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    return { steal: f[7] ?? 0, total: f.slice(0, 8).reduce((a, b) => a + b, 0) };
  } catch {
    return null;
  }
}

export function watchCpuSteal() {
  const windows: StallWindow[] = [];
  let worst = 0;
  let last = ticks();
  let lastAt = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    const t = ticks();
    if (t && last && t.total > last.total) {
      const share = (t.steal - last.steal) / (t.total - last.total);
      worst = Math.max(worst, share);
      if (share >= STEAL_SHARE) {
        const prev = windows.at(-1);
        if (prev && prev.to >= lastAt - 1) prev.to = now;
        else windows.push({ from: lastAt, to: now });
      }
    }
    last = t;
    lastAt = now;
  }, POLL_MS);
  return {
    /** Whether a message sent at `t` (performance.now()) was in flight during a window. */
    within: (t: number, latencyMs: number) => windows.some((w) => t <= w.to && t + latencyMs >= w.from),
    stop() {
      clearInterval(timer);
      return {
        windows: windows.length,
        totalMs: Math.round(windows.reduce((s, w) => s + w.to - w.from, 0)),
        worstSharePercent: Math.round(worst * 100),
      };
    },
  };
}
