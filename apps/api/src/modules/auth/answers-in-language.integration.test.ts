import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, GOOD_PASSWORD, randomEmail, signUp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const signUpBody = (email: string) => ({
  email,
  password: GOOD_PASSWORD,
  location: 'Dakar, Senegal',
  acceptTerms: true,
});

describe('the server answers in the language asked for (decision 0058)', () => {
  it('says an error in the Accept-Language, keeping its code; English and no header stay as they were', async () => {
    const ask = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        headers,
        payload: { email: randomEmail(), password: 'not-the-one-9' },
      });
    const fr = await ask({ 'accept-language': 'fr' });
    expect(fr.statusCode).toBe(400);
    expect(fr.json().error).toEqual({ code: 'invalid_credentials', message: 'E-mail ou mot de passe incorrect.' });
    expect((await ask({ 'accept-language': 'ar' })).json().error.message).toBe(
      'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    );
    expect((await ask({ 'accept-language': 'en-GB,fr;q=0.5' })).json().error.message).toBe(
      'Invalid email or password.',
    );
    expect((await ask({})).json().error.message).toBe('Invalid email or password.');
  });

  it('says field messages of a refused form in the language, with their values', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup/confirm',
      headers: { 'accept-language': 'pt-BR' },
      payload: { email: randomEmail(), code: '12' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.details.fields).toEqual([
      { field: 'code', message: 'Digite o código de 6 dígitos do e-mail' },
    ]);
  });

  it('falls back to the signed-in member’s own language when the request names none', async () => {
    const u = await signUp(t);
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/user',
      headers: bearer(u.accessToken),
      payload: { locale: 'sw' },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: bearer(u.accessToken),
      payload: { currentPassword: 'wrong-Password-1', newPassword: 'Another-kente-5-weave' },
    });
    expect(res.json().error).toEqual({ code: 'invalid_credentials', message: 'Nenosiri lako la sasa si sahihi.' });
  });

  it('mails the sign-up code in the sign-up page’s language, French', async () => {
    const email = randomEmail('fr');
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
      payload: signUpBody(email),
    });
    expect(started.statusCode).toBe(202);
    const mail = t.mail.findLast((m) => m.to === email)!;
    expect(mail.subject).toBe(`${mail.code} est votre code Sankofa`);
    expect(mail.text).toContain('Bienvenue sur Sankofa !');
    expect(mail.text).toContain('Saisissez-le sur la page d’inscription. Il reste valable 15 minutes.');
    expect(mail.html).toContain('<html lang="fr">');
  });

  it('mails Arabic right to left, and tells a registered owner in their account’s language', async () => {
    const email = randomEmail('ar');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'accept-language': 'ar' },
      payload: signUpBody(email),
    });
    const code = t.mail.findLast((m) => m.to === email)!;
    expect(code.subject).toBe(`${code.code} هو رمزك في Sankofa`);
    expect(code.html).toContain('<html lang="ar" dir="rtl">');
    expect(code.html).toContain('dir="rtl"');
    expect(code.html).toContain('أدخله في صفحة التسجيل. يعمل لمدة 15 دقيقة.');

    // The owner chose Yorùbá on the account: someone signing up with the address from an English page.
    const owner = await signUp(t);
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/user',
      headers: bearer(owner.accessToken),
      payload: { locale: 'yo' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'accept-language': 'en' },
      payload: signUpBody(owner.email),
    });
    const notice = t.mail.findLast((m) => m.to === owner.email)!;
    expect(notice.subject).toBe('Ẹnì kan gbìyànjú láti forúkọsílẹ̀ sí Sankofa pẹ̀lú àdírẹ́sì yín');
  });

  it('mails the reset link and the password-changed notice in the account’s language', async () => {
    const u = await signUp(t);
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/user',
      headers: bearer(u.accessToken),
      payload: { locale: 'ar' },
    });
    await t.app.inject({ method: 'POST', url: '/api/auth/recover', payload: { email: u.email } });
    await expect.poll(() => t.mail.findLast((m) => m.to === u.email)?.subject).toBe('أعد تعيين كلمة مرورك في Sankofa');
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: { ...bearer(u.accessToken), 'accept-language': 'ar' },
      payload: { currentPassword: u.password, newPassword: 'Another-kente-5-weave' },
    });
    expect(changed.json().message).toBe('تم تغيير كلمة المرور. وتم تسجيل الخروج من أجهزتك الأخرى.');
    const notice = t.mail.findLast((m) => m.to === u.email)!;
    expect(notice.subject).toBe('تم تغيير كلمة مرورك في Sankofa');
    expect(notice.html).toContain('dir="rtl"');
    expect(notice.text).toContain('UTC');
  });

  it('keeps English mail exactly as it was', async () => {
    const email = randomEmail('en');
    await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: signUpBody(email) });
    const mail = t.mail.findLast((m) => m.to === email)!;
    expect(mail.subject).toBe(`${mail.code} is your Sankofa code`);
    expect(mail.html).toContain('<html lang="en">\n');
  });
});
