import { it, expect } from 'vitest';
import { createTestApp, randomEmail, GOOD_PASSWORD, signUp } from '../../test/harness.ts';
it('probe', async () => {
  const t = await createTestApp();
  const s = (over: object) => t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email: randomEmail(), password: GOOD_PASSWORD, location: 'Accra', acceptTerms: true, ...over } });
  for (const over of [{ bio: 'a\u0000b' }, { location: 'a\u0000b' }, { bio: 'x\ud800y' }]) { const r = await s(over); console.log(JSON.stringify(over), r.statusCode, r.body.slice(0, 200)); }
  try { const r = await t.app.inject({ method: 'POST', url: '/api/auth/signin', headers: { 'user-agent': 'a\u0000b' }, payload: { email: randomEmail(), password: GOOD_PASSWORD } }); console.log('ua', r.statusCode, r.body); } catch (e) { console.log('ua throw', String(e)); }
  const u = await signUp(t);
  for (const body of [undefined, '']) { const r = await t.app.inject({ method: 'POST', url: '/api/auth/signout', headers: { authorization: `Bearer ${u.accessToken}` }, ...(body !== undefined && { payload: body }) }); console.log('signout body', JSON.stringify(body), r.statusCode, r.body); }
  const r2 = await t.app.inject({ method: 'POST', url: '/api/auth/signup', headers: { 'content-type': 'application/json' }, payload: '{"__proto__":{"x":1},"email":"a@b.co"}' }); console.log('proto', r2.statusCode, r2.body);
  const r3 = await t.app.inject({ method: 'POST', url: '/api/auth/signup', headers: { 'content-type': 'application/json' }, payload: '{"constructor":{"prototype":{"x":1}}}' }); console.log('ctor', r3.statusCode, r3.body);
  const r4 = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email: randomEmail(), password: GOOD_PASSWORD, location: 'Accra', acceptTerms: true, verified: true } }); console.log('unk', r4.statusCode, r4.body);
  const r5 = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { 'content-type': 'application/json' }, payload: '{bad' }); console.log('refresh bad json', r5.statusCode, r5.body);
  const r6 = await t.app.inject({ method: 'POST', url: '/api/auth/signin', headers: { 'content-type': 'text/plain' }, payload: 'hello' }); console.log('text', r6.statusCode, r6.body);
  const r7 = await t.app.inject({ method: 'POST', url: '/api/auth/signin', headers: { 'content-type': 'application/json' }, payload: 'x'.repeat(70000) }); console.log('big', r7.statusCode, r7.body);
  const r8 = await t.app.inject({ method: 'POST', url: '/api/auth/signin', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'email=a' }); console.log('form', r8.statusCode, r8.body);
  const r9 = await t.app.inject({ method: 'POST', url: '/api/auth/signin', headers: { 'content-type': 'application/json; charset=utf-16' }, payload: '{}' }); console.log('utf16', r9.statusCode, r9.body);
  const r10 = await t.app.inject({ method: 'POST', url: '/api/auth/signin', headers: { 'content-type': 'application/json' }, payload: '{"a":' + '['.repeat(5000) + ']'.repeat(5000) + '}' }); console.log('deep', r10.statusCode, r10.body.slice(0,200));
  const r11 = await t.app.inject({ method: 'GET', url: '/api/auth/signin' }); console.log('GET signin', r11.statusCode, r11.body);
  const r12 = await t.app.inject({ method: 'POST', url: '/api/auth/recover', headers: { 'content-type': 'application/json', 'content-length': '100000' }, payload: '{}' }); console.log('cl lie', r12.statusCode, r12.body);
  await t.close();
});
