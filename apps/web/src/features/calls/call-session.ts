import { CALL_HEARTBEAT_MS, CALL_RINGING_HEARTBEAT_MS, type CallView, type RtcSignal } from '@sankofa/contracts';
import type { LivePerson } from '@sankofa/contracts/realtime';
import { CAMERA_CONSTRAINTS, MICROPHONE_CONSTRAINTS } from '@/lib/media-devices.ts';
import { ask, type CallChannel } from './call-signalling.ts';
import { qualityOf, sampleOf, type CallQuality, type QualitySample } from './call-quality.ts';

export type CallRole = 'caller' | 'callee';
export type CallLink = 'ringing' | 'connecting' | 'connected' | 'reconnecting';

/** What the call screen shows; a new object on every change. */
export interface CallSnapshot {
  call: CallView;
  peer: LivePerson;
  role: CallRole;
  ended: boolean;
  local: MediaStream;
  remote: MediaStream;
  micOn: boolean;
  cameraOn: boolean;
  hasCamera: boolean;
  canSwitchCamera: boolean;
  remoteAudio: boolean;
  remoteVideo: boolean;
  link: CallLink;
  quality: CallQuality | null;
  /** The other side asked to turn on video and waits for my answer. */
  upgradeAsked: boolean;
  /** I asked; waiting for theirs. */
  upgradePending: boolean;
  /** When the first remote frame was drawn (performance.now()), for the set-up figure. */
  firstFrameAt: number | null;
}

/** A disconnected link gets this long to come back by itself before the caller restarts ICE. */
const RESTART_AFTER_MS = 2_500;
/**
 * A restart that has not brought the link back by then is tried again: its offer may have been lost
 * with the socket, or its relay allocations sent while the network was still away.
 */
const RESTART_AGAIN_MS = 8_000;
const QUALITY_EVERY_MS = 2_000;

/** Media for a call: the microphone always, the camera for a video call. Throws the browser's error, tagged with the device. */
export async function openCallMedia(media: CallView['media']): Promise<MediaStream> {
  try {
    return await navigator.mediaDevices.getUserMedia({
      audio: MICROPHONE_CONSTRAINTS.audio!,
      video: media === 'video' ? CAMERA_CONSTRAINTS.video! : false,
    });
  } catch (err) {
    // Ask for the microphone alone to tell which device refused.
    if (media === 'video') {
      const mic = await navigator.mediaDevices.getUserMedia({ audio: true }).catch(() => null);
      mic?.getTracks().forEach((t) => t.stop());
      throw Object.assign(new Error('media'), { device: mic ? 'video' : 'audio', cause: err });
    }
    throw Object.assign(new Error('media'), { device: 'audio', cause: err });
  }
}

/**
 * One call on this tab: the peer connection, my camera and microphone, and what the screen shows.
 * The caller makes every offer (the first, and ICE restarts); both sides get an audio and a video
 * transceiver from the start, so turning the camera on later (a voice call becoming video) only
 * swaps a track and needs no new negotiation.
 */
export class CallSession {
  private pc: RTCPeerConnection;
  private listeners = new Set<() => void>();
  private snap: CallSnapshot;
  private pendingCandidates: RTCIceCandidateInit[] = [];
  private timers: ReturnType<typeof setInterval>[] = [];
  private restartTimer: ReturnType<typeof setTimeout> | null = null;
  private lastSample: QualitySample | null = null;
  private offs: (() => void)[] = [];
  private lastBeatAt = 0;

  constructor(
    private channel: CallChannel,
    call: CallView,
    peer: LivePerson,
    role: CallRole,
    local: MediaStream,
    iceServers: RTCIceServer[],
    /** New ICE servers before a restart: the TURN credential of the first ones may have expired in a long call. */
    private freshIceServers: () => Promise<RTCIceServer[]> = () => Promise.resolve(iceServers),
  ) {
    const remote = new MediaStream();
    this.snap = {
      call,
      peer,
      role,
      ended: false,
      local,
      remote,
      micOn: true,
      cameraOn: local.getVideoTracks().length > 0,
      hasCamera: local.getVideoTracks().length > 0,
      canSwitchCamera: false,
      remoteAudio: true,
      remoteVideo: call.media === 'video',
      link: role === 'caller' ? 'ringing' : 'connecting',
      quality: null,
      upgradeAsked: false,
      upgradePending: false,
      firstFrameAt: null,
    };
    this.pc = new RTCPeerConnection({ iceServers });
    this.pc.ontrack = (e) => {
      remote.addTrack(e.track);
      this.set({ remote });
    };
    this.pc.onicecandidate = (e) => {
      if (e.candidate) this.signal(candidateSignal(e.candidate.toJSON()));
    };
    this.pc.onconnectionstatechange = () => this.linkChanged();
    if (role === 'caller') {
      const audio = local.getAudioTracks()[0] ?? null;
      const video = local.getVideoTracks()[0] ?? null;
      this.pc.addTransceiver(audio ?? 'audio', { direction: 'sendrecv', streams: [local] });
      this.pc.addTransceiver(video ?? 'video', { direction: 'sendrecv', streams: [local] });
    }
    this.offs.push(
      channel.onStatus((s) => {
        // Back on a new socket: move the call there at once; if the media link dropped too, the
        // restart offer sent meanwhile was lost with the old socket, so the caller sends a new one.
        if (s !== 'open') return;
        this.beat();
        if (this.snap.link === 'reconnecting') this.scheduleRestart(0);
      }),
    );
    this.timers.push(
      // Faster while it rings, so the server notices a caller who vanished within seconds.
      setInterval(() => {
        if (this.snap.call.status === 'ringing' || Date.now() - this.lastBeatAt >= CALL_HEARTBEAT_MS - 500) this.beat();
      }, CALL_RINGING_HEARTBEAT_MS),
      setInterval(() => void this.measure(), QUALITY_EVERY_MS),
    );
    this.beat();
    void this.detectCameras();
    const onDevices = () => void this.detectCameras();
    navigator.mediaDevices?.addEventListener?.('devicechange', onDevices);
    this.offs.push(() => navigator.mediaDevices?.removeEventListener?.('devicechange', onDevices));
  }

  get snapshot(): CallSnapshot {
    return this.snap;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The server says the call changed (answered, became video, ended). */
  updated(call: CallView): void {
    const wasRinging = this.snap.call.status === 'ringing';
    const becameVideo = this.snap.call.media === 'audio' && call.media === 'video';
    this.set({ call, ...(becameVideo && { upgradePending: false, upgradeAsked: false, remoteVideo: true }) });
    if (call.status !== 'ringing' && call.status !== 'active') return this.close();
    if (wasRinging && call.status === 'active' && this.snap.role === 'caller') {
      this.set({ link: 'connecting' });
      void this.offer(false);
    }
    if (becameVideo && !this.snap.hasCamera) void this.turnCameraOn();
  }

  async signalled(signal: RtcSignal): Promise<void> {
    if (signal.kind === 'candidate') {
      if (!this.pc.remoteDescription) this.pendingCandidates.push(signal.candidate);
      else await this.pc.addIceCandidate(signal.candidate).catch(() => {});
      return;
    }
    const { description } = signal;
    // The answer to a restart offer that a newer one replaced: that newer offer gets its own.
    if (description.type === 'answer' && this.pc.signalingState !== 'have-local-offer') return;
    await this.pc.setRemoteDescription(description);
    for (const c of this.pendingCandidates.splice(0)) await this.pc.addIceCandidate(c).catch(() => {});
    if (description.type !== 'offer') return;
    // The callee sends on the transceivers the offer made: my microphone, and my camera if I have one.
    for (const t of this.pc.getTransceivers()) {
      const kind = t.receiver.track.kind;
      const track = (kind === 'audio' ? this.snap.local.getAudioTracks() : this.snap.local.getVideoTracks())[0] ?? null;
      t.direction = 'sendrecv';
      if (t.sender.track !== track) await t.sender.replaceTrack(track);
      t.sender.setStreams?.(this.snap.local);
    }
    const answer = await this.pc.createAnswer();
    await this.pc.setLocalDescription(answer);
    this.signal({ kind: 'description', description: { type: 'answer', sdp: answer.sdp ?? '' } });
  }

  peerMedia(audio: boolean, video: boolean): void {
    this.set({ remoteAudio: audio, remoteVideo: video });
  }

  upgradeRequested(): void {
    this.set({ upgradeAsked: true });
  }

  upgradeDeclined(): void {
    this.set({ upgradePending: false });
  }

  /** The first frame of the other side's video was drawn. */
  remoteFrame(): void {
    if (this.snap.firstFrameAt === null) this.set({ firstFrameAt: performance.now() });
  }

  toggleMic(): void {
    const micOn = !this.snap.micOn;
    for (const t of this.snap.local.getAudioTracks()) t.enabled = micOn;
    this.set({ micOn });
    this.sendMediaState();
  }

  async toggleCamera(): Promise<void> {
    if (!this.snap.hasCamera) return this.turnCameraOn();
    const cameraOn = !this.snap.cameraOn;
    for (const t of this.snap.local.getVideoTracks()) t.enabled = cameraOn;
    this.set({ cameraOn });
    this.sendMediaState();
  }

  /**
   * The next camera the browser lists (on a phone: front, then back), sent in place of this one with
   * replaceTrack, so the other side's picture changes without a new negotiation.
   */
  async switchCamera(): Promise<void> {
    const current = this.snap.local.getVideoTracks()[0];
    const cameras = (await navigator.mediaDevices.enumerateDevices()).filter((d) => d.kind === 'videoinput');
    const at = cameras.findIndex((d) => d.deviceId === current?.getSettings().deviceId);
    const next = cameras[(at + 1) % cameras.length];
    if (!next || next.deviceId === current?.getSettings().deviceId) return;
    const { facingMode: _front, ...size } = CAMERA_CONSTRAINTS.video as MediaTrackConstraints;
    const video = { ...size, deviceId: { exact: next.deviceId } };
    const stream = await navigator.mediaDevices.getUserMedia({ video }).catch(async () => {
      // Many phones cannot open two cameras at once: let this one go first.
      current?.stop();
      return navigator.mediaDevices.getUserMedia({ video });
    });
    const track = stream.getVideoTracks()[0];
    if (track) await this.useVideoTrack(track, this.snap.cameraOn);
  }

  requestVideo(): void {
    this.set({ upgradePending: true });
    this.command({ type: 'call.upgrade_request', callId: this.snap.call.id });
  }

  replyUpgrade(accept: boolean): void {
    this.set({ upgradeAsked: false });
    this.command({ type: 'call.upgrade_reply', callId: this.snap.call.id, accept });
  }

  hangUp(): void {
    this.command({ type: 'call.end', callId: this.snap.call.id });
    this.close();
  }

  /** Stops everything this tab holds for the call; the screen shows it ended. */
  close(): void {
    if (this.snap.ended) return;
    for (const t of this.timers) clearInterval(t);
    if (this.restartTimer) clearTimeout(this.restartTimer);
    for (const off of this.offs) off();
    this.pc.close();
    for (const t of this.snap.local.getTracks()) t.stop();
    this.set({ ended: true });
  }

  private async turnCameraOn(): Promise<void> {
    const stream = await navigator.mediaDevices.getUserMedia({ video: CAMERA_CONSTRAINTS.video! });
    const track = stream.getVideoTracks()[0];
    if (track) await this.useVideoTrack(track, true);
    this.set({ hasCamera: true, cameraOn: true });
    this.sendMediaState();
    void this.detectCameras();
  }

  private async useVideoTrack(track: MediaStreamTrack, enabled: boolean): Promise<void> {
    const old = this.snap.local.getVideoTracks()[0];
    const sender = this.pc.getTransceivers().find((t) => t.receiver.track.kind === 'video')?.sender;
    await sender?.replaceTrack(track);
    old?.stop();
    track.enabled = enabled;
    // A new stream object, so the preview element takes the new track.
    this.set({ local: new MediaStream([...this.snap.local.getAudioTracks(), track]) });
  }

  private async detectCameras(): Promise<void> {
    const devices = await navigator.mediaDevices.enumerateDevices().catch(() => []);
    this.set({ canSwitchCamera: devices.filter((d) => d.kind === 'videoinput').length > 1 && this.snap.hasCamera });
  }

  private async offer(iceRestart: boolean): Promise<void> {
    if (this.snap.ended) return;
    const offer = await this.pc.createOffer({ iceRestart });
    await this.pc.setLocalDescription(offer);
    this.signal({ kind: 'description', description: { type: 'offer', sdp: offer.sdp ?? '' } });
  }

  private linkChanged(): void {
    const state = this.pc.connectionState;
    if (state === 'connected') {
      if (this.restartTimer) clearTimeout(this.restartTimer);
      this.restartTimer = null;
      this.set({ link: 'connected' });
    } else if (state === 'disconnected' || state === 'failed') {
      this.set({ link: 'reconnecting' });
      if (this.snap.role === 'callee') void this.refreshIceServers();
      else if (state === 'failed') this.scheduleRestart(0);
      else if (!this.restartTimer) this.scheduleRestart(RESTART_AFTER_MS);
    }
  }

  /** The caller restarts ICE after `delay`, and again every RESTART_AGAIN_MS until the link is back. */
  private scheduleRestart(delay: number): void {
    if (this.snap.role !== 'caller' || this.snap.ended) return;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.restartTimer = setTimeout(() => {
      this.restartTimer = null;
      if (this.snap.ended || this.pc.connectionState === 'connected') return;
      this.scheduleRestart(RESTART_AGAIN_MS);
      void this.refreshIceServers().then(() => this.offer(true));
    }, delay);
  }

  private async refreshIceServers(): Promise<void> {
    const iceServers = await this.freshIceServers().catch(() => null);
    if (iceServers && !this.snap.ended) this.pc.setConfiguration({ ...this.pc.getConfiguration(), iceServers });
  }

  private async measure(): Promise<void> {
    if (this.snap.link !== 'connected') return;
    const sample = sampleOf(await this.pc.getStats());
    const quality = qualityOf(this.lastSample, sample);
    this.lastSample = sample;
    if (quality !== this.snap.quality) this.set({ quality });
  }

  private beat(): void {
    if (this.snap.ended) return;
    this.lastBeatAt = Date.now();
    ask(this.channel, { type: 'call.heartbeat', callId: this.snap.call.id }, 'call.alive')
      .then((m) => this.updated(m.call))
      .catch((err: { code?: string }) => {
        // The server no longer knows this call (ended while this tab was away).
        if (err.code === 'call_not_found') this.close();
      });
  }

  private sendMediaState(): void {
    this.command({
      type: 'call.media_state',
      callId: this.snap.call.id,
      audio: this.snap.micOn,
      video: this.snap.hasCamera && this.snap.cameraOn,
    });
  }

  private signal(signal: RtcSignal): void {
    this.command({ type: 'call.signal', callId: this.snap.call.id, signal });
  }

  private command(frame: Parameters<CallChannel['send']>[0]): void {
    this.channel.send(frame);
  }

  private set(patch: Partial<CallSnapshot>): void {
    this.snap = { ...this.snap, ...patch };
    for (const l of this.listeners) l();
  }
}

function candidateSignal(c: RTCIceCandidateInit): RtcSignal {
  return {
    kind: 'candidate',
    candidate: {
      candidate: c.candidate ?? '',
      sdpMid: c.sdpMid ?? null,
      sdpMLineIndex: c.sdpMLineIndex ?? null,
      usernameFragment: c.usernameFragment ?? null,
    },
  };
}
