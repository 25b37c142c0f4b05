import { Link } from 'react-router';
import { APP_NAME, CONTACT_EMAIL } from '@/lib/config.ts';
import { LegalLayout, type LegalSection } from './legal-layout.tsx';

const sections: LegalSection[] = [
  {
    title: 'Acceptance of Terms',
    body: (
      <p>
        These Terms of Service form an agreement between you and {APP_NAME}. By creating an account, signing in or
        otherwise using {APP_NAME}, you accept these terms together with our <Link to="/privacy">Privacy Policy</Link>{' '}
        and <Link to="/cookies">Cookies Policy</Link>. If you do not agree, please do not use the service. When we make
        material changes we will tell you in the app before they take effect.
      </p>
    ),
  },
  {
    title: 'Eligibility',
    body: (
      <>
        <p>To use {APP_NAME} you confirm that:</p>
        <ul>
          <li>you are at least 18 years old;</li>
          <li>
            you have never been convicted of a felony or a sex crime, and you are not required to register as a sex
            offender anywhere;
          </li>
          <li>
            you are legally able to enter into this agreement and are not barred from using the service under any
            applicable law;
          </li>
          <li>you have not previously had an account removed by us for breaking these terms.</li>
        </ul>
      </>
    ),
  },
  {
    title: 'Account Security',
    body: (
      <p>
        You are responsible for keeping your password private and for everything that happens under your account. Use a
        password you do not use elsewhere, sign out on shared devices, and tell us straight away at{' '}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> if you think someone else has accessed your account.
      </p>
    ),
  },
  {
    title: 'User Conduct',
    body: (
      <>
        <p>{APP_NAME} is a space for respect and celebration. You agree not to:</p>
        <ul>
          <li>harass, threaten, stalk, bully or intimidate anyone, on or off the platform;</li>
          <li>
            post hateful content, including content that demeans anyone for their ethnicity, culture, religion, gender,
            sexuality or disability;
          </li>
          <li>impersonate another person, misrepresent your age or identity, or use someone else's photos;</li>
          <li>ask other members for money, run scams, advertise, or solicit for commercial purposes;</li>
          <li>use bots, scrapers or any automated means to access the service, or try to get around its security.</li>
        </ul>
      </>
    ),
  },
  {
    title: 'Content Guidelines',
    body: (
      <p>
        You keep ownership of the photos, messages and other content you share, and you grant {APP_NAME} a limited
        licence to host and display it so the service can work. Only share content you have the right to share. Nudity,
        sexual content involving anyone, graphic violence and content that infringes someone else's rights are not
        allowed. We may review reported content and remove anything that breaks these guidelines.
      </p>
    ),
  },
  {
    title: 'Premium Services',
    body: (
      <p>
        Some features are offered through paid Premium plans. Subscriptions are billed in advance on a recurring basis
        (for example every month) until you cancel. You can cancel at any time and keep your benefits until the end of
        the period you have paid for. We do not give refunds for partial periods, except where the law requires it.
        Prices are shown before you buy, and we will tell you in advance about any price change.
      </p>
    ),
  },
  {
    title: 'Termination',
    body: (
      <p>
        You can stop using {APP_NAME} at any time, and you can delete your account in your profile settings. We may
        suspend or close accounts that break these terms or put other members at risk, and where appropriate we will
        tell you why. Sections of these terms that by their nature should continue after termination will continue.
      </p>
    ),
  },
  {
    title: 'Disclaimers',
    body: (
      <p>
        {APP_NAME} is provided "as is" and "as available". We do not run criminal background checks on members and we
        cannot guarantee anyone's identity, intentions or behaviour, even with face verification. Please take sensible
        precautions when you talk to or meet people, and meet in public places for first dates.
      </p>
    ),
  },
  {
    title: 'Limitation of Liability',
    body: (
      <p>
        To the fullest extent the law allows, {APP_NAME} is not liable for indirect, incidental, special or
        consequential damages, or for the conduct of any member on or off the service. Our total liability for any claim
        is limited to the amount you paid us in the twelve months before the claim arose. Nothing in these terms limits
        liability that cannot be limited by law.
      </p>
    ),
  },
  {
    title: 'Governing Law',
    body: (
      <p>
        These terms are governed by the laws of the place where {APP_NAME} is established, without regard to conflict of
        law rules. This does not take away any protection you have under the consumer laws of the country where you
        live. We will always try to resolve a disagreement informally first.
      </p>
    ),
  },
  {
    title: 'Contact Information',
    body: (
      <p>
        Questions about these terms? Write to us at <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> and a member
        of our team will get back to you.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalLayout
      title="Terms of Service"
      intro={
        <p>
          Welcome to {APP_NAME}. These terms explain the rules for using our service, what you can expect from us and
          what we expect from you. Please read them carefully.
        </p>
      }
      sections={sections}
    />
  );
}
