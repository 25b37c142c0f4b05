import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Facebook, Instagram, Linkedin, Twitter, type LucideIcon } from 'lucide-react';
import { NewsletterForm } from './newsletter-form.tsx';
import { APP_NAME, TAGLINE } from '@/lib/config.ts';

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
  return (
    <button
      type="button"
      aria-disabled="true"
      title="Coming soon"
      onClick={(event) => event.preventDefault()}
      className="inline-flex cursor-not-allowed items-center gap-2 rounded text-forest-200"
    >
      {children}
      <span
        aria-hidden
        className="rounded-full border border-forest-500 px-2 py-0.5 text-[0.7rem] uppercase tracking-wide"
      >
        Soon
      </span>
    </button>
  );
}

function ColumnTitle({ children }: { children: ReactNode }) {
  return <p className="font-display text-lg text-white">{children}</p>;
}

export function SiteFooter() {
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
          <p className="mt-3 max-w-xs text-sm text-forest-100">
            A home for dating and friendship rooted in heritage, art, music and the stories we carry.
          </p>
          <ul className="mt-5 flex gap-3" aria-label="Social media">
            {SOCIALS.map(({ label, icon: Icon }) => (
              <li key={label}>
                <button
                  type="button"
                  aria-disabled="true"
                  aria-label={label}
                  title="Coming soon"
                  onClick={(event) => event.preventDefault()}
                  className="flex h-10 w-10 cursor-not-allowed items-center justify-center rounded-full border border-forest-600 text-forest-200"
                >
                  <Icon className="h-5 w-5" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-forest-200">Our social channels are coming soon.</p>
        </div>

        <nav aria-label="Company">
          <ColumnTitle>Company</ColumnTitle>
          <ul className="mt-3 space-y-2">
            <li>
              <Link to="/about" className={linkClass}>
                About
              </Link>
            </li>
            <li>
              <ComingSoon>FAQs</ComingSoon>
            </li>
            <li>
              <ComingSoon>Support</ComingSoon>
            </li>
          </ul>
        </nav>

        <nav aria-label="Legal">
          <ColumnTitle>Legal</ColumnTitle>
          <ul className="mt-3 space-y-2">
            <li>
              <Link to="/privacy" className={linkClass}>
                Privacy
              </Link>
            </li>
            <li>
              <Link to="/terms" className={linkClass}>
                Terms
              </Link>
            </li>
            <li>
              <Link to="/cookies" className={linkClass}>
                Cookies
              </Link>
            </li>
          </ul>
        </nav>

        <div className="col-span-2 lg:col-span-1">
          <ColumnTitle>The cultural digest</ColumnTitle>
          <p className="mb-3 mt-1 text-sm text-forest-100">
            Events, playlists and stories from the community, once a week. Unsubscribe any time.
          </p>
          <NewsletterForm />
        </div>
      </div>

      <div className="border-t border-forest-700">
        <div className="mx-auto max-w-6xl space-y-2 px-4 py-6 text-sm text-forest-100 sm:px-6">
          <p>
            By tapping 'Sign in' or 'Create account', you agree to our{' '}
            <Link to="/terms" className={inlineLinkClass}>
              Terms of Service
            </Link>
            ,{' '}
            <Link to="/privacy" className={inlineLinkClass}>
              Privacy Policy
            </Link>{' '}
            and{' '}
            <Link to="/cookies" className={inlineLinkClass}>
              Cookies Policy
            </Link>
            .
          </p>
          <p>
            © {year} {APP_NAME}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
