import { UserRound } from 'lucide-react';
import { EmptyState } from '@/components/empty-state.tsx';
import { useAuth } from '@/features/auth/auth-provider.tsx';

export default function ProfilePage() {
  const { user } = useAuth();
  return (
    <EmptyState icon={UserRound} title="Your profile is coming soon">
      <p>
        Signed in as <strong className="text-ink">{user?.email}</strong>
        {user?.location ? ` · ${user.location}` : ''}.
      </p>
      <p>
        {user?.emailConfirmedAt
          ? 'Your e-mail address is confirmed.'
          : 'Your e-mail address is not confirmed yet: open the link we sent you.'}
      </p>
      <p>Photos, details and secure contact information arrive with the profile editor.</p>
    </EmptyState>
  );
}
