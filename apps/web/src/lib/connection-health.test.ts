import { describe, expect, it, vi } from 'vitest';
import { ConnectionHealth } from './connection-health.ts';

function harness(probeAnswers: number[]) {
  const timers: { fn: () => void; ms: number }[] = [];
  const probe = vi.fn(async () => probeAnswers.shift() ?? 503);
  const health = new ConnectionHealth({
    probe,
    setTimer: (fn, ms) => timers.push({ fn, ms }),
    clearTimer: () => timers.splice(0),
  });
  const seen: boolean[] = [];
  health.subscribe((t) => seen.push(t));
  const recovered = vi.fn();
  health.onRecovered(recovered);
  const fire = async () => {
    const t = timers.shift();
    t?.fn();
    await Promise.resolve();
    await Promise.resolve();
    return t?.ms;
  };
  return { health, seen, recovered, probe, timers, fire };
}

describe('ConnectionHealth', () => {
  it('a 503, a 502, a 504 or no answer at all is trouble; a 4xx or 2xx is not', () => {
    for (const status of [0, 502, 503, 504]) {
      const { health } = harness([]);
      health.note(status);
      expect(health.trouble, String(status)).toBe(true);
    }
    for (const status of [200, 201, 204, 400, 401, 404, 409, 422, 429, 500]) {
      const { health } = harness([]);
      health.note(status);
      expect(health.trouble, String(status)).toBe(false);
    }
  });

  it('tells listeners once on the way in and once on the way out, and asks for a refetch when back', () => {
    const { health, seen, recovered } = harness([]);
    health.note(503);
    health.note(0);
    health.note(503);
    health.note(200);
    health.note(200);
    expect(seen).toEqual([true, false]);
    expect(recovered).toHaveBeenCalledTimes(1);
  });

  it('probes readiness by itself, backing off, until the server is ready again', async () => {
    const { health, recovered, probe, fire } = harness([503, 0, 200]);
    health.note(503);
    expect(await fire()).toBe(2_000);
    expect(health.trouble).toBe(true);
    expect(await fire()).toBe(4_000);
    expect(health.trouble).toBe(true);
    expect(await fire()).toBe(8_000);
    expect(health.trouble).toBe(false);
    expect(probe).toHaveBeenCalledTimes(3);
    expect(recovered).toHaveBeenCalledTimes(1);
  });

  it('stops probing once an ordinary answer shows the server is back', async () => {
    const { health, timers, probe } = harness([]);
    health.note(503);
    expect(timers).toHaveLength(1);
    health.note(200);
    expect(timers).toHaveLength(0);
    expect(probe).not.toHaveBeenCalled();
  });
});
