import { QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { queryClient } from '@/lib/query-client.ts';
import { CasePanel } from './case-panel.tsx';
import { getLog, modKeys } from './mod-api.ts';
import { actionLabel, when } from './mod-labels.ts';
import { QueueList } from './queue-list.tsx';

function Log() {
  const { t } = useTranslation('mod');
  const log = useInfiniteQuery({
    queryKey: modKeys.log,
    queryFn: ({ pageParam }) => getLog(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];
  if (log.isPending) return <p className="p-4 text-sm text-ink-soft">{t('logView.loading')}</p>;
  if (log.isError) return <p className="p-4 text-sm text-ink-soft">{t('logView.failed')}</p>;
  return (
    <>
      <ul aria-label={t('logView.label')} className="divide-y divide-sand-200 text-sm">
        {entries.map((e) => (
          <li key={e.id} className="py-2 text-ink">
            <span className="font-semibold">{actionLabel(e.kind)}</span> · {when(e.createdAt)} · {e.rule} ·{' '}
            <span dir="auto">{e.reason}</span>
            <span className="block text-xs text-ink-soft">
              {t('logView.by', { moderator: e.moderatorId ?? t('logView.server'), subject: e.subjectUserId })}
            </span>
          </li>
        ))}
      </ul>
      {log.hasNextPage ? (
        <Button size="sm" variant="outline" className="mt-3" onClick={() => void log.fetchNextPage()}>
          {t('logView.older')}
        </Button>
      ) : null}
    </>
  );
}

/** The console sits outside the member app's shell, so it brings the query cache itself. */
export default function ModPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <Console />
    </QueryClientProvider>
  );
}

/** The moderators' console: the queue and one person's case side by side on desktop, one after the other on a phone. */
function Console() {
  const { t, i18n } = useTranslation('mod');
  const [params, setParams] = useSearchParams();
  const person = params.get('person');
  const appeal = params.get('appeal');
  const select = (userId: string, appealId: string | null) =>
    setParams(appealId ? { person: userId, appeal: appealId } : { person: userId });

  return (
    <div className="min-h-dvh bg-sand-50">
      <header className="flex items-center justify-between bg-forest-900 px-4 py-3 text-white">
        <h1 className="font-display text-xl">{t('title')}</h1>
        <Link to="/app" className="text-sm text-gold-300 underline">
          {t('backToApp')}
        </Link>
      </header>
      <main className="mx-auto max-w-6xl p-3 sm:p-6">
        {/* Radix tabs lay themselves out left to right unless told the direction. */}
        <Tabs defaultValue="queue" dir={i18n.dir()}>
          <TabsList aria-label={t('views')}>
            <TabsTrigger value="queue">{t('queue')}</TabsTrigger>
            <TabsTrigger value="log">{t('log')}</TabsTrigger>
          </TabsList>
          <TabsContent value="queue">
            <div className="grid gap-4 lg:grid-cols-[minmax(0,22rem)_1fr]">
              <section
                aria-label={t('queue')}
                className={`rounded-3xl border border-sand-200 bg-white p-2 ${person ? 'hidden lg:block' : ''}`}
              >
                <QueueList selected={person} onSelect={select} />
              </section>
              {person ? (
                <section aria-label={t('caseLabel')} className="rounded-3xl border border-sand-200 bg-white p-4">
                  <Button size="sm" variant="ghost" className="mb-2 lg:hidden" onClick={() => setParams({})}>
                    {t('backToQueue')}
                  </Button>
                  <CasePanel
                    key={`${person}-${appeal ?? ''}`}
                    userId={person}
                    appealId={appeal}
                    onDecided={() => undefined}
                  />
                </section>
              ) : (
                <p className="hidden p-6 text-ink-soft lg:block">{t('choose')}</p>
              )}
            </div>
          </TabsContent>
          <TabsContent value="log">
            <section aria-label={t('log')} className="rounded-3xl border border-sand-200 bg-white p-4">
              <Log />
            </section>
          </TabsContent>
        </Tabs>
      </main>
    </div>
  );
}
