import { ChevronDown } from 'lucide-react';

const FAQS = [
  {
    question: 'Can I cancel anytime?',
    answer:
      'Yes. You can cancel whenever you like, and your Premium benefits stay active until the end of the period you have already paid for.',
  },
  {
    question: 'Are payments secure?',
    answer:
      'Yes. Every payment is protected with industry-standard encryption, from your browser all the way to our payment processor.',
  },
];

export function PremiumFaq() {
  return (
    <section aria-labelledby="faq-title" className="mx-auto mt-14 max-w-3xl">
      <h2 id="faq-title" className="text-center text-2xl text-forest-800 sm:text-3xl">
        Frequently Asked Questions
      </h2>
      <div className="mt-6 space-y-3">
        {FAQS.map((faq) => (
          <details key={faq.question} className="group rounded-2xl border border-sand-200 bg-white shadow-sm">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 font-medium text-ink [&::-webkit-details-marker]:hidden">
              {faq.question}
              <ChevronDown
                className="h-5 w-5 shrink-0 text-forest-700 transition-transform group-open:rotate-180"
                aria-hidden
              />
            </summary>
            <p className="px-5 pb-5 text-ink-soft">{faq.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
