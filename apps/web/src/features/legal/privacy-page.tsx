import { LegalLayout } from './legal-layout.tsx';
import type { SectionSpec } from './legal-text.tsx';

const sections: SectionSpec[] = [
  { id: 'collect', items: ['account', 'profile', 'location', 'activity', 'technical'] },
  { id: 'use' },
  { id: 'location' },
  { id: 'photos' },
  { id: 'sharing' },
  { id: 'security' },
  { id: 'retention' },
  { id: 'rights' },
  { id: 'children' },
  { id: 'contact' },
];

export default function PrivacyPage() {
  return <LegalLayout doc="privacy" sections={sections} />;
}
