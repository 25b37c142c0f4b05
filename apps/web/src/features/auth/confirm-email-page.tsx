import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { confirmEmail } from './auth-api.ts';
import { AuthLayout } from './auth-layout.tsx';
import { useAuth } from './auth-provider.tsx';
import { tokenFromLocation } from './link-token.ts';
import { useTranslation } from 'react-i18next';

// A link is single-use: remember the one request per token, so a re-mounted page does not spend it twice.
const attempts = new Map<string, Promise<{ message: string }>>();
function confirmOnce(token: string) {
  let p = attempts.get(token);
  if (!p) attempts.set(token, (p = confirmEmail(token)));
  return p;
}

type State = { kind: 'working' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

export default function ConfirmEmailPage() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const { status, session } = useAuth();
  const [state, setState] = useState<State>({ kind: 'working' });

  useEffect(() => {
    const token = tokenFromLocation();
    if (!token) {
      setState({ kind: 'failed', message: t('confirm.incomplete') });
      return;
    }
    let alive = true;
    confirmOnce(token).then(
      (r) => {
        if (!alive) return;
        setState({ kind: 'done', message: r.message });
        // The signed-in user's record now has a confirmation date; fetch it so banners go away.
        if (session.currentUser) void session.refresh().catch(() => {});
      },
      (err: Error) => alive && setState({ kind: 'failed', message: err.message }),
    );
    return () => {
      alive = false;
    };
  }, [session, t]);

  return (
    <AuthLayout title={t('confirm.title')}>
      {state.kind === 'working' && <p role="status">{t('confirm.working')}</p>}
      {state.kind === 'done' && (
        <p role="status" className="rounded-2xl bg-forest-50 p-4 text-forest-800">
          {state.message}
        </p>
      )}
      {state.kind === 'failed' && (
        <p role="alert" className="rounded-2xl bg-red-50 p-4 text-danger">
          {state.message}
        </p>
      )}
      {state.kind !== 'working' && (
        <Button
          className="mt-6 w-full"
          onClick={() => navigate(status === 'signed_in' ? '/app' : '/signin', { replace: true })}
        >
          {status === 'signed_in' ? t('confirm.continue') : t('signIn')}
        </Button>
      )}
    </AuthLayout>
  );
}
