import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { evidenceObjectUrl } from './mod-api.ts';

export function EvidenceImage({ url, alt }: { url: string; alt: string }) {
  const { t } = useTranslation('mod');
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let gone = false;
    let made: string | null = null;
    evidenceObjectUrl(url)
      .then((u) => {
        made = u;
        if (gone) URL.revokeObjectURL(u);
        else setSrc(u);
      })
      .catch(() => !gone && setFailed(true));
    return () => {
      gone = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [url]);
  if (failed) return <p className="text-sm text-ink-soft">{t('report.photoMissing')}</p>;
  return src ? (
    <img src={src} alt={alt} className="h-40 w-40 rounded-2xl bg-sand-100 object-cover" />
  ) : (
    <span className="block h-40 w-40 rounded-2xl bg-sand-100" aria-hidden />
  );
}
