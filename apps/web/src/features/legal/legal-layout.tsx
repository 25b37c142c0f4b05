import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Languages } from 'lucide-react';
import { SiteFooter } from '@/components/site-footer.tsx';
import { PageTopBar } from '@/components/page-top-bar.tsx';
import { richText } from '@/lib/i18n/rich-text.tsx';
import { loose, NAMES, SectionBody, type LegalDoc, type LooseT, type SectionSpec } from './legal-text.tsx';

/** Today's date in the document's language, e.g. 'November 21, 2026', computed at render time. */
function today(locale: string) {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    label: new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(now),
    iso: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
  };
}

interface DocProps {
  doc: LegalDoc;
  sections: SectionSpec[];
}

/**
 * The note a reader in another language sees: the English text governs, and here it is. On the
 * English text itself (`?lang=en`), the way back to the translation. Written in the reader's language.
 */
function GoverningNote({ english }: { english: boolean }) {
  const { t } = useTranslation('legal');
  const { pathname } = useLocation();
  const link = (to: string) => (chunk: string) => (
    <Link to={to} replace className="font-medium text-forest-700 underline">
      {chunk}
    </Link>
  );
  return (
    <div
      role="note"
      className="mt-4 flex items-start gap-3 rounded-2xl border border-gold-400 bg-gold-100/60 p-4 text-sm text-ink"
    >
      <Languages className="mt-0.5 h-5 w-5 shrink-0 text-forest-700" aria-hidden />
      <p>
        {english
          ? richText(t('readingEnglish'), { back: link(pathname) })
          : richText(t('governs'), {
              english: (chunk) => (
                <Link
                  to={`${pathname}?lang=en`}
                  replace
                  hrefLang="en"
                  className="font-medium text-forest-700 underline"
                >
                  {chunk}
                </Link>
              ),
            })}
      </p>
    </div>
  );
}

/** The document itself, in the language `t` speaks. */
function LegalDocument({
  t,
  locale,
  doc,
  sections,
  note,
}: DocProps & { t: LooseT; locale: string; note: React.ReactNode }) {
  const updated = today(locale);
  return (
    <article className="mx-auto max-w-3xl">
      <h1 className="text-4xl text-forest-800 sm:text-5xl">{t(`${doc}.title`)}</h1>
      <p className="mt-3 text-sm font-medium text-ink-soft">
        {richText(t('lastUpdated', { date: updated.label }), {
          time: (chunk) => <time dateTime={updated.iso}>{chunk}</time>,
        })}
      </p>
      {note}
      <div className="mt-6 rounded-3xl border border-sand-200 bg-white p-5 text-ink-soft sm:p-6">
        <p>{t(`${doc}.intro`, NAMES)}</p>
      </div>

      <nav aria-label={t('onThisPage')} className="mt-8">
        <p className="font-medium text-ink">{t('onThisPage')}</p>
        <ol className="mt-2 space-y-1 text-sm sm:columns-2 sm:gap-x-6">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                onClick={(event) => {
                  // Scroll without adding history entries, so Back still leaves the page.
                  event.preventDefault();
                  const target = document.getElementById(section.id);
                  target?.scrollIntoView({ behavior: 'smooth' });
                  target?.focus({ preventScroll: true });
                }}
                className="text-forest-700 underline-offset-2 hover:underline"
              >
                {index + 1}. {t(`${doc}.${section.id}.title`)}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-10 space-y-10">
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            tabIndex={-1}
            className="scroll-mt-6 focus:outline-none"
          >
            <h2 id={`${section.id}-title`} className="text-2xl text-forest-800">
              <span aria-hidden>{index + 1}. </span>
              {t(`${doc}.${section.id}.title`)}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-ink [&_a]:font-medium [&_a]:text-forest-700 [&_a]:underline [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:ps-6">
              <SectionBody t={t} doc={doc} spec={section} />
            </div>
          </section>
        ))}
      </div>
    </article>
  );
}

/** The English text, which governs, for a reader whose app is in another language. */
function EnglishDocument(props: DocProps) {
  const { t } = useTranslation('legal', { lng: 'en' });
  return (
    <div lang="en" dir="ltr">
      <LegalDocument {...props} t={loose(t)} locale="en" note={null} />
    </div>
  );
}

/**
 * Shared frame of the Terms, Privacy and Cookies pages: back button, title, date, numbered sections.
 * In a language other than English the text is a translation, and a note says the English governs.
 */
export function LegalLayout(props: DocProps) {
  const { t, i18n } = useTranslation('legal');
  const [params] = useSearchParams();
  const translated = i18n.language !== 'en';
  const english = translated && params.get('lang') === 'en';
  return (
    <div className="flex min-h-dvh flex-col bg-sand-50">
      <PageTopBar width="max-w-3xl" />
      <main className="flex-1 px-4 py-10 sm:px-6 md:py-14">
        {english ? (
          <>
            <div className="mx-auto mb-8 max-w-3xl">
              <GoverningNote english />
            </div>
            <EnglishDocument {...props} />
          </>
        ) : (
          <LegalDocument
            {...props}
            t={loose(t)}
            locale={i18n.language}
            note={translated ? <GoverningNote english={false} /> : null}
          />
        )}
      </main>
      <SiteFooter />
    </div>
  );
}
