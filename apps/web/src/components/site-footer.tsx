import type { ReactNode } from 'react';
import { AppLink } from '@/components/app-link.tsx';
import { Facebook, Instagram, Linkedin, Twitter, type LucideIcon } from 'lucide-react';
import { NewsletterForm } from './newsletter-form.tsx';
import { APP_NAME, TAGLINE } from '@/lib/config.ts';
import { useTranslation } from 'react-i18next';
import { richText } from '@/lib/i18n/rich-text.tsx';

const SOCIALS: { label: string; icon: LucideIcon }[] = [
  { label: 'Instagram', icon: Instagram },
  { label: 'Facebook', icon: Facebook },
  { label: 'Twitter', icon: Twitter },
  { label: 'LinkedIn', icon: Linkedin },
];

const linkClass = 'rounded text-forest-50 underline-offset-4 hover:text-gold-300 hover:underline';
const inlineLinkClass = 'font-medium text-gold-300 underline underline-offset-2 hover:text-gold-100';

/** A placeholder that goes nowhere yet: a disabled-looking button, not a fake link. */
function ComingSoon({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-disabled="true"
      title={t('footer.comingSoon')}
      onClick={(event) => event.preventDefault()}
      className="inline-flex cursor-not-allowed items-center gap-2 rounded text-forest-200"
    >
      {children}
      <span
        aria-hidden
        className="rounded-full border border-forest-500 px-2 py-0.5 text-[0.7rem] uppercase tracking-wide"
      >
        {t('footer.soon')}
      </span>
    </button>
  );
}

function ColumnTitle({ children }: { children: ReactNode }) {
  return <p className="font-display text-lg text-white">{children}</p>;
}

export function SiteFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-forest-900 text-forest-50">
      <div
        aria-hidden
        className="h-3 bg-[repeating-linear-gradient(90deg,#f2b705_0_24px,#0b3d1e_24px_30px,#c65a1e_30px_46px,#1f1a14_46px_50px,#f2b705_50px_56px,#0b3d1e_56px_64px)]"
      />
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.3fr_1fr_1fr_1.6fr]">
        <div className="col-span-2 lg:col-span-1">
          <p className="font-display text-2xl text-white">{APP_NAME}</p>
          <p className="mt-1 font-medium text-gold-300">{TAGLINE}</p>
          <p className="mt-3 max-w-xs text-sm text-forest-100">{t('footer.about')}</p>
          <ul className="mt-5 flex gap-3" aria-label={t('footer.social')}>
            {SOCIALS.map(({ label, icon: Icon }) => (
              <li key={label}>
                <button
                  type="button"
                  aria-disabled="true"
                  aria-label={label}
                  title={t('footer.comingSoon')}
                  onClick={(event) => event.preventDefault()}
                  className="flex h-10 w-10 cursor-not-allowed items-center justify-center rounded-full border border-forest-600 text-forest-200"
                >
                  <Icon className="h-5 w-5" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-forest-200">{t('footer.socialSoon')}</p>
        </div>

        <nav aria-label={t('footer.company')}>
          <ColumnTitle>{t('footer.company')}</ColumnTitle>
          <ul className="mt-3 space-y-2">
            <li>
              <AppLink to="/about" className={linkClass}>
                {t('footer.aboutLink')}
              </AppLink>
            </li>
            <li>
              <ComingSoon>{t('footer.faqs')}</ComingSoon>
            </li>
            <li>
              <ComingSoon>{t('footer.support')}</ComingSoon>
            </li>
          </ul>
        </nav>

        <nav aria-label={t('footer.legal')}>
          <ColumnTitle>{t('footer.legal')}</ColumnTitle>
          <ul className="mt-3 space-y-2">
            <li>
              <AppLink to="/privacy" className={linkClass}>
                {t('footer.privacy')}
              </AppLink>
            </li>
            <li>
              <AppLink to="/terms" className={linkClass}>
                {t('footer.terms')}
              </AppLink>
            </li>
            <li>
              <AppLink to="/cookies" className={linkClass}>
                {t('footer.cookies')}
              </AppLink>
            </li>
          </ul>
        </nav>

        <div className="col-span-2 lg:col-span-1">
          <ColumnTitle>{t('footer.digest')}</ColumnTitle>
          <p className="mb-3 mt-1 text-sm text-forest-100">{t('footer.digestText')}</p>
          <NewsletterForm />
        </div>
      </div>

      <div className="border-t border-forest-700">
        <div className="mx-auto max-w-6xl space-y-2 px-4 py-6 text-sm text-forest-100 sm:px-6">
          <p>
            {richText(t('footer.agree'), {
              terms: (text) => (
                <AppLink to="/terms" className={inlineLinkClass}>
                  {text}
                </AppLink>
              ),
              privacy: (text) => (
                <AppLink to="/privacy" className={inlineLinkClass}>
                  {text}
                </AppLink>
              ),
              cookies: (text) => (
                <AppLink to="/cookies" className={inlineLinkClass}>
                  {text}
                </AppLink>
              ),
            })}
          </p>
          <p>{t('footer.rights', { year, app: APP_NAME })}</p>
        </div>
      </div>
    </footer>
  );
}
