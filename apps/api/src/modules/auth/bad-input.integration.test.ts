import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import {
  buildReadyApp,
  createTestApp,
  GOOD_PASSWORD,
  randomEmail,
  signUp,
  type SignedUpUser,
  signUpWith,
  type TestApp,
} from '../../test/harness.ts';
import { sessions, users } from '../../db/schema.ts';

let t: TestApp;
let u: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
});
// Each test has its own user, whose session and profile must come through the bad input unharmed.
beforeEach(async () => {
  u = await signUp(t);
});
afterEach(async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/auth/user',
    headers: { authorization: `Bearer ${u.accessToken}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().user).toMatchObject({
    email: u.email,
    location: 'Accra, Ghana',
    bio: "Hello, I'm new to Sankofa!",
  });
});
afterAll(async () => {
  await t?.close();
});

type Method = 'POST' | 'PUT';
/** Every auth endpoint that takes a body (or could be sent one), and the newsletter box. */
const ENDPOINTS: Array<[Method, string]> = [
  ['POST', '/api/auth/signup'],
  ['POST', '/api/auth/signin'],
  ['POST', '/api/auth/refresh'],
  ['POST', '/api/auth/signout'],
  ['PUT', '/api/auth/user'],
  ['POST', '/api/auth/password'],
  ['POST', '/api/auth/recover'],
  ['POST', '/api/auth/reset'],
  ['POST', '/api/auth/confirm'],
  ['POST', '/api/auth/resend-confirmation'],
  ['POST', '/api/newsletter'],
];

/** These two read no body: whatever parses is ignored and the request is judged on cookie or token. */
const ignoresBody = (url: string) => /refresh|resend-confirmation/.test(url);
const send = (method: Method, url: string, body: string | Buffer, contentType = 'application/json') =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${u.accessToken}`, 'content-type': contentType },
    payload: body,
  });

/** The project's error shape with a 4xx status, a readable message and no internals. */
function expectClientError(res: InjectResponse, status?: number, code?: string) {
  const where = `${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, where).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, where).toBeLessThan(500);
  if (status) expect(res.statusCode, where).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json();
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error.code).toMatch(/^[a-z_]+$/);
  if (code) expect(body.error.code).toBe(code);
  expect(body.error.message).toMatch(/[a-z]+ [a-z]+/i);
  expect(res.body).not.toMatch(/\n\s+at |node_modules|\.ts:\d+|stack|SyntaxError|FST_/);
}

describe('bad input on every endpoint', () => {
  it('malformed JSON → 400 invalid_json', async () => {
    for (const [method, url] of ENDPOINTS) {
      for (const body of ['{"email":', '{email: "a@b.co"}', "{'a':1}", '{"a":1,}', 'undefined', '\u0000']) {
        const res = await send(method, url, body);
        expectClientError(res, 400, 'invalid_json');
        expect(res.json().error.message).toBe('The request body is not valid JSON.');
      }
    }
  });

  it('an empty JSON body → 400 with a message saying so', async () => {
    for (const [method, url] of ENDPOINTS) {
      const res = await send(method, url, '');
      expectClientError(res, 400, 'invalid_json');
      expect(res.json().error.message).toMatch(/empty/);
    }
  });

  it('a body over 64 KiB → 413 payload_too_large, and nothing is written', async () => {
    const email = randomEmail('huge');
    for (const [method, url] of ENDPOINTS) {
      const body = JSON.stringify({
        email,
        password: GOOD_PASSWORD,
        location: 'Accra',
        acceptTerms: true,
        bio: 'x'.repeat(70 * 1024),
      });
      expectClientError(await send(method, url, body), 413, 'payload_too_large');
    }
    expect(await t.deps.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    // Just under the limit is judged on its content instead (a bio that long is a validation error).
    const near = JSON.stringify({
      email,
      password: GOOD_PASSWORD,
      location: 'Accra',
      acceptTerms: true,
      bio: 'x'.repeat(60 * 1024),
    });
    expectClientError(await send('POST', '/api/auth/signup', near), 400, 'validation_failed');
  });

  it('JSON that is not an object (array, string, number, null, true) → 400 for endpoints with a body', async () => {
    const withBody = ENDPOINTS.filter(([, url]) => !ignoresBody(url));
    for (const [method, url] of withBody) {
      for (const body of ['[]', '[{"email":"a@b.co"}]', '"text"', '42', 'null', 'true']) {
        expectClientError(await send(method, url, body), 400);
      }
    }
  });

  it('prototype-pollution keys are refused', async () => {
    for (const [method, url] of ENDPOINTS) {
      for (const body of ['{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}']) {
        expectClientError(await send(method, url, body), 400);
      }
    }
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('other content types get a 4xx, never a 500', async () => {
    for (const [method, url] of ENDPOINTS) {
      for (const [type, body] of [
        ['application/x-www-form-urlencoded', 'email=a%40b.co&password=x'],
        [
          'multipart/form-data; boundary=x',
          '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.co\r\n--x--',
        ],
        ['text/plain', 'hello'],
        ['application/xml', '<email>a@b.co</email>'],
      ] as const) {
        const res = await send(method, url, body, type);
        if (ignoresBody(url) && res.statusCode < 300) continue;
        expectClientError(res);
      }
    }
  });

  it('deeply nested or very wide JSON is refused cleanly', async () => {
    const deep = `{"email":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    const wide = JSON.stringify(Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i])));
    for (const [method, url] of ENDPOINTS) {
      for (const body of [deep, wide]) {
        const res = await send(method, url, body);
        if (ignoresBody(url) && res.statusCode < 300) continue;
        expectClientError(res);
      }
    }
  });

  it('invalid UTF-8 bytes are not a 500', async () => {
    const bytes = Buffer.concat([
      Buffer.from('{"email":"'),
      Buffer.from([0xff, 0xfe, 0xc3]),
      Buffer.from('@example.test","password":"x"}'),
    ]);
    for (const [method, url] of ENDPOINTS) {
      const res = await send(method, url, bytes);
      if (ignoresBody(url) && res.statusCode < 300) continue;
      expectClientError(res);
    }
  });

  it('a wrong method or an unknown path under /api gets a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/auth/signin'],
      ['PATCH', '/api/auth/user'],
      ['POST', '/api/auth/admin'],
      ['GET', '/api/auth/users'],
      ['POST', '/api/auth/verify'],
      ['GET', '/api/nope?x=<script>'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expectClientError(res, 404, 'not_found');
    }
  });
});

describe('request metadata from headers', () => {
  it('a NUL byte in the User-Agent is not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'user-agent': 'Evil\u0000Agent' },
      payload: { email: u.email, password: u.password },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('behind a trusted proxy, a forged X-Forwarded-For that is not an address is not a 500', async () => {
    // A second app on the same database (no second PGlite to boot), configured to trust its proxy.
    const proxied = {
      app: await buildReadyApp({ ...t.deps, env: { ...t.deps.env, TRUST_PROXY: true } }),
      deps: t.deps,
    };
    try {
      const email = randomEmail('xff');
      const up = await signUpWith(
        { ...t, app: proxied.app },
        { email, password: GOOD_PASSWORD, location: 'Accra', acceptTerms: true },
        { headers: { 'x-forwarded-for': "garbage'; drop table users; --" } },
      );
      expect(up.statusCode, up.body).toBe(201);
      for (const xff of ['999.1.1.1', 'fe80::1%eth0', '1.2.3.4, not-an-ip', '']) {
        const res = await proxied.app.inject({
          method: 'POST',
          url: '/api/auth/signin',
          headers: { 'x-forwarded-for': xff },
          payload: { email, password: GOOD_PASSWORD },
        });
        expect(res.statusCode, `${xff}: ${res.body}`).toBe(200);
      }
      // A real forwarded address is recorded as such.
      const real = await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        headers: { 'x-forwarded-for': '198.51.100.7' },
        payload: { email, password: GOOD_PASSWORD },
      });
      const sid = JSON.parse(Buffer.from(real.json().accessToken.split('.')[1], 'base64url').toString()).sid;
      const [row] = await proxied.deps.database.db.select().from(sessions).where(eq(sessions.id, sid));
      expect(row!.ip).toBe('198.51.100.7');
    } finally {
      await proxied.app.close();
    }
  });
});
