import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn.ts';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('rounded-3xl border border-sand-200 bg-white shadow-sm', className)} {...props} />;
}
