import { Crown, Mail, ShieldCheck, Sparkles, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SiteFooter } from '@/components/site-footer.tsx';
import { APP_NAME, CONTACT_EMAIL, TAGLINE } from '@/lib/config.ts';
import { PageTopBar } from '@/components/page-top-bar.tsx';

const DIFFERENCES: { icon: LucideIcon; key: 'culture' | 'verification' | 'premium' | 'community' }[] = [
  { icon: Sparkles, key: 'culture' },
  { icon: ShieldCheck, key: 'verification' },
  { icon: Crown, key: 'premium' },
  { icon: Users, key: 'community' },
];

export default function AboutPage() {
  const { t } = useTranslation('about');
  return (
    <div className="flex min-h-dvh flex-col bg-sand-50">
      <PageTopBar />

      <main className="flex-1">
        <div className="relative overflow-hidden bg-forest-800 px-4 py-14 text-center text-white sm:px-6 md:py-20">
          <div
            aria-hidden
            className="absolute inset-0 opacity-25"
            style={{
              backgroundImage:
                'radial-gradient(circle at center, #f2b705 0 3px, transparent 4px), repeating-linear-gradient(45deg, transparent 0 22px, #2f7a47 22px 24px)',
              backgroundSize: '32px 32px, auto',
            }}
          />
          <div className="relative mx-auto max-w-2xl">
            <p className="text-sm font-bold uppercase tracking-widest text-gold-300">
              {t('eyebrow', { app: APP_NAME })}
            </p>
            <h1 className="mt-3 text-4xl sm:text-5xl">{TAGLINE}</h1>
            <p className="mt-5 text-lg text-forest-50">{t('lead', { app: APP_NAME })}</p>
          </div>
        </div>

        <div className="mx-auto max-w-4xl space-y-14 px-4 py-14 sm:px-6">
          <section aria-labelledby="mission-title">
            <h2 id="mission-title" className="text-3xl text-forest-800">
              {t('mission.title')}
            </h2>
            <div className="mt-4 space-y-4 text-lg leading-relaxed text-ink">
              <p>{t('mission.p1')}</p>
              <p>{t('mission.p2')}</p>
            </div>
          </section>

          <section aria-labelledby="different-title">
            <h2 id="different-title" className="text-3xl text-forest-800">
              {t('different.title')}
            </h2>
            <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2">
              {DIFFERENCES.map(({ icon: Icon, key }) => (
                <li key={key} className="flex gap-4 rounded-3xl border border-sand-200 bg-white p-5 shadow-sm">
                  <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl bg-forest-800 text-gold-400">
                    <Icon className="h-5 w-5" aria-hidden />
                  </span>
                  <span>
                    <span className="block font-display text-lg text-forest-800">{t(`different.${key}.title`)}</span>
                    <span className="mt-1 block text-ink-soft">{t(`different.${key}.text`)}</span>
                  </span>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="contact-title" className="rounded-3xl bg-sand-100 p-6 sm:p-8">
            <h2 id="contact-title" className="text-3xl text-forest-800">
              {t('contact.title')}
            </h2>
            <p className="mt-3 text-lg text-ink">{t('contact.text')}</p>
            <a
              href={`mailto:${CONTACT_EMAIL}`}
              className="mt-4 inline-flex items-center gap-2 rounded-full bg-forest-800 px-5 py-3 font-medium text-white hover:bg-forest-700"
            >
              <Mail className="h-5 w-5" aria-hidden />
              {CONTACT_EMAIL}
            </a>
          </section>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
