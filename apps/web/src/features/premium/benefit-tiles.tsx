import { Eye, Filter, Heart, Zap, type LucideIcon } from 'lucide-react';

const BENEFITS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Heart,
    title: 'Unlimited Likes',
    text: 'Like every profile that catches your eye, with no daily cap.',
  },
  {
    icon: Eye,
    title: 'See Who Likes You',
    text: 'Skip the guesswork and see everyone who has already liked you.',
  },
  { icon: Zap, title: 'Super Boosts', text: 'Get 10x more profile views' },
  {
    icon: Filter,
    title: 'Cultural Filters',
    text: 'Narrow your deck to strong cultural matches and the interests you share (Gold), or by age, goals and more (Platinum).',
  },
];

export function BenefitTiles() {
  return (
    <section aria-labelledby="benefits-title" className="mt-14">
      <h2 id="benefits-title" className="text-center text-2xl text-forest-800 sm:text-3xl">
        Why go Premium
      </h2>
      <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-3xl border border-sand-200 bg-white p-5 text-center shadow-sm">
            <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-forest-800 text-gold-400">
              <Icon className="h-6 w-6" aria-hidden />
            </span>
            <h3 className="mt-3 text-lg text-forest-800">{title}</h3>
            <p className="mt-1 text-sm text-ink-soft">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
