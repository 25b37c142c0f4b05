import { LegalLayout } from './legal-layout.tsx';
import type { SectionSpec } from './legal-text.tsx';

const sections: SectionSpec[] = [
  { id: 'what' },
  { id: 'use' },
  { id: 'necessary' },
  { id: 'preference' },
  { id: 'lifetime' },
  { id: 'managing' },
  { id: 'dnt' },
  { id: 'contact' },
];

export default function CookiesPage() {
  return <LegalLayout doc="cookies" sections={sections} />;
}
