import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n/i18n.ts';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Loader2, MapPin, Search } from 'lucide-react';
import type { City } from '@sankofa/contracts';
import { Input } from '@/components/ui/input.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { searchCities } from '@/features/profile';
import { cn } from '@/lib/cn.ts';

const MIN_LETTERS = 2;
const DEBOUNCE_MS = 300;

type SearchState =
  { state: 'idle' } | { state: 'loading' } | { state: 'done'; cities: City[] } | { state: 'failed'; message: string };

/**
 * A city search that works without GPS: the list comes from our own server's offline data set.
 * ARIA combobox pattern: focus stays in the text box and arrow keys move through the suggestions.
 */
export function CityPicker({ onPick }: { onPick: (city: City) => void }) {
  const { t } = useTranslation('onboarding');
  const id = useId();
  const listId = `${id}-list`;
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState<SearchState>({ state: 'idle' });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = query.trim();

  useEffect(() => {
    if (q.length < MIN_LETTERS) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setSearch({ state: 'loading' });
      searchCities(q, controller.signal).then(
        ({ cities }) => {
          setSearch({ state: 'done', cities });
          setActive(cities.length ? 0 : -1);
        },
        (err: unknown) => {
          if (controller.signal.aborted) return;
          setSearch({
            state: 'failed',
            message: err instanceof ApiError ? err.message : i18n.t('onboarding:location.searchUnavailable'),
          });
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);

  const cities = q.length >= MIN_LETTERS && search.state === 'done' ? search.cities : [];
  const expanded = open && cities.length > 0;

  function choose(city: City) {
    onPick(city);
    setQuery('');
    setSearch({ state: 'idle' });
    setOpen(false);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' && cities.length) {
      e.preventDefault();
      setOpen(true);
      setActive((a) => (a + 1) % cities.length);
    } else if (e.key === 'ArrowUp' && cities.length) {
      e.preventDefault();
      setOpen(true);
      setActive((a) => (a <= 0 ? cities.length - 1 : a - 1));
    } else if (e.key === 'Enter') {
      // Enter picks a suggestion; it must never submit the step's form from here.
      e.preventDefault();
      const city = expanded ? cities[active] : undefined;
      if (city) choose(city);
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      setOpen(false);
    }
  }

  let status = '';
  if (q.length > 0 && q.length < MIN_LETTERS) status = t('location.typeMore', { min: MIN_LETTERS });
  else if (q.length >= MIN_LETTERS && search.state === 'done' && cities.length === 0) status = t('location.noCities');
  else if (q.length >= MIN_LETTERS && search.state === 'done') status = t('location.found', { count: cities.length });

  return (
    <div className="space-y-1.5">
      <label htmlFor={`${id}-input`} className="block text-sm font-medium text-ink">
        {t('location.search')}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute start-3.5 top-1/2 h-5 w-5 -translate-y-1/2 text-ink-soft"
          aria-hidden
        />
        <Input
          id={`${id}-input`}
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-describedby={`${id}-status`}
          autoComplete="off"
          placeholder={t('location.searchPlaceholder')}
          // Inline so it reliably beats the input's own start padding: room for the search icon.
          style={{ paddingInlineStart: '2.75rem' }}
          value={query}
          maxLength={80}
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {search.state === 'loading' && q.length >= MIN_LETTERS && (
          <Loader2
            className="absolute end-3.5 top-1/2 h-5 w-5 -translate-y-1/2 animate-spin text-ink-soft"
            aria-label={t('location.searching')}
          />
        )}
        <ul
          id={listId}
          role="listbox"
          aria-label={t('location.cities')}
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-10 mt-1 max-h-64 overflow-auto rounded-xl border border-sand-300 bg-white py-1 shadow-lg"
        >
          {cities.map((city, i) => (
            <li
              key={city.id}
              id={`${id}-option-${i}`}
              role="option"
              aria-selected={i === active}
              // mousedown, not click: it comes before the text box's blur closes the list.
              onMouseDown={(e) => {
                e.preventDefault();
                choose(city);
              }}
              onMouseEnter={() => setActive(i)}
              className={cn(
                'flex cursor-pointer items-center gap-2 px-4 py-2.5 text-ink',
                i === active && 'bg-forest-50',
              )}
            >
              <MapPin className="h-4 w-4 shrink-0 text-forest-700" aria-hidden />
              <span>
                <span className="font-medium">{city.name}</span>
                <span className="text-ink-soft">, {city.country}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <p
        id={`${id}-status`}
        aria-live="polite"
        className={cn('text-sm', search.state === 'failed' ? 'text-danger' : 'text-ink-soft')}
      >
        {search.state === 'failed' && q.length >= MIN_LETTERS ? search.message : status}
      </p>
    </div>
  );
}
