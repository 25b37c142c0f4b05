import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A page whose feature has not landed yet says so plainly. */
export function EmptyState({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center rounded-3xl border border-sand-200 bg-white px-6 py-12 text-center shadow-sm">
      <span className="mb-4 flex h-16 w-16 items-center justify-center rounded-full bg-gold-100 text-forest-800">
        <Icon className="h-8 w-8" aria-hidden />
      </span>
      <h1 className="font-display text-2xl text-forest-800">{title}</h1>
      <div className="mt-3 space-y-2 text-ink-soft">{children}</div>
    </section>
  );
}
