import type { ReactNode } from 'react';

/** A labelled form control with its error line; the error is announced to screen readers. */
export function Field(props: {
  id: string;
  label: string;
  error?: string | null;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={props.id} className="block text-sm font-medium text-ink">
        {props.label}
      </label>
      {props.children}
      {props.error ? (
        <p id={`${props.id}-error`} role="alert" className="text-sm text-danger">
          {props.error}
        </p>
      ) : props.hint ? (
        <p className="text-sm text-ink-soft">{props.hint}</p>
      ) : null}
    </div>
  );
}
