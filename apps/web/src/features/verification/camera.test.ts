import { describe, expect, it } from 'vitest';
import { VERIFICATION_CONSTRAINTS, cameraFailure, frameSize } from './camera.ts';

describe('verification camera', () => {
  it('asks for the front camera at an ideal 640x480 and no microphone', () => {
    expect(VERIFICATION_CONSTRAINTS).toEqual({
      video: { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } },
      audio: false,
    });
  });

  it('tells a refused permission from every other failure', () => {
    expect(cameraFailure(Object.assign(new Error('x'), { name: 'NotAllowedError' }))).toBe('denied');
    expect(cameraFailure({ name: 'SecurityError' })).toBe('denied');
    expect(cameraFailure({ name: 'NotFoundError' })).toBe('setup');
    expect(cameraFailure({ name: 'NotReadableError' })).toBe('setup');
    expect(cameraFailure(new Error('boom'))).toBe('setup');
    expect(cameraFailure(null)).toBe('setup');
  });

  it('sends frames at the camera resolution, scaled down to fit 640x480 and never up', () => {
    expect(frameSize(640, 480)).toEqual({ width: 640, height: 480 });
    expect(frameSize(320, 240)).toEqual({ width: 320, height: 240 });
    expect(frameSize(1280, 720)).toEqual({ width: 640, height: 360 });
    expect(frameSize(1920, 1080)).toEqual({ width: 640, height: 360 });
    expect(frameSize(480, 640)).toEqual({ width: 360, height: 480 });
    expect(frameSize(0, 0)).toEqual({ width: 0, height: 0 });
    expect(frameSize(Number.NaN, 480)).toEqual({ width: 0, height: 0 });
  });
});
