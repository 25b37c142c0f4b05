import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from './i18n/i18n.ts';
import { deviceEnabledToast, deviceErrorToast, loadDeviceTexts } from './media-devices.ts';

const error = (name: string) => Object.assign(new Error('x'), { name });

beforeAll(() => loadDeviceTexts());
afterAll(() => i18n.changeLanguage('en'));

describe('camera and microphone toasts in the language shown', () => {
  it('speak French', async () => {
    await i18n.changeLanguage('fr');
    expect(deviceErrorToast('video', error('NotAllowedError'))).toEqual({
      title: 'Impossible d’accéder à la caméra',
      description: 'Autorisation refusée. Cliquez sur « Autoriser » pour donner accès à la caméra.',
    });
    expect(deviceErrorToast('audio', error('NotReadableError'))).toEqual({
      title: 'Impossible d’accéder au micro',
      description: 'Le micro est déjà utilisé. Fermez les autres applications.',
    });
    expect(deviceEnabledToast('video')).toBe('Caméra activée');
  });

  it('speak Arabic', async () => {
    await i18n.changeLanguage('ar');
    expect(deviceErrorToast('audio', error('NotFoundError'))).toEqual({
      title: 'تعذّر الوصول إلى الميكروفون',
      description: 'لم يتم العثور على ميكروفون. يُرجى توصيل ميكروفون.',
    });
    // An error the browser names in no way we know still asks for the permission.
    expect(deviceErrorToast('video', error('toString')).description).toBe('يُرجى السماح باستخدام الكاميرا.');
    expect(deviceEnabledToast('audio')).toBe('تم تشغيل الميكروفون');
  });

  it('keep the spec’s English word for word', async () => {
    await i18n.changeLanguage('en');
    expect(deviceErrorToast('video', error('NotFoundError')).description).toBe(
      'No camera found. Please connect a camera and try again.',
    );
    expect(deviceEnabledToast('video')).toBe('Camera enabled');
  });
});
