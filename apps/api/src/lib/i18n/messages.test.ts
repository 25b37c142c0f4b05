import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanTexts } from './message-scan.ts';
import { NOT_ANSWERS, SERVER_MESSAGES, TRANSLATED_AREAS } from './messages/index.ts';
import { translateErrorBody, translateMessage } from './translate-message.ts';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../..');
const found = scanTexts([resolve(root, 'apps/api/src'), resolve(root, 'packages/contracts/src')], root);
const shape = (s: string) => s.replace(/\{\{\w+\}\}/g, '{}');
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const inAreas = found.filter((f) =>
  TRANSLATED_AREAS.some((a) => (a.endsWith('/') ? f.file.startsWith(a) : f.file === a)),
);

describe('server message catalogues', () => {
  it('finds the messages of the translated areas', () => {
    expect(inAreas.map((f) => f.text)).toContain('Invalid email or password.');
    expect(inAreas.map((f) => f.text)).toContain('Please enter your {}');
  });

  for (const [locale, catalogue] of Object.entries(SERVER_MESSAGES)) {
    it(`${locale} has every message of the translated areas`, () => {
      const shapes = new Set(Object.keys(catalogue).map(shape));
      const missing = inAreas
        .filter((f) => !shapes.has(f.text) && !(f.text in NOT_ANSWERS))
        .map((f) => `${f.file}: ${f.text}`);
      expect([...new Set(missing)]).toEqual([]);
    });

    it(`${locale} keeps every placeholder and invents none`, () => {
      const broken = Object.entries(catalogue).filter(
        ([en, to]) => placeholders(en).join() !== placeholders(to).join(),
      );
      expect(broken).toEqual([]);
    });

    it(`${locale} holds no sentence the server no longer says`, () => {
      const all = new Set(found.map((f) => f.text));
      // Lower-case keys are pieces put into sentences (field labels, a weak password's reasons).
      const stale = Object.keys(catalogue).filter(
        (en) => /^([A-Z]|\{\{)/.test(en) && /\s\S+\s/.test(en) && !all.has(shape(en)),
      );
      expect(stale).toEqual([]);
    });
  }
});

describe('translateMessage', () => {
  it('leaves English and unknown text as they are', () => {
    expect(translateMessage('Invalid email or password.', 'en')).toBe('Invalid email or password.');
    expect(translateMessage('A sentence nobody wrote down.', 'fr')).toBe('A sentence nobody wrote down.');
  });

  it('puts a template message’s values into the translation', () => {
    expect(translateMessage('Please enter the 6-digit code from the email', 'fr')).toBe(
      'Saisissez le code à 6 chiffres reçu par e-mail',
    );
    expect(translateMessage('Bio can be at most 500 characters', 'sw')).toBe('Wasifu isizidi herufi 500');
  });

  it('translates a list of reasons inside a sentence', () => {
    const english = 'Please choose a stronger password: use at least 8 characters; avoid a commonly used password.';
    expect(translateMessage(english, 'fr')).toBe(
      'Choisissez un mot de passe plus solide : utilisez au moins 8 caractères; évitez les mots de passe courants.',
    );
  });

  it('translates the message and field messages of an error answer, never its code', () => {
    const body = {
      error: {
        code: 'validation_failed',
        message: 'Please enter a password',
        details: { fields: [{ field: 'password', message: 'Please enter a password' }] },
      },
    };
    expect(translateErrorBody(body, 'ar')).toEqual({
      error: {
        code: 'validation_failed',
        message: 'يُرجى إدخال كلمة مرور',
        details: { fields: [{ field: 'password', message: 'يُرجى إدخال كلمة مرور' }] },
      },
    });
    expect(translateErrorBody(body, 'en')).toBe(body);
  });
});
