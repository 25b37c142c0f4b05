import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from './messages/index.ts';
import { translateMessage } from './translate-message.ts';

// Field names are masculine or feminine in Arabic ('الاسم', 'المهنة'), and a template does not know
// which it gets: the sentence hangs on a noun of its own ('طول', 'قيمة') or on none.
const VERB_ON_THE_FIELD = /(?:^|\s)[يت][\u0600-\u06FF]+ \{\{(?:label|field)\}\}|^\{\{(?:label|field)\}\}: يجب أن [يت]/;

describe('Arabic sentences about a named field', () => {
  it('never make a verb agree with the field name', () => {
    const about = Object.entries(SERVER_MESSAGES.ar).filter(([english]) => /\{\{(?:label|field)\}\}/.test(english));
    expect(about.length).toBeGreaterThan(5);
    expect(about.filter(([, arabic]) => VERB_ON_THE_FIELD.test(arabic))).toEqual([]);
  });

  it('read right for a feminine field name as for a masculine one', () => {
    expect(translateMessage('Occupation can be at most 100 characters', 'ar')).toBe(
      'يجب ألا يتجاوز طول المهنة 100 حرفًا',
    );
    expect(translateMessage('Occupation must be text', 'ar')).toBe('يجب أن تكون قيمة المهنة نصًا');
  });
});
