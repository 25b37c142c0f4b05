import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2, SlidersHorizontal } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { advancedCount, culturalCount, NO_FILTERS, type FiltersState, type SaveFiltersBody } from '@sankofa/contracts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { discoverKeys, getDiscoveryFilters, saveDiscoveryFilters } from '../discover-api.ts';
import { getOwnProfile } from '@/features/profile';
import { AdvancedFilterFields } from './advanced-filters.tsx';
import { CulturalFilterFields } from './cultural-filters.tsx';
import { FilterSection } from './filter-controls.tsx';
import {
  draftCount,
  draftFrom,
  requestFrom,
  serverFieldErrors,
  type FieldErrors,
  type FilterDraft,
} from './filter-draft.ts';

/** The member's filters and what their plan allows; the count feeds the badge on the button. */
export function useDiscoveryFilters() {
  return useQuery({ queryKey: discoverKeys.filters, queryFn: getDiscoveryFilters, staleTime: 60_000 });
}

/** 'Filters' on Discover, with how many apply now; the dialog's open state lives with the page. */
export function FiltersButton({ activeCount, onOpen }: { activeCount: number; onOpen: () => void }) {
  const { t } = useTranslation('discover');
  return (
    <Button
      variant="outline"
      size="sm"
      className="px-3 sm:px-4"
      onClick={onOpen}
      aria-label={activeCount > 0 ? t('filtersOn', { count: activeCount }) : t('filters')}
    >
      <SlidersHorizontal className="h-4 w-4" aria-hidden />
      <span className="hidden sm:inline">{t('filters')}</span>
      {activeCount > 0 ? (
        <span
          aria-hidden
          className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-gold-400 px-1.5 text-xs font-semibold text-forest-900"
        >
          {activeCount}
        </span>
      ) : null}
    </Button>
  );
}

export function FiltersDialog(props: { open: boolean; onOpenChange: (open: boolean) => void; onSaved: () => void }) {
  const { t } = useTranslation('discoverDialogs');
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      {props.open ? (
        <DialogContent title={t('filters.title')} description={t('filters.description')} className="sm:max-w-xl">
          <FiltersPanel onSaved={props.onSaved} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function FiltersPanel({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation('discoverDialogs');
  // Fresh on every opening: the plan may have changed since (bought, or ended).
  const state = useQuery({ queryKey: discoverKeys.filters, queryFn: getDiscoveryFilters, staleTime: 0 });
  // The interests offered to the cultural filter are the member's own (the same cached profile the app reads).
  const me = useQuery({ queryKey: ['profile', 'me'], queryFn: getOwnProfile });
  if (state.isPending) {
    return (
      <p className="mt-4 flex items-center gap-2 text-sm text-ink-soft">
        <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden />
        {t('loading')}
      </p>
    );
  }
  if (state.isError) {
    return (
      <div role="alert" className="mt-4 space-y-3 text-sm text-danger">
        <p>{t('filters.loadFailed')}</p>
        <Button size="sm" variant="outline" onClick={() => void state.refetch()}>
          {t('tryAgain')}
        </Button>
      </div>
    );
  }
  return <FiltersForm state={state.data} myInterests={me.data?.interests ?? []} onSaved={onSaved} />;
}

function FiltersForm(props: { state: FiltersState; myInterests: readonly string[]; onSaved: () => void }) {
  const { t } = useTranslation('discoverDialogs');
  const paused = (locked: boolean, count: number, plan: string) =>
    locked && count > 0 ? t('filters.paused', { plan }) : null;
  const { state } = props;
  const client = useQueryClient();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<FilterDraft>(() => draftFrom(state.filters));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation({
    mutationFn: (body: SaveFiltersBody) => saveDiscoveryFilters(body),
    onSuccess: (next) => {
      client.setQueryData(discoverKeys.filters, next);
      toast.success(next.activeCount > 0 ? t('filters.saved') : t('filters.cleared'));
      props.onSaved();
    },
    // The draft stays as typed, so nothing is lost; the answer says what to change.
    onError: (err) => {
      if (err instanceof ApiError && err.code === 'plan_required') {
        toast.error(err.message, { action: { label: t('seePlans'), onClick: () => void navigate('/app/premium') } });
        void client.invalidateQueries({ queryKey: discoverKeys.filters });
        return;
      }
      if (err instanceof ApiError && err.status === 400) setErrors(serverFieldErrors(err.details));
      toast.error(err instanceof Error ? err.message : t('filters.saveFailed'));
    },
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    const request = requestFrom(draft, state.allowed);
    setErrors(request.errors ?? {});
    if (request.body) save.mutate(request.body);
  }

  const anyAllowed = state.allowed.cultural || state.allowed.advanced;
  const count = draftCount(draft, state.allowed);
  return (
    <form onSubmit={submit} noValidate>
      <FilterSection
        id="filters-cultural"
        title={t('filters.cultural')}
        planLabel="Gold"
        locked={!state.allowed.cultural}
        lockedText={t('filters.culturalLocked')}
        pausedNote={paused(!state.allowed.cultural, culturalCount(state.filters.cultural), 'Gold')}
      >
        <CulturalFilterFields
          value={draft.cultural}
          onChange={(cultural) => setDraft({ ...draft, cultural })}
          myInterests={props.myInterests}
          errors={errors}
        />
      </FilterSection>
      <FilterSection
        id="filters-advanced"
        title={t('filters.advanced')}
        planLabel="Platinum"
        locked={!state.allowed.advanced}
        lockedText={t('filters.advancedLocked')}
        pausedNote={paused(!state.allowed.advanced, advancedCount(state.filters.advanced), 'Platinum')}
      >
        <AdvancedFilterFields
          value={draft.advanced}
          onChange={(advanced) => setDraft({ ...draft, advanced })}
          errors={errors}
        />
      </FilterSection>
      {anyAllowed ? (
        <DialogFooter>
          <Button
            type="button"
            variant="ghost"
            disabled={save.isPending}
            onClick={() => {
              setDraft(draftFrom(NO_FILTERS));
              setErrors({});
            }}
          >
            {t('filters.clearAll')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? (
              <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden />
            ) : null}
            {count > 0 ? t('filters.saveCount', { count }) : t('filters.save')}
          </Button>
        </DialogFooter>
      ) : null}
    </form>
  );
}
