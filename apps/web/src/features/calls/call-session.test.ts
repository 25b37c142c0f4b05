import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallView } from '@sankofa/contracts';
import type { ClientMessage } from '@sankofa/contracts/realtime';
import { i18n } from '@/lib/i18n/i18n.ts';
import type { CallChannel } from './call-signalling.ts';

/**
 * A voice call turning into video, on one side, without a browser: the peer connection, the streams
 * and the camera are stand-ins, so what is checked is what the session tells the other side and shows.
 */

const toast = vi.hoisted(() => ({ error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));
const { CallSession } = await import('./call-session.ts');

beforeAll(() => i18n.loadNamespaces(['calls', 'devices']));

const voiceCall: CallView = {
  id: '6d1f3c1e-2a8b-4c37-9d0e-0d3d8c1f4a55',
  callerId: '0b6b4f0e-9a51-4f59-8f7c-55b1a3f0c001',
  calleeId: '0b6b4f0e-9a51-4f59-8f7c-55b1a3f0c002',
  media: 'audio',
  status: 'active',
  startedAt: '2026-11-27T20:00:00.000Z',
  ringsUntil: '2026-11-27T20:00:45.000Z',
  answeredAt: '2026-11-27T20:00:05.000Z',
  endedAt: null,
};
const ama = { userId: voiceCall.callerId, displayName: 'Ama', photoUrl: null };

const track = (kind: 'audio' | 'video') => ({ kind, enabled: true, stop: vi.fn(), getSettings: () => ({}) });
type FakeTrack = ReturnType<typeof track>;

class FakeStream {
  constructor(private tracks: FakeTrack[] = []) {}
  addTrack(t: FakeTrack) {
    this.tracks.push(t);
  }
  getTracks = () => this.tracks;
  getAudioTracks = () => this.tracks.filter((t) => t.kind === 'audio');
  getVideoTracks = () => this.tracks.filter((t) => t.kind === 'video');
}

/** The callee's connection after a voice offer: an audio and a video transceiver, sending no picture. */
const videoSender = { replaceTrack: vi.fn(async () => undefined) };
class FakePeerConnection {
  connectionState = 'connected';
  getTransceivers = () => [
    { receiver: { track: { kind: 'audio' } }, sender: { replaceTrack: vi.fn() } },
    { receiver: { track: { kind: 'video' } }, sender: videoSender },
  ];
  close = vi.fn();
}

const getUserMedia = vi.fn();

function voiceSession() {
  const sent: ClientMessage[] = [];
  const channel: CallChannel = {
    send: (m) => (sent.push(m), true),
    on: () => () => {},
    onStatus: () => () => {},
  };
  const local = new FakeStream([track('audio')]) as unknown as MediaStream;
  const session = new CallSession(channel, voiceCall, ama, 'callee', local, []);
  const mediaStates = () => sent.filter((m) => m.type === 'call.media_state');
  return { session, mediaStates };
}

/** Lets the session's awaited camera request settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
  vi.stubGlobal('MediaStream', FakeStream);
  vi.stubGlobal('navigator', { mediaDevices: { getUserMedia, enumerateDevices: async () => [] } });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('a voice call that becomes video', () => {
  it('sends my camera once the call is video, and says so to the other side', async () => {
    const camera = track('video');
    getUserMedia.mockResolvedValue(new FakeStream([camera]));
    const { session, mediaStates } = voiceSession();
    session.updated({ ...voiceCall, media: 'video' });
    await settle();
    expect(videoSender.replaceTrack).toHaveBeenCalledWith(camera);
    expect(session.snapshot).toMatchObject({ hasCamera: true, cameraOn: true });
    expect(mediaStates()).toEqual([expect.objectContaining({ audio: true, video: true })]);
    session.close();
  });

  it('shows their picture only once their page says their camera is on', async () => {
    getUserMedia.mockResolvedValue(new FakeStream([track('video')]));
    const { session } = voiceSession();
    session.updated({ ...voiceCall, media: 'video' });
    expect(session.snapshot.remoteVideo).toBe(false);
    session.peerMedia(true, true);
    expect(session.snapshot.remoteVideo).toBe(true);
    await settle();
    session.close();
  });

  it('with my camera refused, tells the other side there is no picture and tells me why', async () => {
    getUserMedia.mockRejectedValue(Object.assign(new Error('denied'), { name: 'NotAllowedError' }));
    const { session, mediaStates } = voiceSession();
    session.updated({ ...voiceCall, media: 'video' });
    await settle();
    expect(mediaStates()).toEqual([expect.objectContaining({ audio: true, video: false })]);
    expect(session.snapshot.hasCamera).toBe(false);
    expect(toast.error).toHaveBeenCalledWith('Camera access failed', {
      description: "Permission denied. Please click 'Allow' for camera access.",
    });
    session.close();
  });
});
