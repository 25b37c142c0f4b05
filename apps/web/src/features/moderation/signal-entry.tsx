import { useState } from 'react';
import type { ModSignal } from '@sankofa/contracts';
import { SIGNAL_KIND_LABELS, SIGNAL_SOURCE_LABELS } from '@sankofa/contracts/constants';
import { Button } from '@/components/ui/button.tsx';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const percent = (n: number) => `${Math.round(n * 100)}%`;

/** A held photo stays blurred until the moderator chooses to look: it is likely explicit. */
function HeldPhoto({ url }: { url: string }) {
  const [shown, setShown] = useState(false);
  return (
    <div className="flex items-end gap-2">
      <img src={url} alt="The photo the nudity check held" className={`h-40 w-40 rounded-2xl bg-sand-100 object-cover ${shown ? '' : 'blur-xl'}`} />
      <Button size="sm" variant="outline" onClick={() => setShown((s) => !s)} aria-pressed={shown}>
        {shown ? 'Blur photo' : 'Show photo'}
      </Button>
    </div>
  );
}

/** One automatic signal: what raised it, when, and what it saw (scores, kinds of detail, the photo or bio). */
export function SignalEntry({ s }: { s: ModSignal }) {
  const e = s.evidence;
  const scores = e.scores ? Object.entries(e.scores).sort(([, a], [, b]) => b - a) : [];
  return (
    <li className="rounded-2xl border border-sand-200 p-3 text-sm">
      <p className="font-semibold text-forest-800">{SIGNAL_KIND_LABELS[s.kind]}</p>
      <p className="text-xs text-ink-soft">
        {when(s.createdAt)} · raised by: {SIGNAL_SOURCE_LABELS[s.kind]}
      </p>
      <div className="mt-2 space-y-1 rounded-xl bg-sand-50 p-2">
        <p className="text-xs font-medium text-ink-soft">What it saw</p>
        {scores.length > 0 ? <p className="text-ink">Scores: {scores.map(([k, v]) => `${k} ${percent(v)}`).join(', ')}</p> : null}
        {e.handleKinds.length > 0 ? (
          <p className="text-ink">
            Shared: {e.handleKinds.join(', ')}
            {e.place ? ` in ${e.place === 'bio' ? 'their bio' : 'early messages'}` : ''}
            {e.shares !== null ? ` · ${e.shares} confirmed shares within 7 days` : ''}
          </p>
        ) : null}
        {e.bio ? <p className="break-words text-ink">Bio now: {e.bio}</p> : null}
        {e.photoUrl ? (
          <>
            <p className="text-ink">{e.photoHeld ? 'Held: only its owner sees it.' : 'Published.'}</p>
            <HeldPhoto url={e.photoUrl} />
          </>
        ) : s.kind === 'nudity_suspected' ? (
          <p className="text-ink-soft">The photo has been deleted.</p>
        ) : null}
      </div>
    </li>
  );
}
