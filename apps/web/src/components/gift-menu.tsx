import { DropdownMenu } from 'radix-ui';
import { Flower2, Gem, Gift, Heart, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { GIFT_CATALOGUE, GIFT_TYPES } from '@sankofa/contracts/constants';
import type { GiftType } from '@sankofa/contracts';
import { cn } from '@/lib/cn.ts';

export const GIFT_ICONS: Record<GiftType, LucideIcon> = { rose: Flower2, heart: Heart, diamond: Gem };

/** The round icon buttons beside a chat's text box (heart, gifts). */
export const composerIconButton =
  'inline-flex h-11 w-11 shrink-0 cursor-pointer items-center justify-center rounded-full text-terracotta-600 hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500 disabled:cursor-not-allowed disabled:opacity-60';

interface GiftMenuProps {
  /** The trigger's accessible name, e.g. 'Send Ama a gift'. */
  label: string;
  /** The sender's tokens, shown above the gifts; read by the caller so it is there when the menu opens. */
  balance: number | undefined;
  onSend: (gift: GiftType) => void;
}

/** The three gifts with their prices (chat and live streams); choosing one sends it. */
export function GiftMenu({ label, balance, onSend }: GiftMenuProps) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger aria-label={label} className={cn(composerIconButton, 'data-[state=open]:bg-sand-100')}>
        <Gift className="h-5 w-5" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side="top"
          align="start"
          sideOffset={8}
          className="z-40 min-w-56 rounded-2xl border border-sand-200 bg-white p-1.5 shadow-lg"
        >
          {balance === undefined ? null : (
            <DropdownMenu.Label className="px-3 pb-1 pt-1.5 text-xs text-ink-soft">
              {t('gifts.balance', { count: balance, n: number.format(balance) })}
            </DropdownMenu.Label>
          )}
          {GIFT_TYPES.map((type) => {
            const Icon = GIFT_ICONS[type];
            const gift = GIFT_CATALOGUE[type];
            return (
              <DropdownMenu.Item
                key={type}
                onSelect={() => onSend(type)}
                className="flex min-h-11 cursor-pointer select-none items-center gap-3 rounded-xl px-3 text-sm text-ink outline-none data-[highlighted]:bg-sand-100"
              >
                <Icon className="h-4 w-4 text-terracotta-600" aria-hidden />
                <span className="font-medium">{t(`gifts.names.${type}`)}</span>
                <span className="ms-auto text-ink-soft">
                  {t('gifts.cost', { count: gift.cost, n: number.format(gift.cost) })}
                </span>
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
