import { Heart, Sparkles, Star, X, type LucideIcon } from 'lucide-react';

const MOVES: { icon: LucideIcon; tone: string; title: string; text: string }[] = [
  { icon: Heart, tone: 'bg-forest-800 text-gold-300', title: 'Swipe right to like', text: 'Someone caught your eye? Swipe right or tap the heart.' },
  { icon: X, tone: 'bg-sand-200 text-ink', title: 'Swipe left to pass', text: 'Not feeling it? Swipe left. They are never told.' },
  {
    icon: Star,
    tone: 'bg-gold-400 text-forest-900',
    title: 'Super like to stand out',
    text: 'Really keen? Tap the star to send a super like and show you are especially interested.',
  },
  {
    icon: Sparkles,
    tone: 'bg-terracotta-600 text-white',
    title: "Like each other? It's a match",
    text: 'When the like is mutual you match, and you can start chatting straight away.',
  },
];

export function HowMatchingWorksStep() {
  return (
    <div className="space-y-5">
      <p className="text-ink-soft">Discover shows you one person at a time. Here is all you need to know.</p>
      <ul className="space-y-3">
        {MOVES.map(({ icon: Icon, tone, title, text }) => (
          <li key={title} className="flex gap-4 rounded-2xl border border-sand-200 p-4">
            <span className={`flex h-12 w-12 shrink-0 items-center justify-center rounded-full ${tone}`}>
              <Icon className="h-6 w-6" aria-hidden />
            </span>
            <span>
              <span className="block font-medium text-ink">{title}</span>
              <span className="block text-sm text-ink-soft">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
