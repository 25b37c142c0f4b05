import { Globe2, Languages } from 'lucide-react';
import type { PublicProfile } from '@sankofa/contracts';
import { personalityLabel } from '@/lib/profile-labels.ts';

/** The heritage in the person's words, the personality as a chip with its nickname ("ENFJ · The Gatherer"), and the languages spoken. */
export function CulturalChips({ profile }: { profile: Pick<PublicProfile, 'personality' | 'languages' | 'heritage'> }) {
  return (
    <>
      {profile.heritage ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-sand-100 px-2.5 py-0.5 text-sm text-forest-900">
          <Globe2 className="h-3.5 w-3.5 shrink-0" aria-hidden />
          <span className="sr-only">Heritage: </span>
          {profile.heritage}
        </span>
      ) : null}
      {profile.personality ? (
        <span className="inline-flex items-center rounded-full bg-gold-100 px-2.5 py-0.5 text-sm font-medium text-forest-900">
          <span className="sr-only">Personality: </span>
          {personalityLabel(profile.personality)}
        </span>
      ) : null}
      {profile.languages.length ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-sand-100 px-2.5 py-0.5 text-sm text-forest-900">
          <Languages className="h-3.5 w-3.5 shrink-0" aria-hidden />
          <span className="sr-only">Speaks </span>
          {profile.languages.join(', ')}
        </span>
      ) : null}
    </>
  );
}
