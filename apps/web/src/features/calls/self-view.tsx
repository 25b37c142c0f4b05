import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { VideoOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const STEP = 24;
const MARGIN = 12;

/**
 * My own camera, small, in a corner; it can be dragged anywhere (or moved with the arrow keys) so it
 * never covers what matters in the other person's picture.
 */
export function SelfView({ stream, cameraOn }: { stream: MediaStream; cameraOn: boolean }) {
  const { t } = useTranslation('calls');
  const video = useRef<HTMLVideoElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const drag = useRef<{ dx: number; dy: number } | null>(null);
  const [pos, setPos] = useState<{ x: number; y: number } | null>(null);
  // A mirror for the front camera, as people expect; a back camera shows the scene as it is.
  const mirrored = stream.getVideoTracks()[0]?.getSettings().facingMode !== 'environment';

  useEffect(() => {
    if (video.current && video.current.srcObject !== stream) video.current.srcObject = stream;
  }, [stream]);

  const place = (x: number, y: number) => {
    const el = box.current;
    if (!el) return;
    const maxX = window.innerWidth - el.offsetWidth - MARGIN;
    const maxY = window.innerHeight - el.offsetHeight - MARGIN;
    setPos({ x: Math.min(Math.max(MARGIN, x), maxX), y: Math.min(Math.max(MARGIN, y), maxY) });
  };
  const current = () => {
    const r = box.current?.getBoundingClientRect();
    return { x: r?.left ?? 0, y: r?.top ?? 0 };
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    const c = current();
    drag.current = { dx: e.clientX - c.x, dy: e.clientY - c.y };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current) place(e.clientX - drag.current.dx, e.clientY - drag.current.dy);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-STEP, 0],
      ArrowRight: [STEP, 0],
      ArrowUp: [0, -STEP],
      ArrowDown: [0, STEP],
    };
    const m = moves[e.key];
    if (!m) return;
    e.preventDefault();
    const c = current();
    place(c.x + m[0], c.y + m[1]);
  };

  return (
    <div
      ref={box}
      tabIndex={0}
      role="group"
      aria-label={t('screen.selfView')}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => (drag.current = null)}
      onKeyDown={onKeyDown}
      style={pos ? { left: pos.x, top: pos.y } : undefined}
      className={`absolute z-10 aspect-[3/4] w-28 cursor-grab touch-none overflow-hidden rounded-2xl border-2 border-white/70 bg-forest-800 shadow-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400 sm:w-44 ${pos ? '' : 'end-4 top-24'}`}
    >
      <video
        ref={video}
        autoPlay
        playsInline
        muted
        aria-hidden
        className={`h-full w-full object-cover ${mirrored ? '-scale-x-100' : ''} ${cameraOn ? '' : 'invisible'}`}
      />
      {!cameraOn ? (
        <span className="absolute inset-0 flex items-center justify-center text-white">
          <VideoOff className="h-6 w-6" aria-label={t('screen.selfOff')} />
        </span>
      ) : null}
    </div>
  );
}
