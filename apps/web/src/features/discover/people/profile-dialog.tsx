import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Heart, MessageCircle, Star, X } from 'lucide-react';
import type { PublicProfile } from '@sankofa/contracts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { discoverKeys, getProfileDetail } from '../discover-api.ts';
import { useChoiceLabels } from '@/lib/i18n/use-choice-labels.ts';
import { FriendshipAction } from './friendship-action.tsx';
import { MatchPercent, OnlineMark, VerifiedMark } from '../deck/profile-badges.tsx';
import { heightLabel } from '../profile-labels.ts';
import { useDistanceLabel } from '../use-distance-label.ts';
import { PhotoGallery } from '../deck/photo-gallery.tsx';
import type { SwipeAction } from '../deck/swipe-keys.ts';

interface ProfileDialogProps {
  profile: PublicProfile | null;
  onClose: () => void;
  onSwipe: (action: SwipeAction) => void;
  onMessage: () => void;
  busy: boolean;
  /** The block/report menu, when the person is real. */
  menu?: ReactNode;
  /** Reports one of their photos, when the person is real. */
  onReportPhoto?: (photoId: string) => void;
}

/** Everything public about a person, with the same actions as the card. */
export function ProfileDialog({ profile, onClose, onSwipe, onMessage, busy, menu, onReportPhoto }: ProfileDialogProps) {
  return (
    <Dialog open={profile !== null} onOpenChange={(open) => !open && onClose()}>
      {profile ? (
        <DialogContent
          title={
            <span className="flex flex-wrap items-center gap-2">
              <bdi>{profile.displayName}</bdi>
              {profile.age ? <Age age={profile.age} /> : null}
              {profile.verified ? <VerifiedMark /> : null}
            </span>
          }
          className="sm:max-w-2xl"
        >
          <ProfileDetails
            profile={profile}
            onSwipe={onSwipe}
            onMessage={onMessage}
            busy={busy}
            menu={menu}
            onReportPhoto={onReportPhoto}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function Age({ age }: { age: number }) {
  const { i18n } = useTranslation();
  return (
    <span className="font-sans text-lg font-normal text-ink-soft">
      {new Intl.NumberFormat(i18n.language).format(age)}
    </span>
  );
}

function ProfileDetails({
  profile,
  onSwipe,
  onMessage,
  busy,
  menu,
  onReportPhoto,
}: Omit<ProfileDialogProps, 'profile' | 'onClose'> & { profile: PublicProfile }) {
  const { t, i18n } = useTranslation('discoverDialogs');
  const labels = useChoiceLabels();
  const detail = useQuery({ queryKey: discoverKeys.profile(profile.id), queryFn: () => getProfileDetail(profile.id) });
  // The fresh read wins where it differs (a new photo, a changed bio); the card's copy shows meanwhile.
  const p = detail.data?.profile ?? profile;
  const distanceLabel = useDistanceLabel();
  const facts: [string, string | null][] = [
    [t('profile.age'), p.age ? new Intl.NumberFormat(i18n.language).format(p.age) : null],
    [t('profile.location'), p.location || null],
    [t('profile.distance'), distanceLabel(p)],
    [t('profile.occupation'), p.occupation],
    [t('profile.education'), p.education ? labels.education[p.education] : null],
    [t('profile.lookingFor'), p.relationshipGoals ? labels.lookingFor[p.relationshipGoals] : null],
    [t('profile.height'), p.heightCm ? heightLabel(p.heightCm, i18n.language) : null],
    [t('profile.personality'), p.personality ? labels.personality(p.personality) : null],
    [t('profile.heritage'), p.heritage],
    [
      t('profile.languages'),
      p.languages.length ? new Intl.ListFormat(i18n.language, { type: 'unit' }).format(p.languages) : null,
    ],
  ];

  return (
    <div className="mt-4 space-y-5">
      <div className="flex flex-wrap items-center gap-2">
        {p.matchPercent !== null ? <MatchPercent value={p.matchPercent} /> : null}
        {p.online ? <OnlineMark /> : null}
        {p.isDemo ? (
          <span className="rounded-full bg-sand-100 px-2.5 py-1 text-xs font-medium text-ink-soft">
            {t('profile.demo')}
          </span>
        ) : null}
        {detail.data?.matched ? (
          <span className="rounded-full bg-forest-50 px-2.5 py-1 text-xs font-medium text-forest-800">
            {t('profile.matched')}
          </span>
        ) : null}
        <span className="ms-auto">{menu}</span>
      </div>
      {/* Their own words first: the card already showed the photo. */}
      {p.bio ? (
        <section aria-labelledby="profile-about">
          <h3 id="profile-about" className="mb-1 font-sans text-sm font-medium text-forest-800">
            {t('profile.about', { name: p.displayName })}
          </h3>
          <p dir="auto" className="whitespace-pre-line text-ink">
            {p.bio}
          </p>
        </section>
      ) : null}
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <PhotoGallery photos={p.photos} name={p.displayName} onReport={onReportPhoto} />
        <div className="space-y-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
            {facts
              .filter((f): f is [string, string] => Boolean(f[1]))
              .map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-medium text-forest-800">{label}</dt>
                  <dd dir="auto" className="text-ink-soft">
                    {value}
                  </dd>
                </div>
              ))}
          </dl>
          {p.interests.length ? (
            <section aria-labelledby="profile-interests">
              <h3 id="profile-interests" className="mb-1.5 font-sans text-sm font-medium text-forest-800">
                {t('profile.interests')}
              </h3>
              <ul className="flex flex-wrap gap-1.5">
                {p.interests.map((i) => (
                  <li key={i} dir="auto" className="rounded-full bg-forest-50 px-3 py-1 text-sm text-forest-800">
                    {i}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
      {detail.isError ? <p className="text-sm text-danger">{t('profile.stale')}</p> : null}
      <div className="sticky -bottom-6 -mx-6 flex flex-wrap items-center gap-2 border-t border-sand-200 bg-white px-6 py-3">
        <Button variant="outline" size="sm" onClick={() => onSwipe('pass')} disabled={busy}>
          <X className="h-4 w-4" aria-hidden />
          {t('profile.pass')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => onSwipe('super_like')} disabled={busy}>
          <Star className="h-4 w-4" aria-hidden />
          {t('profile.superLike')}
        </Button>
        <Button size="sm" onClick={() => onSwipe('like')} disabled={busy}>
          <Heart className="h-4 w-4" aria-hidden />
          {t('profile.like')}
        </Button>
        <Button variant="accent" size="sm" onClick={onMessage}>
          <MessageCircle className="h-4 w-4" aria-hidden />
          {t('profile.startChat')}
        </Button>
        <FriendshipAction profile={p} status={detail.data?.friendship ?? (detail.isError ? 'none' : undefined)} />
      </div>
    </div>
  );
}
