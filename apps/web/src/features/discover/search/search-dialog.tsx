import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Loader2, MapPin } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PublicProfile } from '@sankofa/contracts';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { discoverKeys, searchProfiles } from '../discover-api.ts';
import { SEARCH_MIN } from '@sankofa/contracts/constants';
import { SEARCH_DEBOUNCE_MS } from '../constants.ts';
import { PersonRow } from '../people/person-row.tsx';
import { searchText } from './search-text.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/** Find people by name, city, occupation or bio; choosing one shows their card on Discover. */
export function SearchDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('discoverDialogs');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent
          title={t('search.title')}
          description={t('search.description')}
          className="max-sm:min-h-[80dvh] sm:max-w-xl"
        >
          <SearchPanel onChosen={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function SearchPanel({ onChosen }: { onChosen: () => void }) {
  const { t } = useTranslation('discoverDialogs');
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const q = useDebouncedValue(searchText(typed), SEARCH_DEBOUNCE_MS);
  const search = useQuery({
    queryKey: discoverKeys.search(q ?? ''),
    queryFn: ({ signal }) => searchProfiles(q ?? '', signal),
    enabled: q !== null,
    staleTime: 30_000,
  });
  const waiting = searchText(typed) !== q || (q !== null && search.isFetching);

  function choose(p: PublicProfile) {
    onChosen();
    navigate(`/app?profile=${encodeURIComponent(p.id)}`);
  }

  let body;
  if (searchText(typed) === null) {
    body = <p className="text-sm text-ink-soft">{t('search.min', { count: SEARCH_MIN })}</p>;
  } else if (waiting && !search.data) {
    body = (
      <p className="flex items-center gap-2 text-sm text-ink-soft">
        <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden />
        {t('search.searching')}
      </p>
    );
  } else if (search.isError) {
    body = (
      <p className="text-sm text-danger">
        {search.error instanceof ApiError && search.error.status === 429 ? search.error.message : t('search.failed')}
      </p>
    );
  } else if (search.data && search.data.results.length === 0) {
    body = <p className="text-sm text-ink-soft">{t('search.none', { q })}</p>;
  } else if (search.data) {
    body = (
      <ul className="-mx-2 space-y-1" aria-label={t('search.results')}>
        {search.data.results.map((p) => (
          <PersonRow
            key={p.id}
            profile={p}
            onChoose={() => choose(p)}
            tag={
              p.isDemo ? (
                <span className="rounded-full bg-sand-200 px-2 py-0.5 text-xs font-medium text-ink-soft">
                  {t('search.demo')}
                </span>
              ) : null
            }
          >
            <span className="flex items-center gap-1 truncate text-sm text-ink-soft">
              <MapPin className="h-3.5 w-3.5 shrink-0" aria-hidden />
              <bdi>{p.location}</bdi>
            </span>
          </PersonRow>
        ))}
      </ul>
    );
  }

  return (
    <div className="mt-4 space-y-4">
      <div>
        <label htmlFor="people-search" className="sr-only">
          {t('search.title')}
        </label>
        <Input
          id="people-search"
          type="search"
          autoComplete="off"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={t('search.placeholder')}
          maxLength={80}
          autoFocus
        />
      </div>
      <p className="sr-only" aria-live="polite">
        {search.data && !waiting ? t('search.found', { count: search.data.results.length }) : ''}
      </p>
      <div className="min-h-6">{body}</div>
    </div>
  );
}
