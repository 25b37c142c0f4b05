import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@sankofa/contracts/locales';
import { checkCatalogue } from './catalogue-check.ts';
import { NAMESPACES } from './resources.ts';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');
const read = (locale: string, ns: string) => JSON.parse(readFileSync(path.join(dir, locale, `${ns}.json`), 'utf8'));

describe('translation files', () => {
  it('exist for every language and namespace, and no others', () => {
    expect(readdirSync(dir).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES)
      expect(readdirSync(path.join(dir, locale)).sort()).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
  });

  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    it(`${locale} has every English key, no other, the same placeholders and its plural forms`, () => {
      const problems = NAMESPACES.flatMap((ns) =>
        checkCatalogue(locale, read('en', ns), read(locale, ns)).map((p) => `${ns}: ${p}`),
      );
      expect(problems).toEqual([]);
    });
  }
});

describe('checkCatalogue', () => {
  const en = {
    a: 'Hello {{name}}',
    nested: { b: 'Bye' },
    link: 'Read <terms>the terms</terms>',
    n_one: '{{count}} new',
    n_other: '{{count}} new',
  };
  const fr = {
    a: 'Bonjour {{name}}',
    nested: { b: 'Salut' },
    link: 'Lisez <terms>les conditions</terms>',
    n_one: '{{count}} nouveau',
    n_many: '{{count}} nouveaux',
    n_other: '{{count}} nouveaux',
  };

  it('accepts a sound translation', () => {
    expect(checkCatalogue('fr', en, fr)).toEqual([]);
  });

  it('finds a missing key, an extra key, a broken placeholder, a lost tag and a missing plural form', () => {
    const { b: _b, ...nestedRest } = fr.nested;
    const { n_many: _m, ...rest } = fr;
    const broken = {
      ...rest,
      a: 'Bonjour {{nom}}',
      link: 'Lisez les conditions',
      nested: { ...nestedRest, c: 'En trop' },
    };
    expect(checkCatalogue('fr', en, broken).sort()).toEqual(
      [
        'fr: a has an unknown placeholder {{nom}}',
        'fr: a lost the placeholder {{name}}',
        'fr: link does not keep the tags </terms> <terms>',
        'fr: missing nested.b',
        "fr: n lacks the plural form 'many'",
        'fr: nested.c is not an English key',
      ].sort(),
    );
  });

  it('lets a plural form spell its number out, but no other text drop a placeholder', () => {
    const ar = {
      a: 'مرحبًا {{name}}',
      nested: { b: 'وداعًا' },
      link: 'اقرأ <terms>الشروط</terms>',
      n_zero: 'لا جديد',
      n_one: 'واحد جديد',
      n_two: 'اثنان',
      n_few: '{{count}} جديدة',
      n_many: '{{count}} جديدًا',
      n_other: '{{count}} جديد',
    };
    expect(checkCatalogue('ar', en, ar)).toEqual([]);
    expect(checkCatalogue('ar', en, { ...ar, a: 'مرحبًا' })).toEqual(['ar: a lost the placeholder {{name}}']);
  });
});
