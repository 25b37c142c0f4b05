import { describe, expect, it } from 'vitest';
import { translateMessage } from '../../lib/i18n/translate-message.ts';
import { contactShareUnconfirmed } from './contact-share.ts';

const KINDS = ['phone', 'messenger', 'payment', 'crypto'] as const;

describe('the contact-sharing question in other languages', () => {
  it('translates every combination of contact details the safety check can name', () => {
    for (let mask = 1; mask < 16; mask++) {
      const kinds = KINDS.filter((_, i) => mask & (1 << i));
      const english = contactShareUnconfirmed('Cultured in Connection', [...kinds]).message;
      for (const locale of ['fr', 'pt', 'sw', 'yo', 'ar'] as const) {
        const translated = translateMessage(english, locale);
        expect(translated).not.toMatch(/phone number|handle|wallet/);
        expect(translated).toContain('Cultured in Connection');
      }
    }
    const two = contactShareUnconfirmed('Cultured in Connection', ['phone', 'payment']).message;
    expect(translateMessage(two, 'fr')).toMatch(
      /^On dirait un numéro de téléphone et un identifiant d’application de paiement\. /,
    );
    expect(translateMessage(two, 'yo')).toMatch(/^Èyí dà bí nọ́ńbà fóònù àti orúkọ àkáǹtì ohun èlò ìsanwó\. /);
  });
});
