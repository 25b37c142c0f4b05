/** Simulcast layers Janus forwards: 0 the smallest, 2 the full picture. */
export const TOP_LAYER = 2;
/** A viewer steps up a layer after this long without Janus reporting a slow link to it. */
export const STEP_UP_AFTER_MS = 20_000;

/**
 * The layer one viewer's connection can carry: Janus reports `slowlink` when the viewer keeps losing
 * packets, and the viewer steps down one layer; after a quiet spell it tries the next one up again.
 */
export class LayerChooser {
  private current = TOP_LAYER;
  private lastTrouble = 0;

  get layer(): number {
    return this.current;
  }

  /** Janus said the link is slow; answers the layer to ask for, or null to stay. */
  slowLink(now: number): number | null {
    this.lastTrouble = now;
    if (this.current === 0) return null;
    return --this.current;
  }

  /** Called now and then; answers a layer to step up to once the link has been quiet for long enough. */
  tick(now: number): number | null {
    if (this.current === TOP_LAYER || now - this.lastTrouble < STEP_UP_AFTER_MS) return null;
    this.lastTrouble = now;
    return ++this.current;
  }
}

/**
 * Encodings for the host's camera: full, half and quarter size. Janus reads the rids from the offer;
 * a browser that cannot send three (a small camera picture) sends fewer and viewers get those.
 */
export const SIMULCAST_ENCODINGS: RTCRtpEncodingParameters[] = [
  { rid: 'h', maxBitrate: 1_500_000 },
  { rid: 'm', maxBitrate: 500_000, scaleResolutionDownBy: 2 },
  { rid: 'l', maxBitrate: 150_000, scaleResolutionDownBy: 4 },
];
