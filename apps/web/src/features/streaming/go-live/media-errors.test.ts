import { beforeAll, describe, expect, it } from 'vitest';
import { CAMERA_CONSTRAINTS, MICROPHONE_CONSTRAINTS, deviceErrorToast, loadDeviceTexts } from './media-errors.ts';

beforeAll(() => loadDeviceTexts());

const error = (name: string) => Object.assign(new Error('x'), { name });

describe('camera and microphone errors', () => {
  it('says what went wrong with the camera, by cause', () => {
    expect(deviceErrorToast('video', error('NotAllowedError'))).toEqual({
      title: 'Camera access failed',
      description: "Permission denied. Please click 'Allow' for camera access.",
    });
    expect(deviceErrorToast('video', error('NotFoundError')).description).toBe(
      'No camera found. Please connect a camera and try again.',
    );
    expect(deviceErrorToast('video', error('NotReadableError')).description).toBe(
      'Camera is already in use. Please close other apps.',
    );
    expect(deviceErrorToast('video', error('OverconstrainedError')).description).toBe(
      'Please enable camera permissions.',
    );
    expect(deviceErrorToast('video', 'weird').description).toBe('Please enable camera permissions.');
  });

  it('says what went wrong with the microphone, by cause', () => {
    expect(deviceErrorToast('audio', error('NotAllowedError'))).toEqual({
      title: 'Microphone access failed',
      description: "Permission denied. Please click 'Allow' for microphone access.",
    });
    expect(deviceErrorToast('audio', error('NotFoundError')).description).toBe(
      'No microphone found. Please connect a microphone.',
    );
    expect(deviceErrorToast('audio', error('NotReadableError')).description).toBe(
      'Microphone is already in use. Please close other apps.',
    );
    expect(deviceErrorToast('audio', undefined).description).toBe('Please enable microphone permissions.');
  });

  it('asks for the camera and microphone the spec names', () => {
    expect(CAMERA_CONSTRAINTS).toEqual({
      video: { width: { ideal: 1280 }, height: { ideal: 720 }, facingMode: 'user' },
    });
    expect(MICROPHONE_CONSTRAINTS).toEqual({
      audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
    });
  });
});
