import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

/** Eyebrow, h2 and an introduction line, shared by the landing sections. */
export function SectionHeading(props: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  tone?: 'light' | 'dark';
  className?: string;
}) {
  const dark = props.tone === 'dark';
  return (
    <div className={cn('mx-auto max-w-2xl text-center', props.className)}>
      <p
        className={cn('text-sm font-medium uppercase tracking-widest', dark ? 'text-gold-300' : 'text-terracotta-600')}
      >
        {props.eyebrow}
      </p>
      <h2 id={props.id} className={cn('mt-2 text-3xl sm:text-4xl', dark ? 'text-white' : 'text-forest-800')}>
        {props.title}
      </h2>
      {props.children ? (
        <p className={cn('mt-4 text-lg', dark ? 'text-forest-50' : 'text-ink-soft')}>{props.children}</p>
      ) : null}
    </div>
  );
}
