import { useRef, useState } from 'react';
import { DropdownMenu } from 'radix-ui';
import { Ban, EllipsisVertical, Flag, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';
import { BlockDialog } from './block-dialog.tsx';
import { ReportDialog } from './report-dialog.tsx';

/** A menu entry a screen adds before the safety actions (Unfriend, Unmatch). */
interface ExtraAction {
  label: string;
  icon?: LucideIcon;
  onSelect: () => void;
}

interface SafetyMenuProps {
  userId: string;
  displayName: string;
  /** Called after the person was blocked (or reported, which blocks too). */
  onBlocked?: () => void;
  actions?: ExtraAction[];
  className?: string;
}

const itemClass =
  'flex min-h-11 cursor-pointer select-none items-center gap-3 rounded-xl px-3 text-sm outline-none data-[highlighted]:bg-sand-100';

/** The "⋮" menu beside a person: Block and Report, the same everywhere a person appears. */
export function SafetyMenu({ userId, displayName, onBlocked, actions = [], className }: SafetyMenuProps) {
  const { t, i18n } = useTranslation('safety');
  const [dialog, setDialog] = useState<'block' | 'report' | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  // The menu item that opened the dialog has unmounted by the time it closes: hand focus back to the
  // menu button, not to the page's start.
  const refocus = (e: Event) => {
    e.preventDefault();
    trigger.current?.focus();
  };

  return (
    <>
      {/* Not modal: a modal menu handing over to a modal dialog can leave the page inert. */}
      <DropdownMenu.Root modal={false} dir={i18n.dir()}>
        <DropdownMenu.Trigger
          ref={trigger}
          aria-label={t('menu.more', { name: displayName })}
          className={cn(
            'inline-flex h-10 w-10 shrink-0 cursor-pointer items-center justify-center rounded-full text-ink-soft hover:bg-sand-100 hover:text-forest-800',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500 data-[state=open]:bg-sand-100',
            className,
          )}
        >
          <EllipsisVertical className="h-5 w-5" aria-hidden />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            className="z-40 min-w-52 rounded-2xl border border-sand-200 bg-white p-1.5 shadow-lg"
          >
            {actions.map(({ label, icon: Icon, onSelect }) => (
              <DropdownMenu.Item key={label} className={cn(itemClass, 'text-ink')} onSelect={onSelect}>
                {Icon ? <Icon className="h-4 w-4 text-ink-soft" aria-hidden /> : null}
                {label}
              </DropdownMenu.Item>
            ))}
            {actions.length > 0 ? <DropdownMenu.Separator className="my-1 h-px bg-sand-200" /> : null}
            <DropdownMenu.Item className={cn(itemClass, 'text-danger')} onSelect={() => setDialog('block')}>
              <Ban className="h-4 w-4" aria-hidden />
              {t('menu.block', { name: displayName })}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={cn(itemClass, 'text-danger')} onSelect={() => setDialog('report')}>
              <Flag className="h-4 w-4" aria-hidden />
              {t('menu.report', { name: displayName })}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <BlockDialog
        userId={userId}
        displayName={displayName}
        open={dialog === 'block'}
        onOpenChange={(open) => setDialog(open ? 'block' : null)}
        onBlocked={onBlocked}
        onCloseAutoFocus={refocus}
      />
      <ReportDialog
        userId={userId}
        displayName={displayName}
        open={dialog === 'report'}
        onOpenChange={(open) => setDialog(open ? 'report' : null)}
        onBlocked={onBlocked}
        onCloseAutoFocus={refocus}
      />
    </>
  );
}
