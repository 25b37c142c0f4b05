import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { APP_NAME, TAGLINE } from '@/lib/config.ts';
import { BackButton } from '@/components/ui/back-button.tsx';
import { LanguageSwitcher } from '@/components/language-switcher.tsx';

/** The frame of every account page: brand, back, a card with the form. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-gradient-to-b from-forest-800 via-forest-700 to-sand-100">
      <header className="mx-auto flex max-w-lg items-center justify-between px-4 pt-4">
        <BackButton onDark />
        <LanguageSwitcher onDark compact className="ms-auto me-3" />
        <Link to="/" className="text-end text-white">
          <span className="block font-display text-xl">{APP_NAME}</span>
          <span className="block text-xs text-gold-300">{TAGLINE}</span>
        </Link>
      </header>
      <main className="mx-auto max-w-lg px-4 pb-12 pt-6">
        <div className="rounded-3xl bg-white p-6 shadow-xl sm:p-8">
          <h1 className="font-display text-3xl text-forest-800">{title}</h1>
          {subtitle && <p className="mt-2 text-ink-soft">{subtitle}</p>}
          <div className="mt-6">{children}</div>
        </div>
      </main>
    </div>
  );
}
