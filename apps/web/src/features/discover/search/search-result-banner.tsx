import { Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Stands where the deck navigation would, while a person found by search is on screen. */
export function SearchResultBanner({ name, onClose }: { name: string | null; onClose: () => void }) {
  const { t } = useTranslation('discoverDialogs');
  return (
    <div className="mb-2 flex items-center gap-3 rounded-2xl border border-gold-300 bg-gold-100 py-0.5 ps-4 pe-1 text-forest-900">
      <Search className="h-5 w-5 shrink-0" aria-hidden />
      <h1 className="me-auto min-w-0 truncate font-sans text-base">
        <span className="font-medium">{t('result.banner')}</span> <bdi>{name ?? '…'}</bdi>
      </h1>
      <button
        type="button"
        onClick={onClose}
        aria-label={t('result.close')}
        className="inline-flex h-9 w-9 shrink-0 cursor-pointer items-center justify-center rounded-full hover:bg-gold-300/60"
      >
        <X className="h-5 w-5" aria-hidden />
      </button>
    </div>
  );
}
