import { useState } from 'react';
import { Radio } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { StreamCategory } from '@sankofa/contracts';
import { cn } from '@/lib/cn.ts';

/** Our own placeholder art per category: a warm gradient with a kente-like woven pattern. */
const GRADIENTS: Record<StreamCategory, string> = {
  music: 'from-forest-800 via-forest-600 to-gold-500',
  lifestyle: 'from-terracotta-600 via-terracotta-400 to-gold-300',
  food: 'from-gold-700 via-terracotta-500 to-terracotta-400',
  culture: 'from-forest-900 via-terracotta-600 to-gold-400',
  dating: 'from-terracotta-600 via-forest-700 to-forest-800',
  general: 'from-forest-900 via-forest-700 to-terracotta-500',
};

const WEAVE =
  'repeating-linear-gradient(45deg, rgba(255,255,255,0.10) 0 10px, transparent 10px 22px), repeating-linear-gradient(-45deg, rgba(0,0,0,0.10) 0 6px, transparent 6px 18px)';

/** The host's latest frame when there is one, else the placeholder; fills its (16:9) box. */
export function StreamThumbnail({
  url,
  category,
  title,
}: {
  url: string | null;
  category: StreamCategory;
  title: string;
}) {
  const { t } = useTranslation('streaming');
  const [failed, setFailed] = useState<string | null>(null);
  if (url && failed !== url) {
    return (
      <img
        src={url}
        alt={t('card.frame', { title })}
        className="h-full w-full object-cover"
        loading="lazy"
        onError={() => setFailed(url)}
      />
    );
  }
  return (
    <div
      className={cn('flex h-full w-full items-center justify-center bg-gradient-to-br', GRADIENTS[category])}
      aria-hidden
    >
      <div className="absolute inset-0" style={{ backgroundImage: WEAVE }} />
      <span className="relative flex h-14 w-14 items-center justify-center rounded-full bg-white/20 text-white ring-2 ring-white/40 backdrop-blur-sm">
        <Radio className="h-7 w-7" />
      </span>
    </div>
  );
}
