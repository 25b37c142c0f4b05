import { Link } from 'react-router';
import { APP_NAME, CONTACT_EMAIL } from '@/lib/config.ts';
import { LegalLayout, type LegalSection } from './legal-layout.tsx';

const sections: LegalSection[] = [
  {
    title: 'What Are Cookies',
    body: (
      <p>
        Cookies are small text files that a website stores in your browser. They let the site remember information
        between visits and pages, such as the fact that you are signed in. Similar technologies, like your browser's
        local storage, work in much the same way and are covered by this policy too.
      </p>
    ),
  },
  {
    title: 'How We Use Cookies',
    body: (
      <p>
        {APP_NAME} uses cookies and similar storage to keep you signed in, protect your account, remember your settings
        and understand how the service is used so that we can improve it.
      </p>
    ),
  },
  {
    title: 'Strictly Necessary Cookies',
    body: (
      <p>
        We use a strictly necessary session cookie for sign-in. It is marked httpOnly, which means scripts running in
        the page cannot read it, and it is only sent back to our own server. Without it you cannot stay signed in, so it
        cannot be switched off while you use your account.
      </p>
    ),
  },
  {
    title: 'Preference and Analytics Cookies',
    body: (
      <p>
        Preference storage remembers choices such as your settings so you do not have to make them again. We do not
        currently use analytics or advertising cookies, and we never sell information collected through cookies. If that
        changes, we will update this policy first and ask for your consent where the law requires it.
      </p>
    ),
  },
  {
    title: 'Session and Persistent Cookies',
    body: (
      <p>
        Session cookies disappear when you close your browser. Persistent cookies stay until they expire or you delete
        them; they typically last between 30 days and 2 years, depending on their purpose.
      </p>
    ),
  },
  {
    title: 'Managing Cookies',
    body: (
      <p>
        You can view and delete cookies in your browser settings and block them for particular sites. If you block
        strictly necessary cookies, signing in and other core features will not work.
      </p>
    ),
  },
  {
    title: 'Do Not Track',
    body: (
      <p>
        Some browsers can send a "Do Not Track" signal. There is no common standard for how sites should respond to it,
        so {APP_NAME} does not currently honour Do Not Track signals. You can still control cookies as described above.
      </p>
    ),
  },
  {
    title: 'Contact Us',
    body: (
      <p>
        Questions about cookies? Email <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>. You can read more about
        how we handle personal information in our <Link to="/privacy">Privacy Policy</Link>.
      </p>
    ),
  },
];

export default function CookiesPage() {
  return (
    <LegalLayout
      title="Cookies Policy"
      intro={
        <p>This policy explains how {APP_NAME} uses cookies and similar technologies, and how you can control them.</p>
      }
      sections={sections}
    />
  );
}
