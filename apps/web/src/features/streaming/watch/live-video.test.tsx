// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@/lib/i18n/i18n.ts';
import { LiveVideo } from './live-video.tsx';

beforeAll(() => i18n.loadNamespaces('streaming'));

const media = { id: 'host-media' } as unknown as MediaStream;
const refused = () =>
  Object.assign(new Error('play() failed because the user did not interact'), { name: 'NotAllowedError' });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function stubPlay(results: ('ok' | 'refused')[]) {
  const calls: boolean[] = [];
  // happy-dom takes only its own MediaStream; a stand-in is enough here.
  const sources = new WeakMap<HTMLMediaElement, unknown>();
  vi.spyOn(HTMLMediaElement.prototype, 'srcObject', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return (sources.get(this) ?? null) as MediaStream | null;
  });
  vi.spyOn(HTMLMediaElement.prototype, 'srcObject', 'set').mockImplementation(function (this: HTMLMediaElement, v) {
    sources.set(this, v);
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    calls.push(this.muted);
    return (results.shift() ?? 'ok') === 'ok' ? Promise.resolve() : Promise.reject(refused());
  });
  return calls;
}

const video = () => screen.getByLabelText('Live video from Ama') as HTMLVideoElement;

describe('LiveVideo', () => {
  it('plays with sound when the browser allows it', async () => {
    const calls = stubPlay(['ok']);
    await act(async () => void render(<LiveVideo media={media} label="Live video from Ama" />));
    expect(calls).toEqual([false]);
    expect(video().autoplay).toBe(true);
    expect(video().hasAttribute('playsinline')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Tap to unmute' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Mute sound' })).toBeTruthy();
  });

  it('plays muted and offers "Tap to unmute" when sound is refused, and unmutes on the tap', async () => {
    const calls = stubPlay(['refused', 'ok', 'ok']);
    await act(async () => void render(<LiveVideo media={media} label="Live video from Ama" />));
    expect(calls).toEqual([false, true]);
    expect(video().muted).toBe(true);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Tap to unmute' })));
    expect(video().muted).toBe(false);
    expect(calls).toEqual([false, true, false]);
    expect(screen.queryByRole('button', { name: 'Tap to unmute' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Mute sound' })).toBeTruthy();
  });

  it('shows no sound control before the media arrives', async () => {
    stubPlay([]);
    await act(async () => void render(<LiveVideo media={null} label="Live video from Ama" />));
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
