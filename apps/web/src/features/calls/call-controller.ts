import { toast } from 'sonner';
import { i18n } from '@/lib/i18n/i18n.ts';
import { type CallMedia, type CallView, type RtcSignal } from '@sankofa/contracts';
import type { LivePerson } from '@sankofa/contracts/realtime';
import { rtcEndpoints } from '@sankofa/contracts/endpoints/rtc';
import { call as callApi } from '@/lib/call.ts';
import { deviceErrorToast, type MediaKind } from '@/lib/media-devices.ts';
import { ask, CallRefused, type CallChannel } from './call-signalling.ts';
import { CallSession, openCallMedia } from './call-session.ts';
import { RingTone } from './ring-tone.ts';

export interface Incoming {
  call: CallView;
  from: LivePerson;
}

export interface CallsState {
  incoming: Incoming | null;
  session: CallSession | null;
  /** Asking for the camera or the server; the call buttons wait. */
  starting: boolean;
  /** The incoming call rings, but the browser keeps the ring silent until the person taps the page. */
  ringSilenced: boolean;
}

/**
 * The calls of this tab: an incoming call's sheet (on every tab of mine, until one answers), and at
 * most one call in progress. Signals that come before this tab's peer connection exists wait here.
 */
export class CallController {
  state: CallsState = { incoming: null, session: null, starting: false, ringSilenced: false };
  private listeners = new Set<() => void>();
  private ring = new RingTone();
  private notice: Notification | null = null;
  private early: { callId: string; signal: RtcSignal }[] = [];

  /**
   * `wantsCallNotices` reads the member's Settings → Notifications → Calls: with it off, a hidden tab
   * still rings and shows the sheet, but no desktop notice pops up (as no push is sent).
   */
  constructor(
    private channel: CallChannel,
    private wantsCallNotices: () => Promise<boolean> = () => Promise.resolve(true),
  ) {
    this.ring.onChange(() => this.set({ ringSilenced: this.ring.silenced }));
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Hears the server's call events while the signed-in shell is mounted. */
  listen(): () => void {
    // A call may ring on any page: its words (and the camera's and microphone's) are fetched now, not when it rings.
    void i18n.loadNamespaces(['calls', 'devices']);
    const c = this.channel;
    const offs = [
      c.on('call.incoming', ({ call, from }) => {
        if (this.state.session) return;
        this.set({ incoming: { call, from } });
        this.ring.start();
        void this.notify(call, from);
      }),
      c.on('call.updated', ({ call }) => {
        if (this.state.incoming?.call.id === call.id && call.status !== 'ringing') this.dismissIncoming();
        const session = this.state.session;
        if (session?.snapshot.call.id !== call.id) return;
        session.updated(call);
      }),
      c.on('call.signal', ({ callId, signal }) => {
        const session = this.state.session;
        if (session?.snapshot.call.id === callId) void session.signalled(signal);
        else this.early.push({ callId, signal });
      }),
      c.on('call.peer_media', ({ callId, audio, video }) => this.sessionFor(callId)?.peerMedia(audio, video)),
      c.on('call.upgrade_requested', ({ callId }) => this.sessionFor(callId)?.upgradeRequested()),
      c.on('call.upgrade_declined', ({ callId }) => {
        const s = this.sessionFor(callId);
        if (!s) return;
        s.upgradeDeclined();
        toast(i18n.t('calls:toasts.staysVoice', { name: s.snapshot.peer.displayName }));
      }),
    ];
    return () => {
      for (const off of offs) off();
      this.dismissIncoming();
      this.state.session?.close();
    };
  }

  async start(peer: LivePerson, media: CallMedia): Promise<void> {
    if (this.state.session || this.state.starting) return;
    this.set({ starting: true });
    try {
      const local = await this.media(media);
      if (!local) return;
      try {
        const started = await ask(this.channel, { type: 'call.start', to: peer.userId, media }, 'call.started');
        this.begin(
          new CallSession(
            this.channel,
            started.call,
            started.peer,
            'caller',
            local,
            started.iceServers,
            freshIceServers,
          ),
        );
      } catch (err) {
        local.getTracks().forEach((t) => t.stop());
        const refused = err instanceof CallRefused ? err : null;
        toast.error(refused?.code === 'busy' ? i18n.t('calls:toasts.busy') : i18n.t('calls:toasts.failed'), {
          description: refused?.message ?? i18n.t('calls:toasts.gone'),
        });
      }
    } finally {
      this.set({ starting: false });
    }
  }

  async answer(): Promise<void> {
    const incoming = this.state.incoming;
    if (!incoming || this.state.starting) return;
    this.ring.stop();
    this.set({ starting: true });
    try {
      const local = await this.media(incoming.call.media);
      if (!local) {
        this.decline();
        return;
      }
      try {
        const answered = await ask(this.channel, { type: 'call.answer', callId: incoming.call.id }, 'call.answered');
        this.dismissIncoming();
        const session = new CallSession(
          this.channel,
          answered.call,
          answered.peer,
          'callee',
          local,
          answered.iceServers,
          freshIceServers,
        );
        this.begin(session);
        for (const e of this.early.splice(0)) if (e.callId === answered.call.id) await session.signalled(e.signal);
      } catch (err) {
        local.getTracks().forEach((t) => t.stop());
        this.dismissIncoming();
        toast.error(i18n.t('calls:toasts.ended'), {
          description: err instanceof CallRefused ? err.message : i18n.t('calls:toasts.gone'),
        });
      }
    } finally {
      this.set({ starting: false });
    }
  }

  /** From the sheet's 'play the ring' button (a gesture, which the browser needs to allow sound). */
  hearRing(): void {
    this.ring.unlock();
  }

  decline(): void {
    const incoming = this.state.incoming;
    if (!incoming) return;
    this.channel.send({ type: 'call.decline', callId: incoming.call.id });
    this.dismissIncoming();
  }

  private begin(session: CallSession): void {
    this.early = [];
    const off = session.subscribe(() => {
      if (!session.snapshot.ended) return;
      off();
      if (this.state.session === session) this.set({ session: null });
      toast(endingOf(session), { id: `call-${session.snapshot.call.id}` });
    });
    this.set({ session });
  }

  private async media(media: CallMedia): Promise<MediaStream | null> {
    try {
      return await openCallMedia(media);
    } catch (err) {
      const device = ((err as { device?: MediaKind }).device ?? 'audio') as MediaKind;
      const { title, description } = deviceErrorToast(device, (err as { cause?: unknown }).cause);
      toast.error(title, { description });
      return null;
    }
  }

  private sessionFor(callId: string): CallSession | null {
    const s = this.state.session;
    return s?.snapshot.call.id === callId ? s : null;
  }

  private dismissIncoming(): void {
    this.ring.stop();
    this.notice?.close();
    this.notice = null;
    if (this.state.incoming) this.set({ incoming: null });
  }

  /** A desktop notification when this tab is hidden, the browser allows them and the member wants them. */
  private async notify(call: CallView, from: LivePerson): Promise<void> {
    if (typeof Notification === 'undefined' || Notification.permission !== 'granted' || !document.hidden) return;
    const wanted = await this.wantsCallNotices().catch(() => false);
    // The setting may take a moment to read; by then the call may have been answered elsewhere or ended.
    if (!wanted || this.state.incoming?.call.id !== call.id) return;
    const n = new Notification(i18n.t('calls:notice.calling', { name: from.displayName }), {
      body: call.media === 'video' ? i18n.t('calls:notice.video') : i18n.t('calls:notice.voice'),
      tag: `call-${call.id}`,
      requireInteraction: true,
    });
    n.onclick = () => {
      window.focus();
      n.close();
    };
    this.notice = n;
  }

  private set(patch: Partial<CallsState>): void {
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l();
  }
}

const freshIceServers = async (): Promise<RTCIceServer[]> => (await callApi(rtcEndpoints.iceServers)).iceServers;

/** One toast when a call of this tab ends: why, for a caller whose call was never answered. */
function endingOf(session: CallSession): string {
  const { call, role, peer } = session.snapshot;
  if (role === 'caller' && call.status === 'declined')
    return i18n.t('calls:toasts.declined', { name: peer.displayName });
  if (role === 'caller' && call.status === 'missed' && !call.answeredAt) return i18n.t('calls:toasts.noAnswer');
  return i18n.t('calls:toasts.ended');
}
