import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn.ts';
import { Slot } from './slot.tsx';

/** A button submits only when asked to (type="submit"); the browser's default would submit any form it sits in. */
const BUTTON = 'button' as const;

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-full font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500 cursor-pointer';
const VARIANTS = {
  primary: 'bg-forest-800 text-white hover:bg-forest-700',
  accent: 'bg-gold-400 text-forest-900 hover:bg-gold-300',
  outline: 'border-2 border-forest-800 text-forest-800 bg-transparent hover:bg-forest-50',
  ghost: 'text-forest-800 hover:bg-forest-50',
  ghostOnDark: 'text-white hover:bg-white/10',
  light: 'bg-white/95 text-forest-800 hover:bg-white',
  danger: 'bg-danger text-white hover:opacity-90',
};
const SIZES = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-6 text-base',
  lg: 'h-13 px-8 text-lg',
  icon: 'h-10 w-10',
};

type ButtonLook = { variant?: keyof typeof VARIANTS | null; size?: keyof typeof SIZES | null };

/** The button's classes, for a link that should look like one. */
export const buttonVariants = ({ variant, size, className }: ButtonLook & { className?: string } = {}) =>
  `${BASE} ${VARIANTS[variant ?? 'primary']} ${SIZES[size ?? 'md']}${className ? ` ${className}` : ''}`;

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  asChild?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { className, variant, size, asChild, type, ...props },
  ref,
) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      ref={ref}
      className={cn(buttonVariants({ variant, size }), className)}
      {...(!asChild && { type: type ?? BUTTON })}
      {...props}
    />
  );
});
