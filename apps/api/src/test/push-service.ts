import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, Agent, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ece from 'http_ece';

/** One push as the stand-in received it, decrypted with the browser's own keys. */
export interface ReceivedPush {
  endpoint: string;
  headers: Record<string, string | string[] | undefined>;
  /** The plaintext, or null when it could not be decrypted. */
  text: string | null;
}

/** A browser's side of a subscription: the keys it made, and what its push service got. */
export interface FakeBrowser {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  received: ReceivedPush[];
}

/**
 * A local stand-in for a push service (HTTPS, self-signed certificate made with openssl), and the
 * browsers subscribed to it: each has a P-256 key pair and an auth secret of its own, and every
 * message posted to its endpoint is decrypted with them (RFC 8291, aes128gcm, the http_ece library).
 * `answer` sets the status an endpoint gets (201 unless told otherwise: 410 for one that is gone).
 */
export async function startPushService(): Promise<{
  /** An https.Agent that trusts this service's certificate, for the sender. */
  agent: Agent;
  browser(): FakeBrowser;
  answer(endpoint: string, status: number): void;
  close(): Promise<void>;
}> {
  const dir = mkdtempSync(path.join(tmpdir(), 'push-service-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const key = readFileSync(path.join(dir, 'key.pem'));
  const cert = readFileSync(path.join(dir, 'cert.pem'));
  rmSync(dir, { recursive: true, force: true });

  const browsers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer; browser: FakeBrowser }>();
  const statuses = new Map<string, number>();
  const server: Server = createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const endpoint = `https://127.0.0.1:${port()}${req.url}`;
      const status = statuses.get(endpoint) ?? 201;
      const entry = browsers.get(endpoint);
      if (entry && status < 300) {
        let text: string | null = null;
        try {
          text = ece
            .decrypt(Buffer.concat(chunks), {
              version: 'aes128gcm',
              privateKey: entry.ecdh,
              authSecret: entry.auth.toString('base64url'),
            })
            .toString('utf8');
        } catch {
          text = null;
        }
        entry.browser.received.push({ endpoint, headers: req.headers, text });
      }
      res.writeHead(entry ? status : 404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = () => (server.address() as { port: number }).port;

  return {
    agent: new Agent({ ca: cert }),
    browser() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const browser: FakeBrowser = {
        endpoint: `https://127.0.0.1:${port()}/push/${randomUUID()}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        received: [],
      };
      browsers.set(browser.endpoint, { ecdh, auth, browser });
      return browser;
    },
    answer(endpoint, status) {
      statuses.set(endpoint, status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
