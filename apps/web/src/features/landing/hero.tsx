import { AppLink } from '@/components/app-link.tsx';
import { Sparkles } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button.tsx';
import { APP_NAME } from '@/lib/config.ts';
import { cn } from '@/lib/cn.ts';
import { HeartEmblem, KenteBand, LatticeBackdrop } from './patterns.tsx';
import { useTranslation } from 'react-i18next';

export function Hero() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-forest-800 text-white">
      <LatticeBackdrop className="text-forest-600 opacity-40" />
      <div className="relative mx-auto grid max-w-6xl grid-cols-1 items-center gap-10 px-4 pb-14 pt-10 sm:px-6 md:grid-cols-[1.2fr_1fr] md:pb-20 md:pt-16">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-forest-900/70 px-3 py-1 text-sm font-medium text-gold-300">
            <Sparkles className="h-4 w-4" aria-hidden />
            {t('hero.eyebrow')}
          </p>
          {/* Two fixed lines that fit the fallback font too, so the web font swap causes no layout shift. */}
          <h1 id="hero-title" className="mt-5 text-4xl leading-tight sm:text-5xl lg:text-6xl">
            <span className="block">{t('hero.line1')}</span>
            <span className="block text-gold-400">{t('hero.line2')}</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-forest-50">{t('hero.text', { app: APP_NAME })}</p>
          <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center">
            <AppLink
              to="/onboarding"
              className={cn(buttonVariants({ variant: 'accent', size: 'lg' }), 'w-full sm:w-auto')}
            >
              {t('hero.create')}
            </AppLink>
            <AppLink
              to="/auth"
              className="text-center font-medium text-white underline decoration-gold-400 decoration-2 underline-offset-4 hover:text-gold-300"
            >
              {t('hero.logIn')}
            </AppLink>
          </div>
        </div>
        <div className="mx-auto w-48 sm:w-64 md:w-80">
          <HeartEmblem className="aspect-square h-auto w-full drop-shadow-2xl" />
        </div>
      </div>
      <KenteBand className="h-4" />
    </section>
  );
}
