import { useEffect, useRef, useSyncExternalStore } from 'react';
import { LoaderCircle, Mic, MicOff, PhoneOff, SwitchCamera, Video, VideoOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SafetyMenu } from '@/features/safety';
import { cn } from '@/lib/cn.ts';
import type { CallSession, CallSnapshot } from './call-session.ts';
import { CallStatusLine } from './call-status-line.tsx';
import { PersonPhoto } from './person-photo.tsx';
import { SelfView } from './self-view.tsx';
import { UpgradePrompt } from './upgrade-prompt.tsx';

function useSnapshot(session: CallSession): CallSnapshot {
  return useSyncExternalStore(
    (l) => session.subscribe(l),
    () => session.snapshot,
  );
}

/** The other person, large: their video, or their photo while their camera is off or on a voice call. */
function RemoteView({ snap, onFrame }: { snap: CallSnapshot; onFrame: () => void }) {
  const { t } = useTranslation('calls');
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const v = ref.current;
    if (v && v.srcObject !== snap.remote) v.srcObject = snap.remote;
  }, [snap.remote]);
  useEffect(() => {
    const v = ref.current;
    if (!v || !('requestVideoFrameCallback' in v)) return;
    const id = v.requestVideoFrameCallback(() => onFrame());
    return () => v.cancelVideoFrameCallback(id);
  }, [onFrame]);
  const showVideo = snap.call.media === 'video' && snap.remoteVideo;
  return (
    <div className="absolute inset-0 flex items-center justify-center bg-forest-900">
      <video
        ref={ref}
        autoPlay
        playsInline
        aria-label={t('screen.videoOf', { name: snap.peer.displayName })}
        className={cn(
          'h-full w-full object-cover transition-opacity',
          !showVideo && 'invisible',
          snap.link === 'reconnecting' && 'opacity-40',
        )}
      />
      {!showVideo ? (
        <div className="absolute flex flex-col items-center gap-3 text-white">
          <PersonPhoto person={snap.peer} className="h-28 w-28 ring-4 ring-white/20" />
          {snap.call.media === 'video' ? <p className="text-sm text-sand-100">{t('screen.cameraOff')}</p> : null}
        </div>
      ) : null}
      {snap.link === 'reconnecting' ? (
        // Seen at a glance over the frozen picture; the status line under the name is what is announced.
        <div
          aria-hidden
          className={cn(
            'absolute inline-flex items-center gap-2 rounded-full bg-black/60 px-5 py-3 text-lg font-medium text-white',
            // Under the photo when there is no picture to cover.
            !showVideo && 'bottom-36',
          )}
        >
          <LoaderCircle className="h-5 w-5 motion-safe:animate-spin" />
          {t('status.reconnecting')}
        </div>
      ) : null}
    </div>
  );
}

function ControlButton({
  label,
  pressed,
  onClick,
  danger,
  children,
}: {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  danger?: boolean;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      {...(pressed !== undefined && { 'aria-pressed': pressed })}
      className={cn(
        'inline-flex h-14 w-14 shrink-0 cursor-pointer items-center justify-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400',
        danger
          ? 'bg-danger text-white hover:opacity-90'
          : pressed
            ? 'bg-white text-forest-900'
            : 'bg-white/15 text-white hover:bg-white/25',
      )}
    >
      {children}
    </button>
  );
}

/** The call in progress, over the whole page. */
export default function CallScreen({ session }: { session: CallSession }) {
  const { t } = useTranslation('calls');
  const snap = useSnapshot(session);
  const end = useRef<HTMLButtonElement>(null);
  useEffect(() => end.current?.focus(), []);
  const name = snap.peer.displayName;
  const video = snap.call.media === 'video';
  // Above the header and tab bar (z-30), under menus (z-40) and dialogs (z-50): Report and Block open over it.
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="call-title"
      className="fixed inset-0 z-[35] overflow-hidden bg-forest-900 text-white"
    >
      <RemoteView snap={snap} onFrame={() => session.remoteFrame()} />
      <div className="absolute inset-x-0 top-0 flex items-start justify-between gap-3 bg-gradient-to-b from-forest-900/90 to-transparent p-4 pt-[max(1rem,env(safe-area-inset-top))]">
        <div className="min-w-0">
          <h2 id="call-title" dir="auto" className="truncate font-display text-xl">
            {name}
          </h2>
          <CallStatusLine snap={snap} />
          {!snap.remoteAudio ? (
            <p className="mt-1 inline-flex items-center gap-1 rounded-full bg-black/40 px-2 py-0.5 text-xs">
              <MicOff className="h-3.5 w-3.5" aria-hidden /> {t('screen.muted', { name })}
            </p>
          ) : null}
        </div>
        <SafetyMenu
          userId={snap.peer.userId}
          displayName={name}
          onBlocked={() => session.hangUp()}
          className="text-white hover:bg-white/10"
        />
      </div>
      {video && snap.hasCamera ? <SelfView stream={snap.local} cameraOn={snap.cameraOn} /> : null}
      {snap.upgradeAsked ? <UpgradePrompt name={name} onReply={(yes) => session.replyUpgrade(yes)} /> : null}
      <div className="absolute inset-x-0 bottom-0 flex items-center justify-center gap-4 bg-gradient-to-t from-forest-900/90 to-transparent p-6 pb-[max(1.5rem,env(safe-area-inset-bottom))]">
        <ControlButton
          label={snap.micOn ? t('screen.mute') : t('screen.unmute')}
          pressed={!snap.micOn}
          onClick={() => session.toggleMic()}
        >
          {snap.micOn ? <Mic className="h-6 w-6" aria-hidden /> : <MicOff className="h-6 w-6" aria-hidden />}
        </ControlButton>
        {video ? (
          <ControlButton
            label={snap.cameraOn ? t('screen.cameraTurnOff') : t('screen.cameraTurnOn')}
            pressed={!snap.cameraOn}
            onClick={() => void session.toggleCamera()}
          >
            {snap.cameraOn ? <Video className="h-6 w-6" aria-hidden /> : <VideoOff className="h-6 w-6" aria-hidden />}
          </ControlButton>
        ) : (
          <ControlButton
            label={snap.upgradePending ? t('screen.upgradeWaiting') : t('screen.upgradeAsk')}
            onClick={() => snap.call.status === 'active' && !snap.upgradePending && session.requestVideo()}
          >
            <Video className="h-6 w-6" aria-hidden />
          </ControlButton>
        )}
        {video && snap.canSwitchCamera ? (
          <ControlButton label={t('screen.switchCamera')} onClick={() => void session.switchCamera()}>
            <SwitchCamera className="h-6 w-6" aria-hidden />
          </ControlButton>
        ) : null}
        <button
          ref={end}
          type="button"
          onClick={() => session.hangUp()}
          aria-label={t('screen.end')}
          className="inline-flex h-14 w-14 shrink-0 cursor-pointer items-center justify-center rounded-full bg-danger text-white hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400"
        >
          <PhoneOff className="h-6 w-6" aria-hidden />
        </button>
      </div>
    </div>
  );
}
