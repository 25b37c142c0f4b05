import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button.tsx';
import { AuthLayout } from '@/features/auth';
import { appealWithToken } from './account-status-api.ts';
import { readRestriction } from './restriction-store.ts';
import { StatementCard } from './statement-card.tsx';

/** What a banned or suspended member sees instead of the app after signing in: the statement of reasons, and the appeal. */
export default function RestrictedPage() {
  const restriction = readRestriction();
  if (!restriction) {
    return (
      <AuthLayout title="Please sign in" subtitle="Sign in again to read the decision about your account.">
        <Link to="/signin" className={buttonVariants({ className: 'w-full' })}>
          Sign In
        </Link>
      </AuthLayout>
    );
  }
  const { statement, appealToken } = restriction;
  const banned = statement.kind === 'ban';
  return (
    <AuthLayout
      title={banned ? 'Your account is banned' : 'Your account is suspended'}
      subtitle={
        banned
          ? 'Our moderators banned your account. Here is why, and how to appeal.'
          : 'Our moderators suspended your account for a while. Here is why, and how to appeal.'
      }
    >
      <StatementCard statement={statement} onAppeal={(text) => appealWithToken(appealToken, text).then(() => undefined)} />
      <p className="mt-6 text-center text-sm text-ink-soft">
        <Link to="/" className="font-medium text-forest-700 underline">
          Back to the home page
        </Link>
      </p>
    </AuthLayout>
  );
}
