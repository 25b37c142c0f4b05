import { afterEach, describe, expect, it } from 'vitest';
import { createModelWorker, type ModelErrorCode, type ModelReply, type ModelWorker } from './model-worker.ts';

class TestModelError extends Error {
  constructor(
    readonly code: ModelErrorCode,
    message: string,
  ) {
    super(message);
  }
}

interface EchoReply extends ModelReply {
  length: number;
  extra: unknown;
}

let opened: ModelWorker<EchoReply>[] = [];
function echo(opts: { maxQueued?: number; timeoutMs?: number } = {}) {
  const w = createModelWorker<EchoReply>({
    entry: new URL('./model-worker-fixture/echo-worker.mjs', import.meta.url),
    workerData: null,
    maxQueued: opts.maxQueued ?? 10,
    timeoutMs: opts.timeoutMs ?? 5_000,
    error: (code, message) => new TestModelError(code, message),
    name: 'The test model',
    busyMessage: 'Busy, try again.',
  });
  opened.push(w);
  return w;
}
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'answered',
    (e: TestModelError) => e.code,
  );

afterEach(async () => {
  await Promise.all(opened.map((w) => w.close()));
  opened = [];
});

describe('the model worker the face engine and the nudity check share', () => {
  it('answers jobs one by one in order, each with its own reply, and carries extra fields', async () => {
    const w = echo();
    const replies = await Promise.all([w.run(new Uint8Array(3)), w.run(new Uint8Array(5), { tag: 'x' }), w.run(null)]);
    expect(replies.map((r) => [r.length, r.extra])).toEqual([
      [3, null],
      [5, 'x'],
      [-1, null],
    ]);
  });

  it('leaves the caller’s buffer its own', async () => {
    const image = new Uint8Array([9, 9, 9, 9]);
    await echo().run(image);
    expect(image.byteLength).toBe(4);
  });

  it('refuses jobs beyond the queue bound as busy, and takes new ones once it drains', async () => {
    const w = echo({ maxQueued: 2 });
    const first = w.run(new Uint8Array(1));
    const second = w.run(new Uint8Array(1));
    expect(await codeOf(w.run(new Uint8Array(1)))).toBe('engine_busy');
    await Promise.all([first, second]);
    expect((await w.run(new Uint8Array(2))).length).toBe(2);
  });

  it('gives up a stuck job after the timeout and answers the next one from a fresh worker', async () => {
    // Long enough for a fresh worker to start on a loaded machine: the timeout counts from the job's start.
    const w = echo({ timeoutMs: 3_000 });
    const stuck = codeOf(w.run(new Uint8Array([1])));
    const next = w.run(new Uint8Array(6));
    expect(await stuck).toBe('engine_failed');
    expect((await next).length).toBe(6);
  }, 20_000);

  it('survives a worker that exits, and passes on an unreadable image as such', async () => {
    const w = echo();
    expect(await codeOf(w.run(new Uint8Array([2])))).toBe('engine_failed');
    expect(await codeOf(w.run(new Uint8Array([3])))).toBe('unreadable_image');
    expect((await w.run(new Uint8Array(4))).length).toBe(4);
  });

  it('refuses work once closed, and closing twice is harmless', async () => {
    const w = echo();
    await w.run(new Uint8Array(1));
    await w.close();
    await w.close();
    expect(await codeOf(w.run(new Uint8Array(1)))).toBe('engine_closed');
  });
});
