import { Coins } from 'lucide-react';
import { TOKEN_PACK_IDS, TOKEN_PACKS } from '@sankofa/contracts/constants';
import { formatPrice, type TokenPackId } from '@sankofa/contracts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { useStartCheckout } from './use-start-checkout.ts';

/** The pack chooser behind 'Buy Tokens': one pack, one checkout. */
export function TokenPackDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const checkout = useStartCheckout();
  const buying = checkout.isPending || checkout.isSuccess;
  const buy = (packId: TokenPackId) => checkout.mutate({ kind: 'tokens', packId });
  return (
    <Dialog open={open} onOpenChange={(next) => !buying && onOpenChange(next)}>
      <DialogContent title="Buy Tokens" description="Tokens pay for gifts in chats and live streams. Choose a pack.">
        <ul className="mt-5 space-y-3">
          {TOKEN_PACK_IDS.map((id) => {
            const pack = TOKEN_PACKS[id];
            return (
              <li key={id} className="flex items-center justify-between gap-3 rounded-2xl border border-sand-200 p-4">
                <div className="flex items-center gap-3">
                  <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-gold-400 text-forest-900">
                    <Coins className="h-5 w-5" aria-hidden />
                  </span>
                  <div>
                    <p className="font-medium text-ink">
                      {pack.tokens.toLocaleString('en-US')} tokens{' '}
                      <span className="text-sm text-ink-soft">· {pack.name}</span>
                    </p>
                    {pack.note ? <p className="text-sm text-forest-700">{pack.note}</p> : null}
                  </div>
                </div>
                <Button
                  variant="accent"
                  size="sm"
                  disabled={buying}
                  onClick={() => buy(id)}
                  aria-label={`Buy ${pack.tokens} tokens for ${formatPrice(pack.priceCents)}`}
                >
                  {formatPrice(pack.priceCents)}
                </Button>
              </li>
            );
          })}
        </ul>
        <p className="mt-4 text-xs text-ink-soft">
          Prices in US dollars. Tokens are added once the payment is confirmed.
        </p>
      </DialogContent>
    </Dialog>
  );
}
