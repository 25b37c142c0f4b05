import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { AppLink } from '@/components/app-link.tsx';
import { ArrowRight, Menu, X } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { useTranslation } from 'react-i18next';

// Each label is the landing namespace's jumps.<id>.
const SECTION_JUMPS = ['culture', 'discover', 'collective', 'get-started'] as const;

/** Smoothly scrolls to a section (instantly when the visitor prefers reduced motion) and moves focus there. */
function jumpTo(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({
    behavior: reduce ? 'auto' : 'smooth',
    block: 'start',
  });
  // Let keyboard and screen-reader users continue from the section they jumped to.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

const itemClass =
  'flex w-full items-center justify-between rounded-2xl px-4 py-3 text-base font-medium text-ink hover:bg-sand-100 focus-visible:bg-sand-100';

/** The landing menu: a disclosure button and a panel (drop-down on every width). */
export function LandingMenu() {
  const { t } = useTranslation('landing');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const firstItemRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (!open) return;
    firstItemRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const onJump = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    setOpen(false);
    jumpTo(id);
  };

  return (
    <div
      ref={wrapperRef}
      onBlur={(event) => {
        // Close when keyboard focus leaves the button and the panel altogether.
        if (open && event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <Button
        ref={buttonRef}
        variant="outline"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="h-10 px-4"
      >
        {open ? <X className="h-5 w-5" aria-hidden /> : <Menu className="h-5 w-5" aria-hidden />}
        <span>{t('menu')}</span>
      </Button>

      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 border-b border-sand-200 bg-white px-4 pb-5 pt-3 shadow-xl sm:inset-x-auto sm:end-6 sm:mt-1 sm:w-80 sm:rounded-3xl sm:border"
      >
        <nav aria-label={t('menuNav')}>
          <p className="px-4 pb-1 text-sm font-medium text-ink-soft">{t('jumpTo')}</p>
          <ul className="space-y-1">
            {SECTION_JUMPS.map((id, index) => (
              <li key={id}>
                <a
                  ref={index === 0 ? firstItemRef : undefined}
                  href={`#${id}`}
                  onClick={(event) => onJump(event, id)}
                  className={itemClass}
                >
                  {t(`jumps.${id}`)}
                  <ArrowRight className="h-4 w-4 text-forest-600 rtl:-scale-x-100" aria-hidden />
                </a>
              </li>
            ))}
          </ul>
          <div className="mt-4 grid grid-cols-2 gap-3 border-t border-sand-200 pt-4">
            <AppLink to="/auth" onClick={() => setOpen(false)} className={cn(buttonVariants({ variant: 'outline' }))}>
              {t('signIn')}
            </AppLink>
            <AppLink
              to="/onboarding"
              onClick={() => setOpen(false)}
              className={cn(buttonVariants({ variant: 'primary' }))}
            >
              {t('joinNow')}
            </AppLink>
          </div>
        </nav>
      </div>
    </div>
  );
}
