import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createNsfwClassifier, NudityEngineError } from './nsfw-classifier.ts';
import { isExplicit } from './nudity-classifier.ts';
import { noisyImage } from '../test-images.ts';

/** The real model, from inside the nsfwjs package, in its worker: it loads, reads photos and tells what it saw. */
const classifier = createNsfwClassifier();
afterAll(() => classifier.close());

const generated = [
  ['noise', noisyImage(480, 360)],
  ['forest green', sharp({ create: { width: 480, height: 360, channels: 3, background: { r: 11, g: 61, b: 30 } } })],
] as const;

describe('nsfwjs nudity check (real model, worker thread)', () => {
  it('warms up from the weights shipped in the package', async () => {
    expect(await classifier.warmUp()).toBeGreaterThan(0);
  });

  it.each(generated)(
    'reads a generated %s picture as five scores summing to one, and not explicit',
    async (_name, image) => {
      const scores = await classifier.classify(await image.clone().jpeg().toBuffer());
      const sum = scores.porn + scores.hentai + scores.sexy + scores.neutral + scores.drawing;
      expect(sum).toBeGreaterThan(0.98);
      expect(sum).toBeLessThan(1.02);
      expect(isExplicit(scores)).toBe(false);
    },
  );

  it('refuses bytes that are not an image, and keeps working after', async () => {
    await expect(classifier.classify(Buffer.from('not a picture at all'))).rejects.toMatchObject({
      code: 'unreadable_image',
    });
    await expect(classifier.classify(Buffer.from('x'))).rejects.toBeInstanceOf(NudityEngineError);
    const again = await classifier.classify(await generated[0][1].clone().png().toBuffer());
    expect(again.neutral + again.drawing + again.sexy).toBeGreaterThan(0);
  });
});
