import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { imageWorkLoad, runImageWork } from './image-work.ts';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('runImageWork', () => {
  it('runs one job at a time, in arrival order', async () => {
    const order: string[] = [];
    const first = deferred();
    const a = runImageWork(async () => {
      order.push('a starts');
      await first.promise;
      order.push('a ends');
    });
    const b = runImageWork(async () => void order.push('b runs'));
    await new Promise((r) => setTimeout(r, 10));
    expect(order).toEqual(['a starts']);
    expect(imageWorkLoad()).toEqual({ running: 1, waiting: 1 });
    first.resolve();
    await Promise.all([a, b]);
    expect(order).toEqual(['a starts', 'a ends', 'b runs']);
    expect(imageWorkLoad()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when a job fails', async () => {
    await expect(runImageWork(async () => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image');
    expect(await runImageWork(async () => 42)).toBe(42);
  });

  it('turns work away with 503 and Retry-After once too many are waiting', async () => {
    const gate = deferred();
    const jobs = Array.from({ length: 17 }, () => runImageWork(() => gate.promise));
    const refused = await runImageWork(async () => 'never').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(503);
    expect((refused as AppError).headers?.['retry-after']).toBeDefined();
    gate.resolve();
    await Promise.all(jobs);
    expect(imageWorkLoad()).toEqual({ running: 0, waiting: 0 });
  });
});
