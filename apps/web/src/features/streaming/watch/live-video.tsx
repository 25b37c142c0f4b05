import { useEffect, useRef, useState } from 'react';
import { Volume2, VolumeX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';

/**
 * Plays the host's media with sound when the browser allows it. When its autoplay policy refuses
 * sound without a tap, the video plays muted and a 'Tap to unmute' button asks for that tap.
 */
export function LiveVideo({
  media,
  label,
  poster,
  className,
}: {
  media: MediaStream | null;
  label: string;
  poster?: string;
  className?: string;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const { t } = useTranslation('streaming');
  const [muted, setMuted] = useState(false);
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    if (!media) {
      el.srcObject = null;
      return;
    }
    if (el.srcObject !== media) el.srcObject = media;
    el.muted = false;
    let cancelled = false;
    el.play().then(
      () => {
        if (!cancelled) {
          setMuted(false);
          setBlocked(false);
        }
      },
      (err: unknown) => {
        if (cancelled || (err as Error | null)?.name !== 'NotAllowedError') return;
        // Sound needs a gesture first: start muted and offer to unmute.
        el.muted = true;
        setMuted(true);
        setBlocked(true);
        void el.play().catch(() => {});
      },
    );
    return () => {
      cancelled = true;
    };
  }, [media]);

  function setSound(on: boolean) {
    const el = video.current;
    if (!el) return;
    el.muted = !on;
    setMuted(!on);
    if (on) {
      setBlocked(false);
      void el.play().catch(() => {});
    }
  }

  return (
    <div className={cn('relative overflow-hidden bg-forest-900', className)}>
      <video
        ref={video}
        autoPlay
        playsInline
        poster={poster}
        aria-label={label}
        className="h-full w-full bg-forest-900 object-contain"
      />
      {media && blocked ? (
        <button
          type="button"
          onClick={() => setSound(true)}
          className="absolute inset-x-0 bottom-4 mx-auto flex w-fit cursor-pointer items-center gap-2 rounded-full bg-gold-400 px-5 py-2.5 font-medium text-forest-900 shadow-lg hover:bg-gold-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <VolumeX className="h-5 w-5" aria-hidden />
          {t('watch.tapToUnmute')}
        </button>
      ) : media ? (
        <button
          type="button"
          onClick={() => setSound(muted)}
          aria-label={muted ? t('watch.unmuteSound') : t('watch.muteSound')}
          className="absolute bottom-3 end-3 flex h-11 w-11 cursor-pointer items-center justify-center rounded-full bg-black/55 text-white hover:bg-black/70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400"
        >
          {muted ? <VolumeX className="h-5 w-5" aria-hidden /> : <Volume2 className="h-5 w-5" aria-hidden />}
        </button>
      ) : null}
    </div>
  );
}
