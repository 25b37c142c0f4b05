import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ChatMessage, ConversationSummary, MessagePage, SendMessageBody } from '@sankofa/contracts';
import type { ServerMessage } from '@sankofa/contracts/realtime';
import type { AppDeps } from '../../deps.ts';
import { createRedisBus } from '../../adapters/bus/redis-bus.ts';
import { rowsOf } from '../../db/rows.ts';
import type { TestApp } from '../../test/harness.ts';
import { TestSocket, eventually } from '../realtime/realtime-test-client.ts';
import { createRedisPresenceStore } from '../realtime/redis-presence-store.ts';
import { call, matchDirectly, member, type Member } from '../social/social-test-kit.ts';

/** Test-only helpers for messaging: send, read and list as a member over HTTP. */

export const clientId = () => randomUUID();

type SendInput =
  | { kind: 'text'; text: string; clientId?: string }
  | { kind: 'heart'; text?: string; clientId?: string }
  | { kind: 'gift'; giftType: 'rose' | 'heart' | 'diamond'; text?: string; clientId?: string };

export const send = (t: TestApp, from: Member, to: Member | string, input: SendInput | string) => {
  const body = typeof input === 'string' ? { kind: 'text' as const, text: input } : input;
  const payload = { ...body, clientId: body.clientId ?? clientId() } as SendMessageBody;
  return call(t, from, 'POST', `/api/conversations/${typeof to === 'string' ? to : to.id}/messages`, payload);
};

/** A matched pair with some history of every kind: a text each way, a heart and a gift. */
export async function talkingPair(t: TestApp): Promise<{ a: Member; b: Member }> {
  const a = await member(t);
  const b = await member(t);
  await matchDirectly(t, a, b);
  await sendOk(t, a, b, 'Akwaaba!');
  await sendOk(t, b, a, { kind: 'heart' });
  await sendOk(t, a, b, { kind: 'gift', giftType: 'rose' });
  await sendOk(t, b, a, 'Medaase');
  return { a, b };
}

export async function sendOk(t: TestApp, from: Member, to: Member, input: SendInput | string): Promise<ChatMessage> {
  const res = await send(t, from, to, input);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { message: ChatMessage }).message;
}

export async function messagesOf(t: TestApp, who: Member, peer: Member, query = ''): Promise<MessagePage> {
  const res = await call(t, who, 'GET', `/api/conversations/${peer.id}/messages${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MessagePage;
}

export const markRead = (t: TestApp, who: Member, peer: Member, upToSeq: number) =>
  call(t, who, 'POST', `/api/conversations/${peer.id}/read`, { upToSeq });

export async function conversationsOf(t: TestApp, who: Member): Promise<ConversationSummary[]> {
  const all: ConversationSummary[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 100; page++) {
    const res = await call(t, who, 'GET', `/api/conversations${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { conversations: ConversationSummary[]; nextCursor: string | null };
    all.push(...body.conversations);
    cursor = body.nextCursor;
    if (!cursor) break;
  }
  return all;
}

export async function bellOf(t: TestApp, who: Member) {
  const res = await call(t, who, 'GET', '/api/notifications/summary');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { unreadMessages: number; friendRequests: number; newMatches: number; total: number };
}

export async function balanceOf(t: TestApp, who: Member): Promise<number> {
  const res = await call(t, who, 'GET', '/api/profile/me');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { tokenBalance: number }).tokenBalance;
}

// ---------------------------------------------------------------------------------------------
// Realtime, settings and database helpers for the messaging suites.

/**
 * Deps for an app whose sockets a test drives: with REDIS_URL (as in CI) the bus and presence run on
 * Redis under a prefix of this app's own, so the cross-instance fan-out path is what is tested.
 */
export function realtimeDeps(): Partial<Omit<AppDeps, 'env' | 'database'>> {
  const url = process.env.REDIS_URL;
  if (!url) return {};
  const run = randomUUID();
  return {
    bus: createRedisBus(url, `test-msg-bus-${run}:`),
    presence: createRedisPresenceStore(url, { prefix: `test-msg-presence-${run}:` }),
  };
}

/** Opens the app on a free local port (sockets need one) and answers the ws:// base URL. */
export async function listen(t: TestApp): Promise<string> {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return address.replace(/^http/, 'ws');
}

export const openSocket = (base: string, who: Member) => TestSocket.open(base, who.token);

const patchSettings = (t: TestApp, who: Member, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/profile/me/settings',
    headers: { authorization: `Bearer ${who.token}` },
    payload: body,
  });

export async function allowMessages(t: TestApp, who: Member, allow: boolean): Promise<void> {
  const res = await patchSettings(t, who, { allowMessages: allow });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().allowMessages).toBe(allow);
}

export async function block(t: TestApp, who: Member, other: Member): Promise<void> {
  const res = await call(t, who, 'POST', '/api/blocks', { userId: other.id });
  expect(res.statusCode, res.body).toBe(204);
}

export async function unmatch(t: TestApp, who: Member, other: Member): Promise<void> {
  const res = await call(t, who, 'DELETE', `/api/matches/${other.id}`);
  expect(res.statusCode, res.body).toBe(204);
}

type Sent = Extract<ServerMessage, { type: 'chat.sent' }>;
type ErrorEvent = Extract<ServerMessage, { type: 'error' }>;
let refs = 0;
export const newRef = (tag = 'r') => `${tag}-${++refs}-${randomUUID().slice(0, 8)}`;

/** `chat.send` over a socket; answers the `chat.sent` or `error` that carries its ref. */
export async function wsSend(
  socket: TestSocket,
  to: Member | string,
  input: SendInput | string,
  ref = newRef('send'),
): Promise<Sent | ErrorEvent> {
  const body = typeof input === 'string' ? { kind: 'text' as const, text: input } : input;
  const frame = {
    type: 'chat.send',
    ref,
    to: typeof to === 'string' ? to : to.id,
    ...body,
    clientId: body.clientId ?? clientId(),
  };
  socket.send(JSON.stringify(frame));
  return (await waitFor(socket, (m) => (m.type === 'chat.sent' || m.type === 'error') && m.ref === ref)) as
    Sent | ErrorEvent;
}

/**
 * Waits until the socket has received a message that matches (among all it ever received, unlike
 * TestSocket.next, which skips what it passes over) and answers it.
 */
export async function waitFor(
  socket: TestSocket,
  match: (m: ServerMessage) => boolean,
  what = 'a message',
  ms = 10_000,
): Promise<ServerMessage> {
  let found: ServerMessage | undefined;
  await eventually(
    async () => (found = socket.messages.find(match)) !== undefined,
    `${what}; got ${JSON.stringify(socket.messages.slice(-5))}`,
    ms,
  );
  return found!;
}

export const chatEvents = (socket: TestSocket) => socket.messages.filter((m) => m.type.startsWith('chat.'));

/** Every row any of these users has in the ledger, oldest first. */
export async function ledgerOf(t: TestApp, userIds: readonly string[]) {
  const result = await t.deps.database.db.execute(sql`
    select l.id::text as row_id, l.user_id::text as user_id, l.amount, l.reason, l.counterparty_id::text as counterparty_id, l.idempotency_key
    from token_ledger l where l.user_id in (${sql.join(
      userIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) order by l.id`);
  // Sorted by the bigint id (a text alias named "id" would sort as text: '10000' before '9576').
  return rowsOf<{
    row_id: string;
    user_id: string;
    amount: number;
    reason: string;
    counterparty_id: string | null;
    idempotency_key: string | null;
  }>(result).map(({ row_id, ...r }) => ({ id: BigInt(row_id), ...r }));
}

/**
 * Everything messaging stores about these users (conversations, messages, ledger), read straight from
 * the tables: compare two snapshots to prove that a refused request wrote nothing.
 */
export async function storedFacts(t: TestApp, members: readonly Member[]) {
  const ids = sql.join(
    members.map((m) => sql`${m.id}::uuid`),
    sql`, `,
  );
  const db = t.deps.database.db;
  const [conversations, messages] = await Promise.all([
    db.execute(sql`select c.*, c.user_a::text as ua, c.user_b::text as ub from conversations c
      where c.user_a in (${ids}) or c.user_b in (${ids}) order by c.user_a, c.user_b`),
    db.execute(sql`select m.id::text as id, m.user_a::text as ua, m.user_b::text as ub, m.seq, m.sender_id::text as sender, m.client_id, m.kind, m.body
      from messages m where m.user_a in (${ids}) or m.user_b in (${ids}) order by m.user_a, m.user_b, m.seq`),
  ]);
  const ledger = await ledgerOf(
    t,
    members.map((m) => m.id),
  );
  return {
    conversations: rowsOf(conversations),
    messages: rowsOf(messages),
    ledger: ledger.map((r) => ({ ...r, id: String(r.id) })),
  };
}

/**
 * Quickly adds onboarded members straight to the tables (no password hashing): for tests that need
 * many peers who never sign in themselves.
 */
export async function quickPeers(t: TestApp, count: number): Promise<Member[]> {
  const result = await t.deps.database.db.execute(sql`
    with u as (
      insert into users (email, password_hash)
      select 'peer-' || gen_random_uuid() || '@example.test', 'not-a-hash' from generate_series(1, ${count})
      returning id
    )
    insert into profiles (user_id, display_name, onboarded_at, gender, birth_date, location)
    select u.id, 'Peer ' || left(u.id::text, 6), now(), 'man', '1992-03-04', 'Accra, Ghana' from u
    returning user_id::text as id, display_name as name`);
  return rowsOf<{ id: string; name: string }>(result).map((r) => ({
    id: r.id,
    email: '',
    token: 'no-session',
    name: r.name,
  }));
}
