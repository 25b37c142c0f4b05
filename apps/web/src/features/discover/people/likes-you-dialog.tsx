import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Heart, Loader2, Lock, Star } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { LikeOfMe } from '@sankofa/contracts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { discoverKeys, getLikesYou } from '../discover-api.ts';
import { relativeTime } from '@/lib/relative-time.ts';
import { PersonRow } from './person-row.tsx';

/** 'Likes You' on Discover: the list for Silver and above, a teaser (no names, no photos) for Free. */
export function LikesYouButton() {
  const { t } = useTranslation('discover');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={t('likesYou')}
        className="px-3 sm:px-4"
      >
        <Heart className="h-4 w-4" aria-hidden />
        <span className="hidden sm:inline">{t('likesYou')}</span>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open ? <LikesYouContent onChosen={() => setOpen(false)} /> : null}
      </Dialog>
    </>
  );
}

function LikesYouContent({ onChosen }: { onChosen: () => void }) {
  const { t } = useTranslation('discoverDialogs');
  return (
    <DialogContent title={t('likes.title')} description={t('likes.description')} className="sm:max-w-xl">
      <LikesYouPanel onChosen={onChosen} />
    </DialogContent>
  );
}

const needsPlan = (err: unknown) => err instanceof ApiError && err.status === 403 && err.code === 'plan_required';

function LikesYouPanel({ onChosen }: { onChosen: () => void }) {
  const { t, i18n } = useTranslation('discoverDialogs');
  const navigate = useNavigate();
  // Fresh on every opening: someone may have liked me since, or I may have answered someone.
  const likes = useQuery({
    queryKey: discoverKeys.likesYou,
    queryFn: getLikesYou,
    staleTime: 0,
    retry: (n, e) => !needsPlan(e) && n < 2,
  });

  if (likes.isPending) {
    return (
      <p className="mt-4 flex items-center gap-2 text-sm text-ink-soft">
        <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden />
        {t('loading')}
      </p>
    );
  }
  if (likes.isError)
    return needsPlan(likes.error) ? (
      <LikesYouTeaser />
    ) : (
      <p className="mt-4 text-sm text-danger">{t('likes.failed')}</p>
    );
  if (likes.data.likes.length === 0) {
    return <p className="mt-4 text-sm text-ink-soft">{t('likes.none')}</p>;
  }

  function choose(like: LikeOfMe) {
    onChosen();
    // The card opens on Discover with the usual Like and Pass buttons, as a search result does.
    void navigate(`/app?profile=${encodeURIComponent(like.profile.id)}`);
  }

  return (
    <ul className="-mx-2 mt-4 space-y-1" aria-label={t('likes.list')}>
      {likes.data.likes.map((like) => (
        <PersonRow
          key={like.profile.id}
          profile={like.profile}
          onChoose={() => choose(like)}
          tag={
            like.superLike ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-gold-100 px-2 py-0.5 text-xs font-medium text-forest-900">
                <Star className="h-3 w-3" aria-hidden />
                {t('likes.superLike')}
              </span>
            ) : null
          }
        >
          <span className="block truncate text-sm text-ink-soft">
            {t('likes.likedYou', { when: relativeTime(like.likedAt, undefined, t('likes.justNow'), i18n.language) })}
          </span>
        </PersonRow>
      ))}
    </ul>
  );
}

/** What a Free member sees: that the list exists and which plan opens it, never who is on it. */
function LikesYouTeaser() {
  const { t } = useTranslation('discoverDialogs');
  return (
    <section className="mt-4 flex flex-col items-center gap-3 rounded-3xl bg-sand-100 px-6 py-8 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-gold-100 text-forest-800">
        <Lock className="h-7 w-7" aria-hidden />
      </span>
      <h3 className="text-lg text-forest-800">{t('likes.teaserTitle')}</h3>
      <p className="text-sm text-ink-soft">{t('likes.teaserText')}</p>
      <Button asChild variant="accent">
        <Link to="/app/premium">{t('seePlans')}</Link>
      </Button>
    </section>
  );
}
