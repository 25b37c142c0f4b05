import { Link } from 'react-router';
import { APP_NAME, CONTACT_EMAIL } from '@/lib/config.ts';
import { LegalLayout, type LegalSection } from './legal-layout.tsx';

const sections: LegalSection[] = [
  {
    title: 'Information We Collect',
    body: (
      <>
        <p>We collect only what we need to run {APP_NAME}:</p>
        <ul>
          <li>
            account details: your email address and a securely hashed password (we never store the password itself);
          </li>
          <li>profile details you choose to add: display name, age, photos, interests, bio and preferences;</li>
          <li>your approximate location, if you allow it;</li>
          <li>messages, likes, matches and other activity on the service;</li>
          <li>technical information such as device type and sign-in times, used to keep accounts secure.</li>
        </ul>
      </>
    ),
  },
  {
    title: 'How We Use Your Information',
    body: (
      <p>
        We use your information to create and secure your account, suggest matches based on your cultural preferences,
        passions and personality, deliver messages, provide Premium features, prevent fraud and abuse, and improve the
        service. We do not sell your personal information.
      </p>
    ),
  },
  {
    title: 'Location Data',
    body: (
      <p>
        Your location is stored coarsely: we snap it to a grid of about 1 km, so we never keep your exact position.
        Other members never see your coordinates; distances are shown only as approximate ranges, never as an exact
        figure.
      </p>
    ),
  },
  {
    title: 'Photos and Face Verification',
    body: (
      <p>
        When you upload a photo we remove its metadata, including any GPS position, before storing it. Face verification
        is optional and needs your consent. During a verification your camera sends a few frames to our server, which
        checks that one live person follows the on-screen steps and, if you have profile photos, that this person
        matches them. The check runs on our own server; no outside service sees your face. The frames, and the face
        measurements made from them and from your photos, are held only until the decision (at most two minutes) and
        then deleted. We keep only the outcome, the liveness and similarity scores and the time, which lets us show the
        verified badge on your profile.
      </p>
    ),
  },
  {
    title: 'Sharing Your Information',
    body: (
      <p>
        Other members see the profile information you choose to show. We share data with service providers who help us
        run {APP_NAME} (such as hosting and email delivery) under contracts that protect it, and with authorities only
        when the law requires it or when someone's safety is at risk.
      </p>
    ),
  },
  {
    title: 'Data Security',
    body: (
      <p>
        We protect your data with encryption in transit, hashed passwords and strict access controls. Sensitive contact
        details, such as your phone number and emergency contact, are encrypted when stored. No system is perfectly
        secure, so please use a strong, unique password.
      </p>
    ),
  },
  {
    title: 'Data Retention',
    body: (
      <p>
        We keep your information while your account is active. When you delete your account, most of your data is
        deleted within 90 days. We may keep a limited amount for longer where the law requires it or to prevent abuse,
        such as records needed to stop a banned member from returning.
      </p>
    ),
  },
  {
    title: 'Your Rights and Choices',
    body: (
      <p>
        You can view and edit your profile at any time, turn location sharing off, and delete your account in your
        profile settings. Depending on where you live, you may also have the right to access, correct, export or
        restrict the use of your data. Write to us to exercise these rights. Our use of cookies is described in our{' '}
        <Link to="/cookies">Cookies Policy</Link>.
      </p>
    ),
  },
  {
    title: "Children's Privacy",
    body: (
      <p>
        {APP_NAME} is only for adults aged 18 and over. We do not knowingly collect information from anyone under 18. If
        we learn that an account belongs to someone underage, we delete it immediately.
      </p>
    ),
  },
  {
    title: 'Contact Us',
    body: (
      <p>
        For any privacy question or request, email <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>. We aim to
        answer within 30 days.
      </p>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <LegalLayout
      title="Privacy Policy"
      intro={
        <p>
          Your trust matters to us. This policy explains what information {APP_NAME} collects, why we collect it, how we
          protect it and the choices you have.
        </p>
      }
      sections={sections}
    />
  );
}
