import fc from 'fast-check';
import { z } from 'zod';
import { ClientMessage } from '@sankofa/contracts/realtime';
import { TestSocket } from '../modules/realtime/realtime-test-client.ts';
import { hostileStrings, objectFor, type SchemaNode } from './hostile-values.ts';

/** Frames the gateway takes per 5-second window before it refuses them (it allows 100). */
const FRAMES_PER_BATCH = 90;
const WINDOW_MS = 5_200;
/** The gateway's `maxPayload`. */
export const MAX_FRAME_BYTES = 16 * 1024;

/** Every inbound message type, as JSON Schema, to build frames of the right type with wrong fields. */
function messageSchemas(): Array<{ type: string; node: SchemaNode }> {
  const root = z.toJSONSchema(ClientMessage, { io: 'input', unrepresentable: 'any' }) as SchemaNode;
  const flat = (n: SchemaNode): SchemaNode[] =>
    (n.anyOf ?? n.oneOf ?? [n]).flatMap((c) => (c.anyOf || c.oneOf ? flat(c) : [c]));
  return flat(root).map((node) => ({ type: String(node.properties?.type?.const ?? 'ping'), node }));
}

/** Bad frames, reproducible from the seed: typed ones with odd fields, and frames that are not messages at all. */
export function badFrames(seed: number, count: number): Array<string | Buffer> {
  const typed = messageSchemas().map(({ type, node }) =>
    objectFor(node).map((o) => JSON.stringify({ ...o, type, ref: typeof o.ref === 'string' ? o.ref : 'f' })),
  );
  const raw = fc.oneof(
    fc.constantFrom(
      '',
      'null',
      '[]',
      '"ping"',
      '{',
      '{"type":',
      '{"type":"nope"}',
      '{"type":null}',
      '\u0000',
      '{"type":"ping","ref":"\\ud800"}',
    ),
    fc
      .constantFrom(...hostileStrings)
      .map((s) => JSON.stringify({ type: 'chat.send', to: s, text: s, kind: 'text', clientId: s })),
    fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b)),
  );
  // Over the payload limit the protocol's own answer is to close with 1009, which the gateway's tests
  // cover; the fuzzer sends what a socket is meant to survive.
  const fits = (f: string | Buffer) => Buffer.byteLength(f) <= MAX_FRAME_BYTES;
  const arb = fc.oneof({ weight: 3, arbitrary: fc.oneof(...typed) }, { weight: 1, arbitrary: raw }).filter(fits);
  return fc.sample(arb, { seed, numRuns: count });
}

/**
 * Sends the frames over `sockets` real sockets, paced under the gateway's frame budget, and checks
 * after each batch that every socket still answers a ping. Returns how many sockets were lost.
 */
export async function fuzzFrames(opts: {
  baseUrl: string;
  member: () => Promise<string>;
  seed: number;
  frames: number;
  sockets: number;
}): Promise<{ sent: number; socketsLost: number; errorsReceived: number; closes: string[] }> {
  const perSocket = Math.ceil(opts.frames / opts.sockets);
  const results = await Promise.all(
    Array.from({ length: opts.sockets }, async (_, s) => {
      const socket = await TestSocket.open(opts.baseUrl, await opts.member());
      let lost = false;
      let closedWith = '';
      void socket.closed.then(({ code, reason }) => {
        lost = true;
        closedWith = `${code} ${reason}`;
      });
      const frames = badFrames(opts.seed + s, perSocket);
      let sent = 0;
      for (let i = 0; i < frames.length && !lost; i += FRAMES_PER_BATCH) {
        const started = Date.now();
        for (const frame of frames.slice(i, i + FRAMES_PER_BATCH)) {
          socket.ws.send(frame, { binary: Buffer.isBuffer(frame) });
          sent++;
        }
        const ref = `alive-${i}`;
        try {
          socket.send({ type: 'ping', ref });
          await socket.next((m) => m.type === 'pong' && m.ref === ref, 10_000);
        } catch {
          lost = true;
        }
        const rest = WINDOW_MS - (Date.now() - started);
        if (i + FRAMES_PER_BATCH < frames.length && rest > 0) await new Promise((r) => setTimeout(r, rest));
      }
      const errorsReceived = socket.messages.filter((m) => m.type === 'error').length;
      socket.ws.close();
      return { sent, lost, errorsReceived, closedWith: lost ? closedWith || 'no pong' : '' };
    }),
  );
  return {
    sent: results.reduce((n, r) => n + r.sent, 0),
    socketsLost: results.filter((r) => r.lost).length,
    errorsReceived: results.reduce((n, r) => n + r.errorsReceived, 0),
    closes: results.map((r) => r.closedWith).filter(Boolean),
  };
}
