import { LegalLayout } from './legal-layout.tsx';
import type { SectionSpec } from './legal-text.tsx';

const sections: SectionSpec[] = [
  { id: 'acceptance' },
  { id: 'eligibility', items: ['age', 'record', 'able', 'removed'] },
  { id: 'security' },
  { id: 'conduct', items: ['harass', 'hate', 'impersonate', 'money', 'bots'] },
  { id: 'content' },
  { id: 'premium' },
  { id: 'termination' },
  { id: 'disclaimers' },
  { id: 'liability' },
  { id: 'law' },
  { id: 'contact' },
];

export default function TermsPage() {
  return <LegalLayout doc="terms" sections={sections} />;
}
