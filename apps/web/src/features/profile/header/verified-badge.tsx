import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Shown only when the server says the account is verified. */
export function VerifiedBadge() {
  const { t } = useTranslation('profile');
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-terracotta-600 px-2.5 py-0.5 align-middle font-sans text-sm font-medium text-white">
      <BadgeCheck className="h-4 w-4" aria-hidden />
      {t('header.verified')}
    </span>
  );
}
