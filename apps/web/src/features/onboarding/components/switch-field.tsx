import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

/** An on/off setting: a labelled switch with an explanation beneath, both read out together. */
export function SwitchField(props: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="flex items-start justify-between gap-4 rounded-2xl border border-sand-200 bg-sand-50 p-4">
      <div className="min-w-0">
        <label htmlFor={props.id} className="block cursor-pointer font-medium text-ink">
          {props.label}
        </label>
        {props.children && (
          <div id={`${props.id}-description`} className="mt-1 text-sm text-ink-soft">
            {props.children}
          </div>
        )}
      </div>
      <button
        id={props.id}
        type="button"
        role="switch"
        aria-checked={props.checked}
        aria-describedby={props.children ? `${props.id}-description` : undefined}
        disabled={props.disabled}
        onClick={() => props.onChange(!props.checked)}
        className={cn(
          'relative mt-0.5 inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border-2 transition-colors disabled:cursor-wait disabled:opacity-60',
          props.checked ? 'border-forest-800 bg-forest-800' : 'border-ink-soft bg-white',
        )}
      >
        <span
          aria-hidden
          className={cn(
            'inline-block h-5 w-5 rounded-full shadow transition-transform',
            props.checked ? 'translate-x-5 bg-gold-400' : 'translate-x-0.5 bg-ink-soft',
          )}
        />
      </button>
    </div>
  );
}
