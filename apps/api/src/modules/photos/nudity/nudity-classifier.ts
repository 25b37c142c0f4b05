/** What the nudity model saw in one photo: its five classes, 0..1 each, summing to about 1. */
export interface NudityScores {
  porn: number;
  hentai: number;
  sexy: number;
  neutral: number;
  drawing: number;
}

/** Reads photos for nudity; a worker thread in production, a scripted one in tests. */
export interface NudityClassifier {
  classify(image: Buffer): Promise<NudityScores>;
  close(): Promise<void>;
}

/**
 * Held for review at this much explicit content (porn and hentai together). Swimwear and
 * underwear ('sexy') publish: the model cannot tell a beach photo from lingerie reliably, and
 * holding every beach photo would teach members to ignore the hold (decision 0040).
 */
export const EXPLICIT_AT = 0.6;

export const isExplicit = (s: NudityScores): boolean => s.porn + s.hentai >= EXPLICIT_AT;
