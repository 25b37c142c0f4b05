import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModSignal } from '@sankofa/contracts';
import { Button } from '@/components/ui/button.tsx';
import { handleKindLabel, joined, signalLabel, sourceLabel, when } from './mod-labels.ts';
import { ownWords } from './own-words.tsx';

/** A held photo stays blurred until the moderator chooses to look: it is likely explicit. */
function HeldPhoto({ url }: { url: string }) {
  const { t } = useTranslation('mod');
  const [shown, setShown] = useState(false);
  return (
    <div className="flex items-end gap-2">
      <img
        src={url}
        alt={t('signal.heldAlt')}
        className={`h-40 w-40 rounded-2xl bg-sand-100 object-cover ${shown ? '' : 'blur-xl'}`}
      />
      <Button size="sm" variant="outline" onClick={() => setShown((s) => !s)} aria-pressed={shown}>
        {shown ? t('signal.blur') : t('signal.show')}
      </Button>
    </div>
  );
}

/** One automatic signal: what raised it, when, and what it saw (scores, kinds of detail, the photo or bio). */
export function SignalEntry({ s }: { s: ModSignal }) {
  const { t, i18n } = useTranslation('mod');
  const e = s.evidence;
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  const scores = e.scores ? Object.entries(e.scores).sort(([, a], [, b]) => b - a) : [];
  return (
    <li className="rounded-2xl border border-sand-200 p-3 text-sm">
      <p className="font-semibold text-forest-800">{signalLabel(s.kind)}</p>
      <p className="text-xs text-ink-soft">
        {t('signal.raisedBy', { when: when(s.createdAt), source: sourceLabel(s.kind) })}
      </p>
      <div className="mt-2 space-y-1 rounded-xl bg-sand-50 p-2">
        <p className="text-xs font-medium text-ink-soft">{t('signal.whatItSaw')}</p>
        {scores.length > 0 ? (
          <p className="text-ink">
            {t('signal.scores', { scores: joined(scores.map(([k, v]) => `${k} ${percent.format(v)}`)) })}
          </p>
        ) : null}
        {e.handleKinds.length > 0 ? (
          <p className="text-ink">
            {t('signal.shared', { kinds: joined(e.handleKinds.map(handleKindLabel)) })}
            {e.place ? t(e.place === 'bio' ? 'signal.inBio' : 'signal.inMessages') : ''}
            {e.shares !== null ? t('signal.shares', { count: e.shares }) : ''}
          </p>
        ) : null}
        {e.bio ? <p className="break-words text-ink">{ownWords((bio) => t('signal.bioNow', { bio }), e.bio)}</p> : null}
        {e.photoUrl ? (
          <>
            <p className="text-ink">{e.photoHeld ? t('signal.held') : t('signal.published')}</p>
            <HeldPhoto url={e.photoUrl} />
          </>
        ) : s.kind === 'nudity_suspected' ? (
          <p className="text-ink-soft">{t('signal.deleted')}</p>
        ) : null}
      </div>
    </li>
  );
}
