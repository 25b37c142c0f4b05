import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button.tsx';
import { AuthLayout } from '@/features/auth';
import { appealWithToken } from './account-status-api.ts';
import { readRestriction } from './restriction-store.ts';
import { StatementCard } from './statement-card.tsx';

/** What a banned or suspended member sees instead of the app after signing in: the statement of reasons, and the appeal. */
export default function RestrictedPage() {
  const { t } = useTranslation('account');
  const restriction = readRestriction();
  if (!restriction) {
    return (
      <AuthLayout title={t('restricted.signInTitle')} subtitle={t('restricted.signInSubtitle')}>
        <Link to="/signin" className={buttonVariants({ className: 'w-full' })}>
          {t('restricted.signIn')}
        </Link>
      </AuthLayout>
    );
  }
  const { statement, appealToken } = restriction;
  const banned = statement.kind === 'ban';
  return (
    <AuthLayout
      title={banned ? t('restricted.bannedTitle') : t('restricted.suspendedTitle')}
      subtitle={banned ? t('restricted.bannedSubtitle') : t('restricted.suspendedSubtitle')}
    >
      <StatementCard
        statement={statement}
        onAppeal={(text) => appealWithToken(appealToken, text).then(() => undefined)}
      />
      <p className="mt-6 text-center text-sm text-ink-soft">
        <Link to="/" className="font-medium text-forest-700 underline">
          {t('restricted.home')}
        </Link>
      </p>
    </AuthLayout>
  );
}
