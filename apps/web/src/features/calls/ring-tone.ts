/**
 * The incoming-call ring, made with WebAudio (no audio file): two soft tones, twice, every three
 * seconds. Browsers may refuse sound before the person has touched the page (autoplay policy); the
 * ring then starts at their first key or tap, and the sheet itself is always shown.
 */
export class RingTone {
  private ctx: AudioContext | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private unlock: (() => void) | null = null;

  start(): void {
    if (this.ctx || typeof AudioContext === 'undefined') return;
    const ctx = new AudioContext();
    this.ctx = ctx;
    const ring = () => {
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
    };
    const begin = () => {
      ring();
      this.timer ??= setInterval(ring, 3_000);
    };
    void ctx.resume().then(begin, () => {});
    if (ctx.state !== 'running') {
      // Not allowed to play yet: wait for the first gesture on the page.
      this.unlock = () => {
        this.dropUnlock();
        void ctx.resume().then(begin, () => {});
      };
      window.addEventListener('pointerdown', this.unlock, { once: true });
      window.addEventListener('keydown', this.unlock, { once: true });
    }
  }

  stop(): void {
    this.dropUnlock();
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    void this.ctx?.close().catch(() => {});
    this.ctx = null;
  }

  private dropUnlock(): void {
    if (!this.unlock) return;
    window.removeEventListener('pointerdown', this.unlock);
    window.removeEventListener('keydown', this.unlock);
    this.unlock = null;
  }
}
