import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/site-footer.tsx';
import { PageTopBar } from '@/components/page-top-bar.tsx';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

function slug(text: string) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');
}

/** Today's date, e.g. 'November 21, 2026', computed at render time. */
function today() {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    label: new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(now),
    iso: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
  };
}

/** Shared frame of the Terms, Privacy and Cookies pages: back button, title, date, numbered sections. */
export function LegalLayout(props: { title: string; intro: ReactNode; sections: LegalSection[] }) {
  const updated = today();
  return (
    <div className="flex min-h-dvh flex-col bg-sand-50">
      <PageTopBar width="max-w-3xl" />
      <main className="flex-1 px-4 py-10 sm:px-6 md:py-14">
        <article className="mx-auto max-w-3xl">
          <h1 className="text-4xl text-forest-800 sm:text-5xl">{props.title}</h1>
          <p className="mt-3 text-sm font-medium text-ink-soft">
            Last updated: <time dateTime={updated.iso}>{updated.label}</time>
          </p>
          <div className="mt-6 rounded-3xl border border-sand-200 bg-white p-5 text-ink-soft sm:p-6">{props.intro}</div>

          <nav aria-label="On this page" className="mt-8">
            <p className="font-medium text-ink">On this page</p>
            <ol className="mt-2 space-y-1 text-sm sm:columns-2 sm:gap-x-6">
              {props.sections.map((section, index) => (
                <li key={section.title}>
                  <a
                    href={`#${slug(section.title)}`}
                    onClick={(event) => {
                      // Scroll without adding history entries, so Back still leaves the page.
                      event.preventDefault();
                      const target = document.getElementById(slug(section.title));
                      target?.scrollIntoView({ behavior: 'smooth' });
                      target?.focus({ preventScroll: true });
                    }}
                    className="text-forest-700 underline-offset-2 hover:underline"
                  >
                    {index + 1}. {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>

          <div className="mt-10 space-y-10">
            {props.sections.map((section, index) => (
              <section
                key={section.title}
                id={slug(section.title)}
                aria-labelledby={`${slug(section.title)}-title`}
                tabIndex={-1}
                className="scroll-mt-6 focus:outline-none"
              >
                <h2 id={`${slug(section.title)}-title`} className="text-2xl text-forest-800">
                  <span aria-hidden>{index + 1}. </span>
                  {section.title}
                </h2>
                <div className="mt-3 space-y-3 leading-relaxed text-ink [&_a]:font-medium [&_a]:text-forest-700 [&_a]:underline [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6">
                  {section.body}
                </div>
              </section>
            ))}
          </div>
        </article>
      </main>
      <SiteFooter />
    </div>
  );
}
