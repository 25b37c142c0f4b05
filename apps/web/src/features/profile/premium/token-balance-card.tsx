import { useState } from 'react';
import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { GIFT_ICONS } from '@/components/gift-menu.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { GIFT_PRICES } from '../overview/labels.ts';
import { TokenPackDialog } from '@/features/payments';

export function TokenBalanceCard({ balance }: { balance: number }) {
  const { t, i18n } = useTranslation('profile');
  const number = new Intl.NumberFormat(i18n.language);
  const [choosing, setChoosing] = useState(false);
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-4">
          <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-gold-400 text-forest-900">
            <Coins className="h-6 w-6" aria-hidden />
          </span>
          <div>
            <h2 className="text-xl text-forest-800">{t('tokens.title')}</h2>
            <p className="text-ink-soft">
              <span className="font-display text-3xl text-forest-800" data-testid="token-balance">
                {number.format(balance)}
              </span>{' '}
              {t('tokens.available')}
            </p>
          </div>
        </div>
        <Button variant="accent" onClick={() => setChoosing(true)}>
          {t('tokens.buy')}
        </Button>
        <TokenPackDialog open={choosing} onOpenChange={setChoosing} />
      </div>
      <h3 className="mt-5 font-sans text-sm font-medium text-ink">{t('tokens.giftPrices')}</h3>
      <ul className="mt-2 grid grid-cols-3 gap-2">
        {GIFT_PRICES.map((gift) => {
          const Icon = GIFT_ICONS[gift.id];
          return (
            <li key={gift.id} className="flex flex-col items-center rounded-2xl bg-sand-100 px-2 py-3 text-center">
              <Icon className="h-5 w-5 text-terracotta-600" aria-hidden />
              <span className="mt-1 text-sm font-medium text-ink">{t(`tokens.gifts.${gift.id}`)}</span>
              <span className="text-sm text-ink-soft">{t('tokens.price', { count: gift.tokens })}</span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
