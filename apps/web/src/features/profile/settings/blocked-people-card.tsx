import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, ShieldBan } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { APP_NAME } from '@/lib/config.ts';
import { getBlocked, socialKeys, unblockUser } from '@/lib/api/social-api.ts';
import { messageOf } from '../overview/field-errors.ts';

/** People I blocked (directly or by reporting them), with a way back. */
export function BlockedPeopleCard() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: socialKeys.blocks, queryFn: getBlocked });
  const unblock = useMutation({
    mutationFn: (person: { userId: string; displayName: string }) => unblockUser(person.userId),
    onSuccess: (_r, person) => {
      toast.success(t('blocked.unblocked', { name: person.displayName }));
      // They may reappear in any list now, not only this one.
      void queryClient.invalidateQueries({ queryKey: socialKeys.all });
    },
    onError: (err) => toast.error(t('blocked.error'), { description: messageOf(err, t('blocked.unblockFailed')) }),
  });

  return (
    <section
      aria-labelledby="blocked-people-title"
      className="rounded-3xl border border-sand-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="blocked-people-title" className="flex items-center gap-2 text-xl text-forest-800">
        <ShieldBan className="h-5 w-5" aria-hidden />
        {t('blocked.title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-ink-soft">{t('blocked.hint', { app: APP_NAME })}</p>
      {query.isPending ? (
        <p className="text-sm text-ink-soft">{t('blocked.loading')}</p>
      ) : query.isError ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-danger">{t('blocked.loadFailed')}</p>
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            {t('blocked.retry')}
          </Button>
        </div>
      ) : query.data.blocked.length === 0 ? (
        <p className="rounded-2xl bg-sand-50 px-4 py-4 text-sm text-ink-soft">{t('blocked.none')}</p>
      ) : (
        <ul className="divide-y divide-sand-200">
          {query.data.blocked.map((p) => {
            const busy = unblock.isPending && unblock.variables?.userId === p.userId;
            return (
              <li key={p.userId} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
                {p.photoUrl ? (
                  <img
                    src={p.photoUrl}
                    alt={t('blocked.photo', { name: p.displayName })}
                    className="h-10 w-10 shrink-0 rounded-full object-cover"
                  />
                ) : (
                  <span
                    role="img"
                    aria-label={t('blocked.initial', { name: p.displayName })}
                    className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-forest-800 font-display text-gold-300"
                  >
                    <span aria-hidden>{(Array.from(p.displayName)[0] ?? '?').toLocaleUpperCase()}</span>
                  </span>
                )}
                <div className="min-w-0 flex-1">
                  <p className="flex items-center gap-1.5 font-medium text-ink">
                    <span dir="auto" className="truncate">
                      {p.displayName}
                    </span>
                    {p.verified ? (
                      <BadgeCheck
                        className="h-4 w-4 shrink-0 text-terracotta-500"
                        role="img"
                        aria-label={t('blocked.verified')}
                      />
                    ) : null}
                  </p>
                  <p dir="auto" className="truncate text-sm text-ink-soft">
                    {p.location}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t('blocked.unblockName', { name: p.displayName })}
                  disabled={busy}
                  onClick={() => unblock.mutate(p)}
                >
                  {busy ? t('blocked.unblocking') : t('blocked.unblock')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
