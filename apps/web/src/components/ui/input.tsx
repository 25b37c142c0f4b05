import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '@/lib/cn.ts';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean;
  /** Leaves room on the right for a button inside the field. */
  trailingButton?: boolean;
}

/**
 * Addresses and numbers read left to right in every language: in an Arabic form an e-mail kept right to
 * left shows its end and hides its start. They still sit on the form's own side (text-right in RTL).
 */
const LEFT_TO_RIGHT_TYPES = new Set(['email', 'tel', 'url']);

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { className, invalid, trailingButton, ...props },
  ref,
) {
  const ltr = props.type !== undefined && LEFT_TO_RIGHT_TYPES.has(props.type);
  return (
    <input
      ref={ref}
      dir={ltr ? 'ltr' : undefined}
      aria-invalid={invalid || undefined}
      className={cn(
        'h-11 w-full rounded-xl border bg-white ps-4 text-base text-ink placeholder:text-ink-soft/70 focus:outline-none focus:ring-2',
        trailingButton ? 'pe-12' : 'pe-4',
        ltr && 'rtl:text-right',
        invalid
          ? 'border-danger focus:border-danger focus:ring-red-200'
          : 'border-sand-300 focus:border-forest-600 focus:ring-forest-200',
        className,
      )}
      {...props}
    />
  );
});
