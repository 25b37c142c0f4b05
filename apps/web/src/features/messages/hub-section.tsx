import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A titled block of the Friends tab with its count beside the heading. */
export function HubSection({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation('messages');
  return (
    <section aria-labelledby={id} className="rounded-3xl border border-sand-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={id} className="flex items-center gap-2 font-display text-xl text-forest-800">
        {title}
        {count === undefined ? null : (
          <span className="rounded-full bg-gold-100 px-2.5 py-0.5 font-sans text-sm font-medium text-forest-800">
            {count}
            <span className="sr-only">{t('shared.inTotal')}</span>
          </span>
        )}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function SectionNote({ children }: { children: ReactNode }) {
  return <p className="rounded-2xl bg-sand-50 px-4 py-5 text-center text-sm text-ink-soft">{children}</p>;
}
