import { cn } from '@/lib/cn.ts';

/**
 * A single choice shown as pills. Real radio inputs underneath, so arrow keys, form semantics and
 * screen readers behave as people expect.
 */
export function ChoicePills<T extends string>(props: {
  name: string;
  legend: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T | null;
  onChange: (value: T) => void;
  columns?: 2 | 3;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 block text-sm font-medium text-ink">{props.legend}</legend>
      <div className={cn('grid gap-2', props.columns === 3 ? 'grid-cols-3' : 'grid-cols-2')}>
        {props.options.map((option) => (
          <label key={option} className="relative block">
            <input
              type="radio"
              name={props.name}
              value={option}
              checked={props.value === option}
              onChange={() => props.onChange(option)}
              className="peer sr-only"
            />
            <span
              className={cn(
                'flex min-h-11 cursor-pointer items-center justify-center rounded-full border-2 px-3 py-2 text-center text-sm font-medium transition-colors',
                'border-sand-300 bg-white text-ink hover:border-forest-600',
                'peer-checked:border-forest-800 peer-checked:bg-forest-800 peer-checked:text-white',
                'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-500',
              )}
            >
              {props.labels[option]}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
