import type { ReactNode } from 'react';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';

/** A group of several choices: real checkboxes (keyboard and screen readers as usual) drawn as pills. */
export function ChoicePills<T extends string>(props: {
  legend: string;
  name: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  chosen: readonly T[];
  onToggle: (value: T) => void;
  error?: string;
  hint?: ReactNode;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-ink">{props.legend}</legend>
      {props.hint ? <p className="text-sm text-ink-soft">{props.hint}</p> : null}
      <div className="flex flex-wrap gap-2">
        {props.options.map((o) => {
          const id = `${props.name}-${o.value}`;
          const on = props.chosen.includes(o.value);
          return (
            <span key={o.value}>
              <input
                id={id}
                type="checkbox"
                className="peer sr-only"
                checked={on}
                onChange={() => props.onToggle(o.value)}
              />
              <label
                htmlFor={id}
                className={cn(
                  'inline-flex min-h-9 cursor-pointer items-center rounded-full border px-3 py-1 text-sm transition-colors',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-500',
                  on
                    ? 'border-forest-800 bg-forest-800 text-white'
                    : 'border-sand-300 bg-white text-ink hover:bg-sand-100',
                )}
              >
                {o.label}
              </label>
            </span>
          );
        })}
      </div>
      {props.error ? (
        <p role="alert" className="text-sm text-danger">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** One group of filters with its heading; a group the plan lacks says which plan opens it. */
export function FilterSection(props: {
  id: string;
  title: string;
  planLabel: string;
  locked: boolean;
  lockedText: string;
  pausedNote?: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('discoverDialogs');
  const headingId = `${props.id}-heading`;
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-3xl border border-sand-200 bg-sand-50 p-4 sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <h3 id={headingId} className="text-lg text-forest-800">
          {props.title}
        </h3>
        <span className="inline-flex items-center gap-1 rounded-full bg-gold-100 px-2.5 py-0.5 text-xs font-medium text-forest-900">
          {props.locked ? <Lock className="h-3 w-3" aria-hidden /> : null}
          {props.planLabel}
        </span>
      </div>
      {props.locked ? (
        <div className="mt-3 flex flex-col items-start gap-3">
          <p className="text-sm text-ink-soft">{props.lockedText}</p>
          {props.pausedNote ? <p className="text-sm text-ink">{props.pausedNote}</p> : null}
          <Button asChild variant="accent" size="sm">
            <Link to="/app/premium">{t('seePlans')}</Link>
          </Button>
        </div>
      ) : (
        <div className="mt-4 space-y-5">{props.children}</div>
      )}
    </section>
  );
}
