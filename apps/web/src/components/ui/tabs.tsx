import type { ComponentProps } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn.ts';

/** Radix tabs (arrow keys move between tabs, each panel is labelled by its tab) in the house style. */
export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('flex w-full gap-1 rounded-full border border-sand-200 bg-white p-1 shadow-sm', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex min-h-10 flex-1 cursor-pointer items-center justify-center gap-1.5 rounded-full px-2 text-sm font-medium text-ink-soft transition-colors',
        'hover:bg-sand-100 hover:text-forest-800 data-[state=active]:bg-forest-800 data-[state=active]:text-white',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn('mt-5 focus-visible:outline-2 focus-visible:outline-offset-4', className)}
      {...props}
    />
  );
}
