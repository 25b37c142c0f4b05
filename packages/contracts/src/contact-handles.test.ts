import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findContactHandles } from './contact-handles.ts';

describe('contact and payment handles', () => {
  it.each([
    ['Call me on 0803 123 4567', 'phone'],
    ['my number is +233 24 412 3456', 'phone'],
    ['+44 7700 900123 anytime', 'phone'],
    ['text 555-867-5309 after work', 'phone'],
    ['(212) 555-0199', 'phone'],
    ['0 8 0 3 1 2 3 4 5 6 7', 'phone'],
    ['08031234567', 'phone'],
    ['+2348031234567', 'phone'],
    ['254.712.345.678', 'phone'],
  ])('finds a phone number in %j', (text, kind) => {
    expect(findContactHandles(text)).toContain(kind);
  });

  it.each([
    'my snap is ama_k',
    'My Snapchat: ama.k',
    'IG: @ama_adjoa',
    'insta @kwame.builds',
    'add me on telegram',
    'hit me up on WhatsApp',
    "let's talk on whatsapp instead",
    'my ig handle is kofi_22',
    't.me/amaadjoa',
    'https://wa.me/233244123456',
    'instagram.com/kente.love',
    'snapchat.com/add/ama_k',
    'telegram -> @ama_k',
    'whatsapp me tonight',
  ])('finds a messenger handle in %j', (text) => {
    expect(findContactHandles(text)).toContain('messenger');
  });

  it.each([
    'send it to my cashapp $AmaK',
    '$kwame22 on cash app',
    'venmo @ama-k',
    'my venmo is ama_k',
    'paypal.me/amak',
    'Zelle: ama.k@example.com',
    'cash.app/$amak',
  ])('finds a payment handle in %j', (text) => {
    expect(findContactHandles(text)).toContain('payment');
  });

  it.each([
    'send to 0x52908400098527886E0F7030069857D2E4169EE7',
    'btc bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    'wallet 1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
    'usdt TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  ])('finds a crypto address in %j', (text) => {
    expect(findContactHandles(text)).toContain('crypto');
  });

  it.each([
    'I live 5 km from the centre',
    'Tickets were $50, or R250 at the door',
    'It cost ₦1,500,000 but worth it',
    'Born in 1990, moved to Accra in 2015',
    'I worked there 2019 - 2023',
    'From 1998-2004 I lived in Lagos',
    'Dinner at 19:30? or 10:30 am',
    'Open 9-5, Monday to Friday',
    'I have 2 kids and 3 dogs',
    'I am 5 ft 11 and 34 years old',
    'My flat is 120 m2 on floor 14',
    'Ran 10 000 m in 45 minutes',
    'Price: 100.000.000 CFA',
    'Our event is on 12/05/2025 at 18:00',
    'I love Instagram and Snapchat filters',
    'I deleted Telegram last year',
    'Do you use WhatsApp much?',
    'My signal is weak here',
    'Paypal is down again lol',
    'Room 204, building 7, gate 3',
    'Flight KQ 101 leaves at 23:45 from gate 12',
    'Score was 3-1 then 4-2',
    'I paid $USD 40 for it',
    'Top 10 songs of 2024: 1. Ye 2. Essence',
    'My order id was A1234567890B',
  ])('finds nothing in %j', (text) => {
    expect(findContactHandles(text)).toEqual([]);
  });

  it('reports each kind once, phone first', () => {
    expect(findContactHandles('IG: @ama_k or 0803 123 4567 or my snap is ama_k, $AmaK')).toEqual([
      'phone',
      'messenger',
      'payment',
    ]);
  });

  it('never flags prose made of small numbers, prices, years and times', () => {
    const piece = fc.oneof(
      fc.integer({ min: 0, max: 99 }).map((n) => `${n} km`),
      fc.integer({ min: 1, max: 9_999_999 }).map((n) => `$${n.toLocaleString('en-US')}`),
      fc.integer({ min: 1950, max: 2030 }).map(String),
      fc
        .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
        .map(([h, m]) => `${h}:${String(m).padStart(2, '0')}`),
      fc.integer({ min: 1, max: 12 }).map((n) => `${n} kids`),
      fc.constantFrom('hello', 'I like jollof', 'see you', 'and', 'then', 'at'),
    );
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 8 }), (pieces) => {
        expect(findContactHandles(pieces.join(' '))).toEqual([]);
      }),
    );
  });

  it('flags any number written the way phone numbers are', () => {
    const digit = fc.integer({ min: 0, max: 9 }).map(String);
    const sep = fc.constantFrom('', ' ', '-', '.');
    fc.assert(
      fc.property(
        fc.array(fc.tuple(sep, digit), { minLength: 9, maxLength: 12 }),
        fc.constantFrom('call me ', 'number: ', '', 'ok '),
        (parts, lead) => {
          const text = `${lead}0${parts.map(([s, d]) => s + d).join('')}`;
          expect(findContactHandles(text)).toContain('phone');
        },
      ),
    );
  });
});
