import type { PublicProfile } from '@sankofa/contracts';
import { useState } from 'react';
import { ReportDialog, SafetyMenu } from '@/features/safety';
import { ProfileCard } from './profile-card.tsx';
import { FirstMessageDialog } from '../match/first-message-dialog.tsx';
import { ProfileDialog } from '../people/profile-dialog.tsx';
import { SwipeActionBar } from './swipe-action-bar.tsx';
import type { useCardInteractions } from './use-card-interactions.ts';
import { useSwipeKeys } from './use-swipe-keys.ts';

interface CardStageProps {
  profile: PublicProfile;
  actions: ReturnType<typeof useCardInteractions>;
  onBlocked: () => void;
  onUndo?: () => void;
  canUndo?: boolean;
  undoing?: boolean;
}

/** The card on screen, its action bar right under it and its profile dialog. */
export function CardStage({ profile, actions: a, onBlocked, onUndo, canUndo, undoing = false }: CardStageProps) {
  const busy = a.busy || undoing;
  const [reportingPhoto, setReportingPhoto] = useState<string | null>(null);
  useSwipeKeys((action) => void a.swipe(profile, action), !a.match && !a.detailFor && !busy);
  const menu = (inDialog: boolean) =>
    profile.isDemo ? undefined : (
      <SafetyMenu
        userId={profile.id}
        displayName={profile.displayName}
        onBlocked={() => {
          if (inDialog) a.closeDetail();
          onBlocked();
        }}
      />
    );

  return (
    <>
      <ProfileCard
        key={profile.id}
        profile={profile}
        exit={a.exit}
        reducedMotion={a.reducedMotion}
        onOpen={() => a.openDetail(profile)}
        onMessage={() => a.message(profile)}
        onDragSwipe={(action) => void a.swipe(profile, action)}
        menu={menu(false)}
      />
      {/* In the page's flow under the card, never over it; the card is sized so both fit (styles.css). */}
      <div className="mt-2 md:mt-4">
        <SwipeActionBar
          onSwipe={(action) => void a.swipe(profile, action)}
          onBoost={a.boost.start}
          boostCountdown={a.boost.countdown}
          boostStarting={a.boost.starting}
          onUndo={onUndo}
          canUndo={canUndo}
          busy={busy}
        />
      </div>
      <ProfileDialog
        profile={a.detailFor}
        onClose={a.closeDetail}
        onSwipe={(action) => a.detailFor && void a.swipe(a.detailFor, action)}
        onMessage={() => a.detailFor && a.message(a.detailFor)}
        busy={busy}
        menu={a.detailFor ? menu(true) : undefined}
        onReportPhoto={a.detailFor && !a.detailFor.isDemo ? setReportingPhoto : undefined}
      />
      {a.detailFor && !a.detailFor.isDemo ? (
        <ReportDialog
          userId={a.detailFor.id}
          displayName={a.detailFor.displayName}
          content={reportingPhoto ? { kind: 'photo', id: reportingPhoto } : undefined}
          open={reportingPhoto !== null}
          onOpenChange={(open) => !open && setReportingPhoto(null)}
          onBlocked={() => {
            a.closeDetail();
            onBlocked();
          }}
        />
      ) : null}
      <FirstMessageDialog
        profile={a.messageFirst.writingTo}
        onClose={a.messageFirst.close}
        onSent={a.messageFirst.sent}
      />
    </>
  );
}
