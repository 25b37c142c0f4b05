import { describe, expect, it } from 'vitest';
import { LOCALES } from '@sankofa/contracts/locales';
import { messagePush, notificationPush } from '../push-texts.ts';
import { PUSH_WORDS } from './all-push-words.ts';
import { plural, type PluralForm } from './push-words.ts';

const SENDER = '6f1c2a8e-0000-4000-8000-000000000001';
const facts = { sender_name: 'Ama', wanted: true, kind: 'text' as const, body: 'Akwaaba' };

describe('push words', () => {
  for (const locale of LOCALES) {
    it(`${locale} has every plural form its language's rules use`, () => {
      const forms = new Intl.PluralRules(locale === 'pt' ? 'pt-BR' : locale).resolvedOptions()
        .pluralCategories as PluralForm[];
      expect(forms.filter((f) => !PUSH_WORDS[locale].newMessages[f])).toEqual([]);
    });
  }

  it('counts messages by each language’s rules', () => {
    const title = (locale: 'fr' | 'ar' | 'yo' | 'sw', unread: number) =>
      messagePush(SENDER, { ...facts, unread, locale }).title;
    expect(title('fr', 3)).toBe('3 nouveaux messages de Ama');
    expect(title('sw', 2)).toBe('Jumbe 2 mpya kutoka kwa Ama');
    expect(title('yo', 4)).toBe('Ìfiránṣẹ́ tuntun 4 láti ọ̀dọ̀ Ama');
    expect(title('ar', 2)).toBe('رسالتان جديدتان من Ama');
    expect(title('ar', 3)).toBe('3 رسائل جديدة من Ama');
    expect(title('ar', 11)).toBe('11 رسالة جديدة من Ama');
    expect(title('ar', 100)).toBe('100 رسالة جديدة من Ama');
    expect(title('ar', 1)).toBe('رسالة جديدة من Ama');
    expect(plural('fr', PUSH_WORDS.fr.newMessages, 1_000_000, 'Ama')).toBe(
      `${new Intl.NumberFormat('fr').format(1_000_000)} de nouveaux messages de Ama`,
    );
  });

  it('keeps English as it was, and a member’s words as written', () => {
    expect(messagePush(SENDER, { ...facts, unread: 3 }).title).toBe('3 new messages from Ama');
    const n = {
      id: 'n',
      recipient_id: 'r',
      actor_id: SENDER,
      actor_name: '',
      stream_id: null,
      stream_title: 'Highlife',
    };
    expect(notificationPush({ ...n, kind: 'stream_live', locale: 'pt' })).toMatchObject({
      title: 'Alguém está ao vivo agora',
      body: 'Highlife',
    });
    expect(notificationPush({ ...n, kind: 'match', locale: null })).toMatchObject({
      title: 'You matched with Someone',
      body: 'Say hello!',
    });
  });
});
