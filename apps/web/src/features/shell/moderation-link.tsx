import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { User } from '@sankofa/contracts';
import { useAuth } from '@/features/auth';

/** Whether the signed-in person may open the console; the server decides again on every /api/mod request. */
export const mayModerate = (user: User | null) => user?.role === 'moderator' || user?.role === 'admin';

/** The way to /mod, for moderators and administrators only; members never see it. */
export function ModerationLink({ className }: { className: string }) {
  const { user } = useAuth();
  const { t } = useTranslation('common');
  if (!mayModerate(user)) return null;
  return (
    <Link to="/mod" className={className} aria-label={t('nav.moderation')}>
      <ShieldCheck className="h-5 w-5" aria-hidden />
    </Link>
  );
}
