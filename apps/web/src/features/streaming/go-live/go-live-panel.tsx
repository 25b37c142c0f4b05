import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Loader2, Mic, MicOff, Radio, Square, Users, Video, VideoOff } from 'lucide-react';
import { STREAM_CATEGORIES, STREAM_DESCRIPTION_MAX, STREAM_TITLE_MAX } from '@sankofa/contracts/constants';
import type { StreamCategory } from '@sankofa/contracts';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Select } from '@/components/ui/select.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { cn } from '@/lib/cn.ts';
import { StreamChatPanel } from '../chat/stream-chat-panel.tsx';
import { viewersText } from '../discover/viewers-text.ts';
import { useHostStream } from './use-host-stream.ts';
import { useLocalMedia } from './use-local-media.ts';
import { PremiumEventField } from './premium-event-field.tsx';

/**
 * The Go Live tab. It stays mounted while the other tab is shown so a live stream keeps going when
 * the host glances at Discover Streams; only leaving the screen ends it. When not live, switching
 * away (`active` false) turns the camera and microphone off, so no device runs unseen.
 */
export function GoLivePanel({ active, onLiveChange }: { active: boolean; onLiveChange?: (live: boolean) => void }) {
  const { t } = useTranslation('streaming');
  const videoRef = useRef<HTMLVideoElement>(null);
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState<StreamCategory | ''>('');
  const [description, setDescription] = useState('');
  const [premium, setPremium] = useState(false);
  // The transport needs the hook below, which needs the media stream from this one: pass changes through a ref.
  const onTrack = useRef<(kind: 'audio' | 'video', track: MediaStreamTrack | null) => void>(() => {});
  const media = useLocalMedia((kind, track) => onTrack.current(kind, track));
  const host = useHostStream({ media: media.stream, video: videoRef });
  useEffect(() => {
    onTrack.current = host.replaceTrack;
  }, [host.replaceTrack]);

  const isLive = host.status === 'live' || host.status === 'ending';
  useEffect(() => onLiveChange?.(isLive), [isLive, onLiveChange]);
  const { stopAll } = media;
  useEffect(() => {
    if (!active && host.status === 'idle') stopAll();
  }, [active, host.status, stopAll]);

  // The preview shows the camera only (its own sound would echo).
  useEffect(() => {
    const el = videoRef.current;
    if (!el) return;
    if (media.camera && media.stream) {
      const preview = new MediaStream(media.stream.getVideoTracks());
      el.srcObject = preview;
      void el.play().catch(() => {});
    } else {
      el.srcObject = null;
    }
  }, [media.camera, media.stream]);

  const trimmed = title.trim();
  const canGoLive = trimmed.length > 0 && media.camera && host.status === 'idle';

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (host.status !== 'idle') return;
    if (!trimmed) {
      toast.error(t('goLive.missing'), { description: t('goLive.titleMissing') });
      return;
    }
    if (!media.camera) return;
    await host.goLive({
      title: trimmed,
      description: description.trim() || undefined,
      category: category || undefined,
      ...(premium && { premium: true }),
    });
  }

  async function endStream() {
    if (await host.end()) {
      setTitle('');
      setDescription('');
    }
  }

  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Card className="p-5 sm:p-6 lg:col-start-1 lg:row-start-1">
        <h2 className="font-display text-xl text-forest-800">{t('goLive.setup')}</h2>
        <form id="go-live-form" className="mt-4 space-y-4" onSubmit={(e) => void submit(e)} noValidate>
          <Field id="stream-title" label={t('goLive.title')}>
            <Input
              id="stream-title"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              maxLength={STREAM_TITLE_MAX}
              placeholder={t('goLive.titlePlaceholder')}
              disabled={isLive}
              autoComplete="off"
            />
          </Field>
          <Field id="stream-category" label={t('goLive.category')}>
            <Select
              id="stream-category"
              value={category}
              onChange={(e) => setCategory(e.target.value as StreamCategory | '')}
              disabled={isLive}
            >
              <option value="">{t('goLive.chooseCategory')}</option>
              {STREAM_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`category.${c}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="stream-description" label={t('goLive.description')}>
            <Textarea
              id="stream-description"
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              maxLength={STREAM_DESCRIPTION_MAX}
              rows={3}
              placeholder={t('goLive.descriptionPlaceholder')}
              disabled={isLive}
            />
          </Field>
          <PremiumEventField checked={premium} onChange={setPremium} disabled={isLive} />
        </form>
        <LiveStats status={host.status} viewerCount={host.viewerCount} />
      </Card>

      <Card className="p-5 sm:p-6 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
        <h2 className="font-display text-xl text-forest-800">{t('goLive.preview')}</h2>
        <div className="relative mt-4 aspect-video overflow-hidden rounded-2xl bg-forest-900">
          <video
            ref={videoRef}
            aria-label={t('goLive.previewLabel')}
            className={cn('h-full w-full -scale-x-100 object-cover', !media.camera && 'invisible')}
            autoPlay
            muted
            playsInline
          />
          {!media.camera && (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-center text-white">
              <VideoOff className="h-10 w-10 opacity-90" aria-hidden />
              <p className="px-4 text-sm">{t('goLive.cameraOff')}</p>
            </div>
          )}
          {isLive && (
            <span className="absolute start-3 top-3 inline-flex items-center gap-1.5 rounded-full bg-danger px-2.5 py-1 text-xs font-bold tracking-wide text-white shadow">
              <span className="h-2 w-2 animate-pulse rounded-full bg-white" aria-hidden />
              {t('card.live')}
            </span>
          )}
        </div>

        <div className="mt-4 flex flex-wrap items-center gap-3">
          <DeviceButton
            label={t('devices.camera')}
            on={media.camera}
            pending={media.pending === 'video'}
            disabled={media.pending !== null}
            onClick={() => void media.toggle('video')}
            OnIcon={Video}
            OffIcon={VideoOff}
          />
          <DeviceButton
            label={t('devices.microphone')}
            on={media.microphone}
            pending={media.pending === 'audio'}
            disabled={media.pending !== null}
            onClick={() => void media.toggle('audio')}
            OnIcon={Mic}
            OffIcon={MicOff}
          />
          <div className="w-full sm:ms-auto sm:w-auto">
            {isLive ? (
              <Button
                variant="danger"
                className="w-full sm:w-auto"
                onClick={() => void endStream()}
                disabled={host.status === 'ending'}
              >
                {host.status === 'ending' ? (
                  <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
                ) : (
                  <Square className="h-4 w-4" aria-hidden />
                )}
                {host.status === 'ending' ? t('goLive.ending') : t('goLive.end')}
              </Button>
            ) : (
              <Button
                type="submit"
                form="go-live-form"
                variant="primary"
                className="w-full sm:w-auto"
                disabled={!canGoLive}
              >
                {host.status === 'starting' ? (
                  <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
                ) : (
                  <Radio className="h-4 w-4" aria-hidden />
                )}
                {host.status === 'starting' ? t('goLive.starting') : t('goLive.goLive')}
              </Button>
            )}
          </div>
        </div>
        {!isLive && !canGoLive && host.status === 'idle' && (
          <p className="mt-3 text-sm text-ink-soft">
            {!media.camera && !trimmed
              ? t('goLive.needBoth')
              : !media.camera
                ? t('goLive.needCamera')
                : t('goLive.needTitle')}
          </p>
        )}
      </Card>

      {host.stream && (
        <div className="h-[28rem] lg:col-start-1 lg:row-start-2">
          <StreamChatPanel streamId={host.stream.id} isHost />
        </div>
      )}
    </div>
  );
}

function LiveStats({ status, viewerCount }: { status: string; viewerCount: number }) {
  const { t, i18n } = useTranslation('streaming');
  const live = status === 'live' || status === 'ending';
  const statusText = t(
    status === 'starting'
      ? 'stats.starting'
      : status === 'ending'
        ? 'stats.ending'
        : live
          ? 'stats.live'
          : 'stats.offline',
  );
  return (
    <section aria-labelledby="live-stats-heading" className="mt-5 rounded-2xl bg-sand-100 p-4">
      <h3 id="live-stats-heading" className="text-sm font-medium text-ink">
        {t('stats.title')}
      </h3>
      <dl className="mt-2 grid grid-cols-2 gap-3">
        <div>
          <dt className="text-xs text-ink-soft">{t('stats.status')}</dt>
          <dd className={cn('mt-0.5 flex items-center gap-1.5 font-medium', live ? 'text-danger' : 'text-ink')}>
            {live && <span className="h-2 w-2 animate-pulse rounded-full bg-danger" aria-hidden />}
            {statusText}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-ink-soft">{t('stats.viewers')}</dt>
          <dd className="mt-0.5 flex items-center gap-1.5 font-medium text-ink">
            <Users className="h-4 w-4 text-forest-700" aria-hidden />
            {new Intl.NumberFormat(i18n.language).format(viewerCount)}
          </dd>
        </div>
      </dl>
      <p role="status" className="sr-only">
        {live ? `${statusText}, ${viewersText(viewerCount)}` : statusText}
      </p>
    </section>
  );
}

function DeviceButton(props: {
  label: string;
  on: boolean;
  pending: boolean;
  disabled: boolean;
  onClick: () => void;
  OnIcon: typeof Video;
  OffIcon: typeof Video;
}) {
  const { label, on, pending, disabled, onClick, OnIcon, OffIcon } = props;
  const { t, i18n } = useTranslation('streaming');
  const Icon = pending ? Loader2 : on ? OnIcon : OffIcon;
  const device = label.toLocaleLowerCase(i18n.language);
  return (
    <Button
      variant={on ? 'primary' : 'outline'}
      size="sm"
      aria-pressed={on}
      onClick={onClick}
      disabled={disabled}
      title={on ? t('devices.turnOff', { device }) : t('devices.turnOn', { device })}
    >
      <Icon className={cn('h-4 w-4', pending && 'animate-spin')} aria-hidden />
      {label}
    </Button>
  );
}
