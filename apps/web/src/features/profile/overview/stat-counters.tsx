import { Gift, Heart, Users, Video, type LucideIcon } from 'lucide-react';
import type { ProfileStats } from '@sankofa/contracts';

const COUNTERS: { key: keyof ProfileStats; label: string; icon: LucideIcon }[] = [
  { key: 'likesReceived', label: 'Likes Received', icon: Heart },
  { key: 'matches', label: 'Matches', icon: Users },
  { key: 'streams', label: 'Streams', icon: Video },
  { key: 'giftsReceived', label: 'Gifts', icon: Gift },
];

export function StatCounters({ stats }: { stats: ProfileStats }) {
  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title" className="sr-only">
        Your activity
      </h2>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {COUNTERS.map(({ key, label, icon: Icon }) => (
          <li key={key} className="flex flex-col items-center rounded-3xl border border-sand-200 bg-white px-3 py-5 text-center shadow-sm">
            <Icon className="h-6 w-6 text-terracotta-500" aria-hidden />
            <span className="mt-2 font-display text-3xl text-forest-800">{stats[key]}</span>
            <span className="mt-1 text-sm text-ink-soft">{label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
