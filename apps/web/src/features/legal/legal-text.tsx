import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { APP_NAME, CONTACT_EMAIL } from '@/lib/config.ts';
import { richText } from '@/lib/i18n/rich-text.tsx';

export type LegalDoc = 'terms' | 'privacy' | 'cookies';

/** A section is one paragraph, or a lead sentence and a list (its items' keys, in order). */
export interface SectionSpec {
  id: string;
  items?: string[];
}

/**
 * Keys built from a document and a section name; the English file defines them and the catalogue
 * test holds every language to the same set, so a loose lookup here cannot miss silently.
 */
export type LooseT = (key: string, options?: Record<string, unknown>) => string;
export const loose = (t: TFunction<'legal'>) => t as unknown as LooseT;

/** A legal sentence with its links: the other policies, and the contact address. */
export function legalText(text: string): ReactNode[] {
  return richText(text, {
    privacy: (chunk) => <Link to="/privacy">{chunk}</Link>,
    cookies: (chunk) => <Link to="/cookies">{chunk}</Link>,
    mail: (chunk) => <a href={`mailto:${CONTACT_EMAIL}`}>{chunk}</a>,
  });
}

/** The values every legal text may name. */
export const NAMES = { app: APP_NAME, email: CONTACT_EMAIL };

/** One section's body, in the language `t` speaks. */
export function SectionBody({ t, doc, spec }: { t: LooseT; doc: LegalDoc; spec: SectionSpec }) {
  const key = `${doc}.${spec.id}`;
  if (!spec.items) return <p>{legalText(t(`${key}.body`, NAMES))}</p>;
  return (
    <>
      <p>{legalText(t(`${key}.lead`, NAMES))}</p>
      <ul>
        {spec.items.map((item) => (
          <li key={item}>{legalText(t(`${key}.items.${item}`, NAMES))}</li>
        ))}
      </ul>
    </>
  );
}
