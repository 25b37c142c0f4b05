import { createHash, createHmac, randomBytes } from 'node:crypto';
import dgram from 'node:dgram';

/**
 * Just enough of STUN (RFC 5389) and TURN (RFC 5766) over UDP to ask a real TURN server two things:
 * is it answering (a Binding request), and does it open a relay for a username and password (an
 * Allocate with long-term credentials, as a browser's ICE agent makes one).
 */

const MAGIC_COOKIE = 0x2112a442;
const BINDING_REQUEST = 0x0001;
const BINDING_SUCCESS = 0x0101;
const ALLOCATE_REQUEST = 0x0003;
const ALLOCATE_SUCCESS = 0x0103;
const ALLOCATE_ERROR = 0x0113;
const REFRESH_REQUEST = 0x0004;
const REFRESH_SUCCESS = 0x0104;
const ATTR = {
  USERNAME: 0x0006,
  MESSAGE_INTEGRITY: 0x0008,
  ERROR_CODE: 0x0009,
  LIFETIME: 0x000d,
  REALM: 0x0014,
  NONCE: 0x0015,
  XOR_RELAYED_ADDRESS: 0x0016,
  REQUESTED_TRANSPORT: 0x0019,
} as const;
const UDP_PROTOCOL = 17;

interface Attribute {
  type: number;
  value: Buffer;
}
interface Message {
  type: number;
  transactionId: Buffer;
  attributes: Attribute[];
}

const pad4 = (n: number) => (4 - (n % 4)) % 4;

function encode(type: number, transactionId: Buffer, attributes: Attribute[]): Buffer {
  const body = Buffer.concat(
    attributes.map(({ type: t, value }) => {
      const head = Buffer.alloc(4);
      head.writeUInt16BE(t, 0);
      head.writeUInt16BE(value.length, 2);
      return Buffer.concat([head, value, Buffer.alloc(pad4(value.length))]);
    }),
  );
  const header = Buffer.alloc(20);
  header.writeUInt16BE(type, 0);
  header.writeUInt16BE(body.length, 2);
  header.writeUInt32BE(MAGIC_COOKIE, 4);
  transactionId.copy(header, 8);
  return Buffer.concat([header, body]);
}

function decode(packet: Buffer): Message | null {
  if (packet.length < 20 || packet.readUInt32BE(4) !== MAGIC_COOKIE) return null;
  const length = packet.readUInt16BE(2);
  const attributes: Attribute[] = [];
  for (let at = 20; at + 4 <= 20 + length && at + 4 <= packet.length;) {
    const type = packet.readUInt16BE(at);
    const size = packet.readUInt16BE(at + 2);
    attributes.push({ type, value: packet.subarray(at + 4, at + 4 + size) });
    at += 4 + size + pad4(size);
  }
  return { type: packet.readUInt16BE(0), transactionId: packet.subarray(8, 20), attributes };
}

/** The long-term credential key of RFC 5389 §15.4, MD5(username ":" realm ":" password). */
const longTermKey = (username: string, realm: string, password: string) =>
  createHash('md5').update(`${username}:${realm}:${password}`).digest();

/** A request signed with MESSAGE-INTEGRITY: the HMAC covers the header with the length as if it ended the message. */
function signed(type: number, transactionId: Buffer, attributes: Attribute[], key: Buffer): Buffer {
  const withPlaceholder = encode(type, transactionId, [
    ...attributes,
    { type: ATTR.MESSAGE_INTEGRITY, value: Buffer.alloc(20) },
  ]);
  const covered = withPlaceholder.subarray(0, withPlaceholder.length - 24);
  const mac = createHmac('sha1', key).update(covered).digest();
  mac.copy(withPlaceholder, withPlaceholder.length - 20);
  return withPlaceholder;
}

/** One UDP socket: a TURN server keeps its nonce and allocation per client address and port. */
function udpClient(port: number, host: string) {
  const socket = dgram.createSocket('udp4');
  const waiting = new Map<string, (m: Message) => void>();
  socket.on('message', (data) => {
    const message = decode(data);
    const id = message?.transactionId.toString('hex');
    if (message && id) waiting.get(id)?.(message);
  });
  return {
    request(packet: Buffer, timeoutMs: number): Promise<Message> {
      const id = packet.subarray(8, 20).toString('hex');
      return new Promise<Message>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(new Error(`no STUN answer from ${host}:${port}`));
        }, timeoutMs);
        waiting.set(id, (m) => {
          clearTimeout(timer);
          waiting.delete(id);
          resolve(m);
        });
        socket.send(packet, port, host, (err) => {
          if (!err) return;
          clearTimeout(timer);
          reject(err);
        });
      });
    },
    close: () => socket.close(),
  };
}

/** Whether a STUN server answers a Binding request on this UDP port. */
export async function stunAnswers(port: number, host = '127.0.0.1', timeoutMs = 500): Promise<boolean> {
  const client = udpClient(port, host);
  try {
    const answer = await client.request(encode(BINDING_REQUEST, randomBytes(12), []), timeoutMs);
    return answer.type === BINDING_SUCCESS;
  } catch {
    return false;
  } finally {
    client.close();
  }
}

type Refused = { ok: false; code: number; reason: string };
export type AllocateResult = { ok: true; relayPort: number } | Refused;

const attribute = (m: Message, type: number) => m.attributes.find((a) => a.type === type)?.value;

function failure(m: Message): Refused {
  const value = attribute(m, ATTR.ERROR_CODE);
  if (!value) return { ok: false, code: 0, reason: `unexpected answer type 0x${m.type.toString(16)}` };
  return { ok: false, code: value[2]! * 100 + value[3]!, reason: value.subarray(4).toString('utf8') };
}

/** An allocation kept open on its own socket, as a browser keeps its relay during a call. */
export interface OpenRelay {
  result: AllocateResult;
  /** A Refresh request signed with the credentials the relay was opened with (what ICE agents send to keep it). */
  refresh(lifetimeSeconds?: number): Promise<{ ok: true } | Refused>;
  close(): void;
}

/**
 * Asks the TURN server for a UDP relay with these long-term credentials: the first Allocate is
 * unauthenticated and is answered 401 with the realm and a nonce, the second is signed.
 */
export async function allocateRelay(
  port: number,
  credentials: { username: string; credential: string },
  host = '127.0.0.1',
): Promise<AllocateResult> {
  const relay = await openRelay(port, credentials, host);
  relay.close();
  return relay.result;
}

export async function openRelay(
  port: number,
  credentials: { username: string; credential: string },
  host = '127.0.0.1',
): Promise<OpenRelay> {
  const client = udpClient(port, host);
  try {
    const transport = { type: ATTR.REQUESTED_TRANSPORT, value: Buffer.from([UDP_PROTOCOL, 0, 0, 0]) };
    const challenge = await client.request(encode(ALLOCATE_REQUEST, randomBytes(12), [transport]), 2000);
    const realm = attribute(challenge, ATTR.REALM);
    const nonce = attribute(challenge, ATTR.NONCE);
    if (challenge.type !== ALLOCATE_ERROR || !realm || !nonce) {
      return { result: failure(challenge), refresh: async () => failure(challenge), close: () => client.close() };
    }
    const key = longTermKey(credentials.username, realm.toString('utf8'), credentials.credential);
    const auth = [
      { type: ATTR.USERNAME, value: Buffer.from(credentials.username, 'utf8') },
      { type: ATTR.REALM, value: realm },
      { type: ATTR.NONCE, value: nonce },
    ];
    const answer = await client.request(signed(ALLOCATE_REQUEST, randomBytes(12), [transport, ...auth], key), 2000);
    const relayed = attribute(answer, ATTR.XOR_RELAYED_ADDRESS);
    const result: AllocateResult =
      answer.type !== ALLOCATE_SUCCESS
        ? failure(answer)
        : relayed
          ? { ok: true, relayPort: relayed.readUInt16BE(2) ^ (MAGIC_COOKIE >>> 16) }
          : { ok: false, code: 0, reason: 'success without a relayed address' };
    return {
      result,
      async refresh(lifetimeSeconds = 600) {
        const lifetime = Buffer.alloc(4);
        lifetime.writeUInt32BE(lifetimeSeconds);
        const request = signed(
          REFRESH_REQUEST,
          randomBytes(12),
          [{ type: ATTR.LIFETIME, value: lifetime }, ...auth],
          key,
        );
        const refreshed = await client.request(request, 2000);
        return refreshed.type === REFRESH_SUCCESS ? { ok: true } : failure(refreshed);
      },
      close: () => client.close(),
    };
  } catch (err) {
    client.close();
    throw err;
  }
}
