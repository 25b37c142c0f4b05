import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TOKEN_PACK_IDS, TOKEN_PACKS } from '@sankofa/contracts/constants';
import type { TokenPackId } from '@sankofa/contracts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { formatCount, formatUsd } from './money.ts';
import { useStartCheckout } from './use-start-checkout.ts';

/** The bonus note's share, 'n% bonus' in the contracts, read as a number so it is written the local way. */
const bonusShare = (note: string | undefined) => (note ? Number(/(\d+)%/.exec(note)?.[1]) / 100 : null);

/** The pack chooser behind 'Buy Tokens': one pack, one checkout. */
export function TokenPackDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t, i18n } = useTranslation('premium');
  const checkout = useStartCheckout();
  const buying = checkout.isPending || checkout.isSuccess;
  const buy = (packId: TokenPackId) => checkout.mutate({ kind: 'tokens', packId });
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  return (
    <Dialog open={open} onOpenChange={(next) => !buying && onOpenChange(next)}>
      <DialogContent title={t('tokens.title')} description={t('tokens.description')}>
        <ul className="mt-5 space-y-3">
          {TOKEN_PACK_IDS.map((id) => {
            const pack = TOKEN_PACKS[id];
            const n = formatCount(pack.tokens);
            const price = formatUsd(pack.priceCents);
            const bonus = bonusShare(pack.note);
            return (
              <li key={id} className="flex items-center justify-between gap-3 rounded-2xl border border-sand-200 p-4">
                <div className="flex items-center gap-3">
                  <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-gold-400 text-forest-900">
                    <Coins className="h-5 w-5" aria-hidden />
                  </span>
                  <div>
                    <p className="font-medium text-ink">
                      {t('tokens.count', { count: pack.tokens, n })}{' '}
                      <span className="text-sm text-ink-soft">· {t(`tokens.packs.${id}`)}</span>
                    </p>
                    {bonus ? (
                      <p className="text-sm text-forest-700">{t('tokens.bonus', { percent: percent.format(bonus) })}</p>
                    ) : null}
                  </div>
                </div>
                <Button
                  variant="accent"
                  size="sm"
                  disabled={buying}
                  onClick={() => buy(id)}
                  aria-label={t('tokens.buy', { count: pack.tokens, n, price })}
                >
                  {price}
                </Button>
              </li>
            );
          })}
        </ul>
        <p className="mt-4 text-xs text-ink-soft">{t('tokens.note')}</p>
      </DialogContent>
    </Dialog>
  );
}
