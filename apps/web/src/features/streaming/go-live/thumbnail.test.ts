import { describe, expect, it } from 'vitest';
import { coverCrop } from './thumbnail.ts';

describe('thumbnail crop', () => {
  it('keeps a 16:9 frame whole', () => {
    expect(coverCrop(1280, 720, 480, 270)).toEqual({ sx: 0, sy: 0, sw: 1280, sh: 720 });
  });
  it('crops the top and bottom of 4:3 and portrait frames, the sides of a wide one', () => {
    expect(coverCrop(640, 480, 480, 270)).toEqual({ sx: 0, sy: 60, sw: 640, sh: 360 });
    expect(coverCrop(720, 1280, 480, 270)).toEqual({ sx: 0, sy: 438, sw: 720, sh: 405 });
    expect(coverCrop(1920, 720, 480, 270)).toEqual({ sx: 320, sy: 0, sw: 1280, sh: 720 });
  });
});
