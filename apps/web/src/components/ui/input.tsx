import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '@/lib/cn.ts';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean;
  /** Leaves room on the right for a button inside the field. */
  trailingButton?: boolean;
}

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input({ className, invalid, trailingButton, ...props }, ref) {
  return (
    <input
      ref={ref}
      aria-invalid={invalid || undefined}
      className={cn(
        'h-11 w-full rounded-xl border bg-white ps-4 text-base text-ink placeholder:text-ink-soft/70 focus:outline-none focus:ring-2',
        trailingButton ? 'pe-12' : 'pe-4',
        invalid ? 'border-danger focus:border-danger focus:ring-red-200' : 'border-sand-300 focus:border-forest-600 focus:ring-forest-200',
        className,
      )}
      {...props}
    />
  );
});
