import type { StreamDelivery } from '@sankofa/contracts';
import type { DeliveryContext, HostDelivery, MediaKind } from './host-transport.ts';
import { JanusSession, type JanusHandle, type JanusSocket } from './janus-client.ts';
import { SIMULCAST_ENCODINGS } from './simulcast-layers.ts';
import { HOST_FEED } from './sfu-viewer-transport.ts';

type SfuDelivery = Extract<StreamDelivery, { kind: 'sfu' }>;
/** After losing Janus the host's page publishes again this often, for as long as the stream is live. */
const REPUBLISH_MS = 3_000;

/**
 * Publishing once to Janus: the host's camera goes up as three simulcast layers (where the browser
 * can) and Janus forwards to every viewer, so the host's upload and CPU do not grow with the
 * audience. Viewers come and go at Janus; the server's viewer events need nothing from this page.
 */
export class SfuHostDelivery implements HostDelivery {
  private session: JanusSession | null = null;
  private pc: RTCPeerConnection | null = null;
  private readonly senders = new Map<MediaKind, RTCRtpSender>();
  private readonly tracks = new Map<MediaKind, MediaStreamTrack | null>();
  private retry: ReturnType<typeof setTimeout> | null = null;
  private closed = false;

  constructor(
    private delivery: SfuDelivery,
    private readonly ctx: DeliveryContext,
    private readonly createSocket?: (url: string) => JanusSocket,
  ) {
    this.tracks.set('video', ctx.media.getVideoTracks().find((t) => t.readyState !== 'ended') ?? null);
    this.tracks.set('audio', ctx.media.getAudioTracks().find((t) => t.readyState !== 'ended') ?? null);
    void this.publish();
  }

  /** Janus serves the viewers; 1 while this page is publishing to it. */
  get peerCount(): number {
    return this.pc?.connectionState === 'connected' ? 1 : 0;
  }

  sync(): void {}
  viewerJoined(): void {}
  viewerLeft(): void {}
  signal(): void {}

  replaceTrack(kind: MediaKind, track: MediaStreamTrack | null): void {
    this.tracks.set(kind, track);
    this.senders
      .get(kind)
      ?.replaceTrack(track)
      .catch((err) => this.ctx.log('Could not switch a track', err));
  }

  refresh(delivery: StreamDelivery): void {
    // A republish after a lost Janus connection uses the newest TURN credentials and room token, and
    // the session in use carries the newest core token, so a stream longer than one token goes on.
    if (delivery.kind !== 'sfu') return;
    this.delivery = delivery;
    this.session?.renew(delivery.janus.token);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.teardown();
  }

  private async publish(): Promise<void> {
    const { janus } = this.delivery;
    try {
      const session = await JanusSession.open(janus.url, janus.token, this.createSocket);
      if (this.closed) return session.close();
      this.session = session;
      session.onLost = () => this.again(new Error('lost the connection to Janus'));
      const handle = await session.attach();
      handle.onEvent = (event) => {
        if (event.janus === 'hangup') this.again(new Error('Janus hung up'));
      };
      await handle.message({
        request: 'join',
        ptype: 'publisher',
        room: janus.room,
        token: janus.roomToken,
        id: HOST_FEED,
        display: 'host',
      });
      await this.offer(handle);
    } catch (err) {
      this.again(err);
    }
  }

  private async offer(handle: JanusHandle): Promise<void> {
    const pc = new RTCPeerConnection({ iceServers: this.delivery.iceServers.map((s) => ({ ...s })) });
    this.pc = pc;
    // Sendonly transceivers from the start, whatever is switched on, so a camera or microphone
    // turned on later is a replaceTrack and never a renegotiation.
    const video = pc.addTransceiver(this.tracks.get('video') ?? 'video', {
      direction: 'sendonly',
      streams: [this.ctx.media],
      sendEncodings: SIMULCAST_ENCODINGS.map((e) => ({ ...e })),
    });
    const audio = pc.addTransceiver(this.tracks.get('audio') ?? 'audio', {
      direction: 'sendonly',
      streams: [this.ctx.media],
    });
    this.senders.set('video', video.sender);
    this.senders.set('audio', audio.sender);
    pc.onicecandidate = (event) => {
      if (this.pc === pc) handle.trickle(event.candidate ? event.candidate.toJSON() : null);
    };
    pc.onconnectionstatechange = () => {
      if (this.pc === pc && pc.connectionState === 'failed') this.again(new Error('the connection to Janus failed'));
    };
    const offer = await pc.createOffer();
    await pc.setLocalDescription(offer);
    const answer = await handle.message({ request: 'publish' }, { type: 'offer', sdp: offer.sdp ?? '' });
    if (!answer.jsep) throw new Error('Janus did not answer the offer');
    await pc.setRemoteDescription(answer.jsep);
  }

  /** Something broke: drop this attempt and publish again shortly (the server ends the stream if it cannot be). */
  private again(err: unknown): void {
    if (this.closed || this.retry) return;
    this.ctx.log('Publishing to Janus failed; trying again', err);
    this.teardown();
    this.retry = setTimeout(() => {
      this.retry = null;
      if (!this.closed) void this.publish();
    }, REPUBLISH_MS);
  }

  private teardown(): void {
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    const pc = this.pc;
    this.pc = null;
    this.senders.clear();
    if (pc) {
      pc.onicecandidate = pc.onconnectionstatechange = null;
      pc.close();
    }
    this.session?.close();
    this.session = null;
  }
}
