import { useState } from 'react';
import { Compass, Radio } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BackButton } from '@/components/ui/back-button.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { DiscoverStreams } from './discover/discover-streams.tsx';
import { GoLivePanel } from './go-live/go-live-panel.tsx';
import { streamTabOf, type StreamTab } from './stream-tabs.ts';

export default function StreamingPage() {
  const [params, setParams] = useSearchParams();
  const tab = streamTabOf(params.get('tab'));
  const [live, setLive] = useState(false);
  const { t } = useTranslation('streaming');

  // The open tab lives in the address so a reload comes back to it.
  const show = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', streamTabOf(next));
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className="mx-auto max-w-6xl">
      <BackButton className="-ms-3" />
      <h1 className="mt-2 font-display text-3xl text-forest-800">{t('page.title')}</h1>
      <p className="mt-1 text-ink-soft">{t('page.intro')}</p>
      <Tabs value={tab} onValueChange={show} className="mt-5">
        <TabsList aria-label={t('page.sections')} className="max-w-md">
          <TabsTrigger value={'discover' satisfies StreamTab}>
            <Compass className="h-4 w-4" aria-hidden />
            {t('page.discoverTab')}
          </TabsTrigger>
          <TabsTrigger value={'go-live' satisfies StreamTab}>
            <Radio className="h-4 w-4" aria-hidden />
            {t('page.goLiveTab')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="discover">
          {live && (
            <div className="mb-5 flex flex-col gap-3 rounded-2xl border border-red-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
              <p className="flex items-center gap-2 font-medium text-ink">
                <span className="h-2.5 w-2.5 animate-pulse rounded-full bg-danger" aria-hidden />
                {t('page.stillLive')}
              </p>
              <Button size="sm" variant="outline" onClick={() => show('go-live')}>
                {t('page.backToMine')}
              </Button>
            </div>
          )}
          <DiscoverStreams onGoLive={() => show('go-live')} />
        </TabsContent>
        {/* Kept mounted (hidden) on the other tab so a live stream carries on while the host looks around. */}
        <TabsContent value="go-live" forceMount className="data-[state=inactive]:hidden">
          <GoLivePanel active={tab === 'go-live'} onLiveChange={setLive} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
