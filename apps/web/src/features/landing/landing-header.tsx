import { APP_NAME, TAGLINE } from '@/lib/config.ts';
import { LandingMenu } from './landing-menu.tsx';
import { LogoMark } from './patterns.tsx';
import { LanguageSwitcher } from '@/components/language-switcher.tsx';

export function LandingHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-sand-200 bg-sand-50/95 backdrop-blur">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <div className="flex min-w-0 items-center gap-3">
          <LogoMark className="h-10 w-10 shrink-0" />
          <div className="min-w-0 leading-tight">
            <p className="truncate font-display text-xl text-forest-800">{APP_NAME}</p>
            <p className="truncate text-xs font-medium text-ink-soft">{TAGLINE}</p>
          </div>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          {/* Phones get the short form, so the product name keeps its room. */}
          <div className="sm:hidden">
            <LanguageSwitcher compact />
          </div>
          <div className="hidden sm:block">
            <LanguageSwitcher />
          </div>
          <LandingMenu />
        </div>
      </div>
    </header>
  );
}
