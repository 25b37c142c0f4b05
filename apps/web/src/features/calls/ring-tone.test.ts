// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RingTone } from './ring-tone.ts';

/** An AudioContext under an autoplay rule: suspended until resume() is called with `allowed` set. */
class FakeAudioContext {
  static allowed = false;
  static made: FakeAudioContext[] = [];
  state: AudioContextState = FakeAudioContext.allowed ? 'running' : 'suspended';
  currentTime = 0;
  destination = {};
  tones = 0;
  onstatechange: (() => void) | null = null;
  constructor() {
    FakeAudioContext.made.push(this);
  }
  resume(): Promise<void> {
    if (FakeAudioContext.allowed && this.state !== 'running') {
      this.state = 'running';
      queueMicrotask(() => this.onstatechange?.());
    }
    return new Promise(() => {});
  }
  close(): Promise<void> {
    this.state = 'closed';
    return Promise.resolve();
  }
  createOscillator() {
    const node = {
      type: '',
      frequency: { value: 0 },
      connect: () => gain,
      start: () => void this.tones++,
      stop: () => {},
    };
    const gain = {
      gain: { setValueAtTime() {}, linearRampToValueAtTime() {}, exponentialRampToValueAtTime() {} },
      connect: () => ({}),
    };
    return node;
  }
  createGain() {
    return {
      gain: { setValueAtTime() {}, linearRampToValueAtTime() {}, exponentialRampToValueAtTime() {} },
      connect: () => ({}),
    };
  }
}

describe('the ring under the browser’s autoplay rule', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeAudioContext.made = [];
  });

  it('is silenced (and says so) until a gesture lets it play; stopping clears it', async () => {
    FakeAudioContext.allowed = false;
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const ring = new RingTone();
    const changes = vi.fn();
    ring.onChange(changes);
    ring.start();
    const ctx = FakeAudioContext.made[0]!;
    expect(ring.silenced).toBe(true);
    expect(ctx.tones).toBe(0);

    FakeAudioContext.allowed = true;
    ring.unlock();
    await Promise.resolve();
    expect(ring.silenced).toBe(false);
    expect(ctx.tones).toBe(4);
    expect(changes).toHaveBeenCalledTimes(2);
    ring.stop();
    expect(ctx.state).toBe('closed');
  });

  it('rings at once, never silenced, where the browser allows sound', () => {
    FakeAudioContext.allowed = true;
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const ring = new RingTone();
    ring.start();
    expect(ring.silenced).toBe(false);
    expect(FakeAudioContext.made[0]!.tones).toBe(4);
    ring.stop();
  });

  it('a tap anywhere on the page also lets it play', async () => {
    FakeAudioContext.allowed = false;
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const ring = new RingTone();
    ring.start();
    FakeAudioContext.allowed = true;
    window.dispatchEvent(new Event('pointerdown'));
    await Promise.resolve();
    expect(ring.silenced).toBe(false);
    ring.stop();
  });
});
