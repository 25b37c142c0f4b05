import type { ReactNode } from 'react';

export function CheckboxField(props: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  invalid?: boolean;
}) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={props.id}
        type="checkbox"
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
        aria-invalid={props.invalid || undefined}
        className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer rounded accent-forest-800"
      />
      <label htmlFor={props.id} className="text-sm leading-relaxed text-ink">
        {props.children}
      </label>
    </div>
  );
}
