import { Briefcase, Globe2, GraduationCap, Languages, MapPin, Pencil, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OwnProfile } from '@sankofa/contracts';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { useChoiceLabels } from '@/lib/i18n/use-choice-labels.ts';
import { ProfileAvatar } from './profile-avatar.tsx';
import { ProfileBanner } from './profile-banner.tsx';
import { VerifiedBadge } from './verified-badge.tsx';

const SHOWN_INTERESTS = 6;

function Fact({ icon: Icon, children }: { icon: LucideIcon; children: string }) {
  return (
    <li className="flex items-center gap-1.5">
      <Icon className="h-4 w-4 shrink-0 text-forest-600" aria-hidden />
      {/* The member's own words (place, work, heritage) keep their own direction inside an Arabic page. */}
      <span dir="auto">{children}</span>
    </li>
  );
}

export function ProfileHeader({
  profile,
  onEdit,
  focusEdit,
}: {
  profile: OwnProfile;
  onEdit: () => void;
  focusEdit?: boolean;
}) {
  const { t, i18n } = useTranslation('profile');
  const labels = useChoiceLabels();
  const shown = profile.interests.slice(0, SHOWN_INTERESTS);
  const more = profile.interests.length - shown.length;
  // Language names are the member's own words; only the joining follows the language shown.
  const spoken = new Intl.ListFormat(i18n.language, { style: 'short', type: 'unit' }).format(profile.languages);
  return (
    <Card className="overflow-hidden">
      <ProfileBanner />
      <div className="px-5 pb-6 sm:px-8">
        <div className="relative -mt-12 flex items-end justify-between gap-4 sm:-mt-14">
          <ProfileAvatar profile={profile} className="h-24 w-24 sm:h-28 sm:w-28" />
          <Button variant="outline" size="sm" onClick={onEdit} autoFocus={focusEdit}>
            <Pencil className="h-4 w-4" aria-hidden />
            {t('header.edit')}
          </Button>
        </div>

        <div className="mt-4">
          <h1 className="flex flex-wrap items-center gap-x-3 gap-y-1 text-3xl text-forest-800">
            {profile.displayName ? <span dir="auto">{profile.displayName}</span> : t('header.untitled')}
            {profile.verified ? <VerifiedBadge /> : null}
          </h1>
          {profile.age !== null ? (
            <p className="mt-1 text-lg text-ink">{t('header.age', { count: profile.age })}</p>
          ) : null}
          {!profile.displayName ? (
            <Button asChild variant="accent" size="sm" className="mt-3">
              <Link to="/onboarding">{t('header.complete')}</Link>
            </Button>
          ) : null}

          <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1.5 text-ink-soft">
            {profile.location ? <Fact icon={MapPin}>{profile.location}</Fact> : null}
            {profile.occupation ? <Fact icon={Briefcase}>{profile.occupation}</Fact> : null}
            {profile.education ? <Fact icon={GraduationCap}>{labels.education[profile.education]}</Fact> : null}
            {profile.heritage ? <Fact icon={Globe2}>{profile.heritage}</Fact> : null}
            {profile.languages.length ? (
              <Fact icon={Languages}>{t('header.speaks', { languages: spoken })}</Fact>
            ) : null}
          </ul>

          {profile.bio ? (
            <p dir="auto" className="mt-4 max-w-prose whitespace-pre-line text-ink">
              {profile.bio}
            </p>
          ) : null}

          {shown.length ? (
            <ul aria-label={t('header.interests')} className="mt-4 flex flex-wrap gap-2">
              {shown.map((interest) => (
                <li
                  key={interest}
                  dir="auto"
                  className="rounded-full bg-gold-100 px-3 py-1 text-sm font-medium text-forest-900"
                >
                  {interest}
                </li>
              ))}
              {more > 0 ? (
                <li className="rounded-full px-2 py-1 text-sm text-ink-soft">{t('header.more', { count: more })}</li>
              ) : null}
            </ul>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
