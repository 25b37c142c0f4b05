import { Quote } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { SectionHeading } from './section-heading.tsx';

/** Fictional members; illustrative stories written for this page. */
const STORIES = [
  {
    name: 'Adaeze',
    detail: '31, Houston',
    initials: 'A',
    avatar: 'bg-forest-700 text-gold-300',
    quote:
      'Our first date was a video call where we both burned the plantains. Six months later we still argue about whose grandmother taught the better way.',
  },
  {
    name: 'Kofi',
    detail: '34, Toronto',
    initials: 'K',
    avatar: 'bg-terracotta-600 text-white',
    quote:
      'I matched with someone who knew every word of the highlife records my dad played on Sundays. I did not have to explain anything. That never happened on other apps.',
  },
  {
    name: 'Thandiwe',
    detail: '28, Manchester',
    initials: 'T',
    avatar: 'bg-gold-400 text-forest-900',
    quote:
      'I joined for the book circle and stayed for the people. Meeting someone through a conversation about poetry felt slower, and so much more real.',
  },
];

export function Stories() {
  return (
    <section
      id="collective"
      aria-labelledby="collective-title"
      className="scroll-mt-16 focus:outline-none bg-forest-900 px-4 py-16 text-white sm:px-6 md:py-24"
    >
      <SectionHeading id="collective-title" eyebrow="The collective" title="Stories From Our Members" tone="dark">
        Real connection sounds like this. (Names and stories are illustrative.)
      </SectionHeading>
      <ul className="mx-auto mt-10 grid max-w-6xl grid-cols-1 gap-5 md:grid-cols-3">
        {STORIES.map((story) => (
          <li key={story.name}>
            <figure className="flex h-full flex-col rounded-3xl border border-forest-700 bg-forest-800 p-6">
              <Quote className="h-8 w-8 text-gold-400" aria-hidden />
              <blockquote className="mt-3 flex-1 text-lg text-forest-50">“{story.quote}”</blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span
                  aria-hidden
                  className={cn(
                    'relative flex h-12 w-12 shrink-0 items-center justify-center overflow-hidden rounded-full font-display text-xl ring-2 ring-gold-400/70',
                    story.avatar,
                  )}
                >
                  <span className="absolute inset-0 bg-[repeating-linear-gradient(45deg,transparent_0_6px,rgb(255_255_255/0.12)_6px_9px)]" />
                  <span className="relative">{story.initials}</span>
                </span>
                <span>
                  <span className="block font-medium text-white">{story.name}</span>
                  <span className="block text-sm text-forest-100">{story.detail}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
