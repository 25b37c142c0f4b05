import { AppLink } from '@/components/app-link.tsx';
import { ArrowRight } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button.tsx';
import { APP_NAME } from '@/lib/config.ts';
import { cn } from '@/lib/cn.ts';
import { LatticeBackdrop } from './patterns.tsx';
import { useTranslation } from 'react-i18next';

export function GetStarted() {
  const { t } = useTranslation('landing');
  return (
    <section
      id="get-started"
      aria-labelledby="get-started-title"
      className="scroll-mt-16 focus:outline-none bg-sand-100 px-4 py-16 sm:px-6 md:py-24"
    >
      <div className="relative mx-auto max-w-4xl overflow-hidden rounded-[2rem] bg-forest-800 px-6 py-12 text-center text-white shadow-xl sm:px-12">
        <LatticeBackdrop className="text-forest-600 opacity-30" />
        <div className="relative">
          <h2 id="get-started-title" className="text-3xl sm:text-4xl">
            {t('getStarted.title')}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-forest-50">{t('getStarted.text', { app: APP_NAME })}</p>
          <AppLink
            to="/onboarding"
            className={cn(buttonVariants({ variant: 'accent', size: 'lg' }), 'mt-8 w-full sm:w-auto')}
          >
            {t('getStarted.cta')}
            <ArrowRight className="h-5 w-5 rtl:-scale-x-100" aria-hidden />
          </AppLink>
        </div>
      </div>
    </section>
  );
}
