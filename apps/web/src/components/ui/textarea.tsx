import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn.ts';

interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  invalid?: boolean;
}

/** Multi-line text in the same look as Input. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { className, invalid, ...props },
  ref,
) {
  return (
    <textarea
      ref={ref}
      aria-invalid={invalid || undefined}
      className={cn(
        'block w-full resize-y rounded-xl border bg-white px-4 py-2.5 text-base text-ink placeholder:text-ink-soft/70 focus:outline-none focus:ring-2',
        invalid
          ? 'border-danger focus:border-danger focus:ring-red-200'
          : 'border-sand-300 focus:border-forest-600 focus:ring-forest-200',
        className,
      )}
      {...props}
    />
  );
});
