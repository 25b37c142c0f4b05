import { useTranslation } from 'react-i18next';

const PERCENT: Intl.NumberFormatOptions = { style: 'percent' };

export function UploadProgress({ value }: { value: number }) {
  const { t, i18n } = useTranslation('profile');
  const percent = Math.round(value * 100);
  return (
    <div className="mt-4">
      <div className="flex justify-between text-sm text-ink-soft">
        <span id="upload-progress-label">{t('photos.uploading')}</span>
        <span aria-hidden>{new Intl.NumberFormat(i18n.language, PERCENT).format(percent / 100)}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="upload-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1 h-2 overflow-hidden rounded-full bg-sand-200"
      >
        <div className="h-full rounded-full bg-forest-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
