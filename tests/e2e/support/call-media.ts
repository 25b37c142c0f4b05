import type { Browser, BrowserType, LaunchOptions, Page } from '@playwright/test';

/**
 * Installed before the app's scripts: keeps every RTCPeerConnection and AudioContext the page makes,
 * and counts the oscillators started (the ring's tones), for the test to read what the browser does.
 * A new AudioContext also logs `ring-context <state>`: a test that must not touch the page before it
 * rings (any Playwright query counts as a user gesture) waits for that console line instead.
 */
export function recordCallMedia(): void {
  const NativePc = window.RTCPeerConnection;
  const NativeAudio = window.AudioContext;
  const connections: RTCPeerConnection[] = [];
  const contexts: AudioContext[] = [];
  const tones = { started: 0 };
  Object.assign(window, { callConnections: connections, ringContexts: contexts, ringTones: tones });
  window.RTCPeerConnection = class extends NativePc {
    constructor(config?: RTCConfiguration) {
      super(config);
      connections.push(this);
    }
  };
  window.AudioContext = class extends NativeAudio {
    constructor(options?: AudioContextOptions) {
      super(options);
      contexts.push(this);
      console.info(`ring-context ${this.state}`);
    }
    override createOscillator(): OscillatorNode {
      const osc = super.createOscillator();
      const start = osc.start.bind(osc);
      osc.start = (when?: number) => {
        tones.started++;
        start(when);
      };
      return osc;
    }
  };
}

/** Resolves with the state the page's next AudioContext had when it was made, without touching the page. */
export const nextRingContext = (page: Page): Promise<string> =>
  page
    .waitForEvent('console', { predicate: (m) => m.text().startsWith('ring-context '), timeout: 30_000 })
    .then((m) => m.text().slice('ring-context '.length));

/** The state of the page's ring (its last AudioContext) and how many tones it started. */
export const ringState = (page: Page): Promise<{ state: string | null; tones: number }> =>
  page.evaluate(() => {
    const w = window as unknown as { ringContexts: AudioContext[]; ringTones: { started: number } };
    return { state: w.ringContexts.at(-1)?.state ?? null, tones: w.ringTones.started };
  });

/** The label of the camera track the page's call connection sends. */
export const sentCameraLabel = (page: Page): Promise<string | null> =>
  page.evaluate(() => {
    const pcs = (window as unknown as { callConnections: RTCPeerConnection[] }).callConnections;
    const sender = pcs
      .at(-1)
      ?.getSenders()
      .find((s) => s.track?.kind === 'video');
    return sender?.track?.label ?? null;
  });

/**
 * A browser like the project's, with Chromium flags of its own: `cameras` fake cameras
 * (`--use-fake-device-for-media-stream=device-count=N`), or the autoplay policy of a browser whose
 * page must have had a tap before it may play sound.
 */
export function launchWith(
  chromium: BrowserType,
  base: LaunchOptions,
  opts: { cameras?: number; strictAutoplay?: boolean },
): Promise<Browser> {
  const fake = '--use-fake-device-for-media-stream';
  const args = (base.args ?? []).map((a) => (a === fake && opts.cameras ? `${fake}=device-count=${opts.cameras}` : a));
  if (opts.strictAutoplay) args.push('--autoplay-policy=document-user-activation-required');
  return chromium.launch({ ...base, args });
}
