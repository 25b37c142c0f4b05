import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { appealAsMember, getStatements, statementKeys } from './account-status-api.ts';
import { StatementCard } from './statement-card.tsx';

/** Decisions our moderators made about my account, newest first, each with its reasons and my appeal. */
export default function AccountStatusPage() {
  const { t } = useTranslation('account');
  const client = useQueryClient();
  const list = useQuery({ queryKey: statementKeys.all, queryFn: getStatements });
  const statements = list.data?.statements ?? [];
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <h1 className="font-display text-2xl text-forest-800">{t('status.title')}</h1>
      {list.isPending ? (
        <p className="flex items-center gap-2 text-sm text-ink-soft">
          <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden /> {t('status.loading')}
        </p>
      ) : list.isError ? (
        <p className="text-ink-soft">{t('status.loadFailed', { reason: list.error.message })}</p>
      ) : statements.length === 0 ? (
        <p className="flex items-center gap-2 rounded-3xl border border-sand-200 bg-white p-5 text-ink">
          <ShieldCheck className="h-5 w-5 text-forest-700" aria-hidden /> {t('status.goodStanding')}
        </p>
      ) : (
        statements.map((st) => (
          <StatementCard
            key={st.actionId}
            statement={st}
            onAppeal={async (text) => {
              await appealAsMember(st.actionId, text);
              await client.invalidateQueries({ queryKey: statementKeys.all });
            }}
          />
        ))
      )}
    </div>
  );
}
