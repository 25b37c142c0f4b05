import { describe, expect, it } from 'vitest';
import { textFaultMessage } from '@sankofa/contracts/text-rules';
import { translateMessage } from '../../translate-message.ts';

describe('photo, stream, verification and realtime messages', () => {
  it('names the field and the fault of a text with forbidden characters, each in the language', () => {
    expect(translateMessage(textFaultMessage('bio', 'control'), 'fr')).toBe(
      'bio contient des caractères non autorisés (un caractère de contrôle invisible). Retirez-les, puis réessayez.',
    );
    expect(translateMessage(textFaultMessage('', 'direction'), 'ar')).toBe(
      'في النص أحرف غير مسموح بها (حرف يعكس اتجاه النص). يُرجى إزالتها والمحاولة مرة أخرى.',
    );
  });

  it('keeps both numbers of the slow-mode answer', () => {
    expect(translateMessage('Slow mode is on: one message every 30 seconds. You can write again in 12 s.', 'sw')).toBe(
      'Hali ya polepole imewashwa: ujumbe mmoja kila sekunde 30. Unaweza kuandika tena baada ya sekunde 12.',
    );
  });

  it('translates the whole HEIC advice and a limit on photos', () => {
    const heic =
      'HEIC photos are not supported yet. Only JPEG, PNG and WebP photos work: on an iPhone, share or export the photo as JPEG (or set Settings › Camera › Formats to "Most Compatible") and upload it again.';
    expect(translateMessage(heic, 'pt')).toMatch(/^Fotos HEIC ainda não são aceitas\./);
    expect(translateMessage('You can have at most 6 photos. Remove one to add another.', 'yo')).toBe(
      'Ẹ kò lè ní ju fọ́tò 6 lọ. Ẹ yọ ọ̀kan kúrò kí ẹ tó fi òmíràn kún un.',
    );
  });
});
