import type { LucideIcon } from 'lucide-react';
import { BookOpen, CalendarHeart, ChefHat, Earth, Music } from 'lucide-react';
import { SectionHeading } from './section-heading.tsx';

const FEATURES: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Earth,
    title: 'A Global Network',
    text: 'Connect with people across Lagos, London, Kingston, Accra, Atlanta and everywhere the diaspora calls home.',
  },
  {
    icon: ChefHat,
    title: 'Virtual Dates',
    text: 'Cook jollof side by side on a video call, trade family recipes, and find out who really controls the spice.',
  },
  {
    icon: CalendarHeart,
    title: 'Cultural Events',
    text: 'Festivals, film nights, gallery walks and online gatherings where members meet in person or from home.',
  },
  {
    icon: Music,
    title: 'Weekly Playlists',
    text: 'Fresh playlists every week, curated by genre: Afrobeats, highlife, amapiano, soukous, reggae, jazz and more.',
  },
  {
    icon: BookOpen,
    title: 'Art and Ideas',
    text: 'Swap book picks, talk poetry and painting, and enjoy conversations that go deeper than small talk.',
  },
];

export function FeatureCards() {
  return (
    <section
      id="culture"
      aria-labelledby="culture-title"
      className="scroll-mt-16 focus:outline-none bg-sand-50 px-4 py-16 sm:px-6 md:py-24"
    >
      <SectionHeading id="culture-title" eyebrow="Culture first" title="Why The Culture Is Different">
        Most apps match a photo. We match the whole story behind it.
      </SectionHeading>
      <ul className="mx-auto mt-10 flex max-w-6xl flex-wrap justify-center gap-5">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="flex w-full gap-4 rounded-3xl border border-sand-200 bg-white p-5 shadow-sm sm:block sm:w-[calc(50%-0.625rem)] sm:p-6 lg:w-[calc(33.333%-0.84rem)]"
          >
            <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-forest-800 text-gold-400">
              <Icon className="h-6 w-6" aria-hidden />
            </span>
            <div>
              <h3 className="text-xl text-forest-800 sm:mt-4">{title}</h3>
              <p className="mt-1 text-ink-soft sm:mt-2">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
