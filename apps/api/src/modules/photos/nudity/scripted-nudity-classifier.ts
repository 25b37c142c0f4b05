import sharp from 'sharp';
import type { NudityClassifier } from './nudity-classifier.ts';

/**
 * For tests that exercise what happens around the check, not the model: a photo whose pixels are
 * all magenta (255, 0, 255) reads as explicit, anything else as neutral. Test images are made
 * with sharp; the real model is exercised by nsfw-classifier.integration.test.ts and the bench.
 */
export const scriptedNudityClassifier: NudityClassifier = {
  async classify(image) {
    const { channels } = await sharp(image).stats();
    const [r, g, b] = channels.map((c) => c.mean);
    const marked = r! > 240 && g! < 15 && b! > 240;
    return marked
      ? { porn: 0.93, hentai: 0.02, sexy: 0.04, neutral: 0.01, drawing: 0 }
      : { porn: 0.01, hentai: 0, sexy: 0.01, neutral: 0.95, drawing: 0.03 };
  },
  async close() {},
};
