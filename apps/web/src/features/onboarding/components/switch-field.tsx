import type { ReactNode } from 'react';
import { Switch } from '@/components/ui/switch.tsx';

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
      <Switch
        id={props.id}
        className="mt-0.5"
        checked={props.checked}
        onCheckedChange={props.onChange}
        aria-describedby={props.children ? `${props.id}-description` : undefined}
        disabled={props.disabled}
      />
    </div>
  );
}
