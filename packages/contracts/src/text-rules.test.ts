import { describe, expect, it } from 'vitest';
import { findTextFault, textFault, textFaultMessage } from './text-rules.ts';

describe('text rules', () => {
  it('refuses NUL and other control characters, but not tab, line feed or carriage return', () => {
    for (const s of ['a\u0000b', '\u0001', 'x\u001by', '\u007f']) expect(textFault(s)).toBe('control');
    expect(textFault('two\nlines\twith\r\nbreaks')).toBeNull();
  });

  it('refuses direction overrides, embeddings and isolates, and keeps the marks Arabic text may need', () => {
    for (const s of ['\u202Egnp.exe', 'a\u202Ab', 'a\u2066b\u2069', '\u202C']) expect(textFault(s)).toBe('direction');
    expect(textFault('مرحبا \u200Fبك\u200E ok')).toBeNull();
  });

  it('refuses a lone surrogate, either half, and keeps a real pair (an emoji)', () => {
    expect(textFault('x\ud800y')).toBe('broken');
    expect(textFault('x\udc00')).toBe('broken');
    expect(textFault('\ud800')).toBe('broken');
    expect(textFault('Kente 🧵 and 🇬🇭')).toBeNull();
  });

  it('finds the first bad string in a body with its dotted path, keys included, and spares passwords', () => {
    expect(findTextFault({ bio: 'fine', filters: { languages: ['Twi', 'E\u0000we'] } })).toEqual({
      field: 'filters.languages.1',
      fault: 'control',
    });
    expect(findTextFault({ ['ba\u0000d']: 1 })).toEqual({ field: 'The field name', fault: 'control' });
    expect(findTextFault({ password: 'x\u0000', newPassword: '\u202E', email: 'a@b.co' })).toBeNull();
    expect(findTextFault('\u202E')).toEqual({ field: '', fault: 'direction' });
    expect(findTextFault(null)).toBeNull();
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findTextFault(deep)?.fault).toBe('control');
  });

  it('says which field and what to remove', () => {
    expect(textFaultMessage('bio', 'control')).toBe(
      'bio contains characters that are not allowed (an invisible control character). Please remove it and try again.',
    );
  });
});
