import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const FAQS = ['cancel', 'secure'] as const;

export function PremiumFaq() {
  const { t } = useTranslation('premium');
  return (
    <section aria-labelledby="faq-title" className="mx-auto mt-14 max-w-3xl">
      <h2 id="faq-title" className="text-center text-2xl text-forest-800 sm:text-3xl">
        {t('faq.title')}
      </h2>
      <div className="mt-6 space-y-3">
        {FAQS.map((faq) => (
          <details key={faq} className="group rounded-2xl border border-sand-200 bg-white shadow-sm">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 font-medium text-ink [&::-webkit-details-marker]:hidden">
              {t(`faq.${faq}.question`)}
              <ChevronDown
                className="h-5 w-5 shrink-0 text-forest-700 transition-transform group-open:rotate-180"
                aria-hidden
              />
            </summary>
            <p className="px-5 pb-5 text-ink-soft">{t(`faq.${faq}.answer`)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
