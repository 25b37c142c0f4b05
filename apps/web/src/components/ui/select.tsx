import { forwardRef, type SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  invalid?: boolean;
}

/**
 * A styled native <select> (pass <option> children). Native on purpose: phones show their own
 * picker, and it works with labels, forms and autofill without extra script.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { className, invalid, children, ...props },
  ref,
) {
  return (
    <div className="relative">
      <select
        ref={ref}
        aria-invalid={invalid || undefined}
        className={cn(
          'h-11 w-full cursor-pointer appearance-none rounded-xl border bg-white pl-4 pr-10 text-base text-ink focus:outline-none focus:ring-2',
          invalid
            ? 'border-danger focus:border-danger focus:ring-red-200'
            : 'border-sand-300 focus:border-forest-600 focus:ring-forest-200',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute right-3 top-1/2 h-5 w-5 -translate-y-1/2 text-ink-soft"
        aria-hidden
      />
    </div>
  );
});
