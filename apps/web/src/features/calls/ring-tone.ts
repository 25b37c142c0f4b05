/**
 * The incoming-call ring, made with WebAudio (no audio file): two soft tones, twice, every three
 * seconds. Browsers may refuse sound before the person has touched the page (autoplay policy): the
 * ring is then `silenced`, the sheet says so and offers a button, and the ring starts at that button
 * or at the first key or tap anywhere.
 */
export class RingTone {
  private ctx: AudioContext | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private unlockOnGesture: (() => void) | null = null;
  private listeners = new Set<() => void>();
  /** Ringing, but the browser keeps it silent until a gesture. */
  silenced = false;

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start(): void {
    if (this.ctx || typeof AudioContext === 'undefined') return;
    const ctx = new AudioContext();
    this.ctx = ctx;
    const begin = () => {
      if (ctx !== this.ctx || ctx.state !== 'running' || this.timer) return;
      this.dropUnlock();
      this.setSilenced(false);
      this.timer = setInterval(() => ring(ctx), 3_000);
      ring(ctx);
    };
    ctx.onstatechange = begin;
    // A context the page may not start stays suspended (its resume() waits for a gesture).
    void ctx.resume().catch(() => {});
    if (ctx.state === 'running') return begin();
    this.setSilenced(true);
    this.unlockOnGesture = () => this.unlock();
    window.addEventListener('pointerdown', this.unlockOnGesture, { once: true });
    window.addEventListener('keydown', this.unlockOnGesture, { once: true });
  }

  /** Called from a gesture (the sheet's button, any tap or key): lets the ring be heard. */
  unlock(): void {
    this.dropUnlock();
    void this.ctx?.resume().catch(() => {});
  }

  stop(): void {
    this.dropUnlock();
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    void this.ctx?.close().catch(() => {});
    this.ctx = null;
    this.setSilenced(false);
  }

  private setSilenced(silenced: boolean): void {
    if (this.silenced === silenced) return;
    this.silenced = silenced;
    for (const l of this.listeners) l();
  }

  private dropUnlock(): void {
    if (!this.unlockOnGesture) return;
    window.removeEventListener('pointerdown', this.unlockOnGesture);
    window.removeEventListener('keydown', this.unlockOnGesture);
    this.unlockOnGesture = null;
  }
}

function ring(ctx: AudioContext): void {
  if (ctx.state !== 'running') return;
  const t0 = ctx.currentTime + 0.05;
  for (const [offset, freq] of [
    [0, 523.25],
    [0.18, 659.25],
    [0.6, 523.25],
    [0.78, 659.25],
  ] as const) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.value = freq;
    gain.gain.setValueAtTime(0, t0 + offset);
    gain.gain.linearRampToValueAtTime(0.12, t0 + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.001, t0 + offset + 0.35);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t0 + offset);
    osc.stop(t0 + offset + 0.4);
  }
}
