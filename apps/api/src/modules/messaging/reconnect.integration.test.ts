import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_CATCH_UP_MAX, type ChatMessage } from '@sankofa/contracts';
import type { ServerMessage } from '@sankofa/contracts/realtime';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { eventually, type TestSocket } from '../realtime/realtime-test-client.ts';
import { matchDirectly, member, type Member } from '../social/social-test-kit.ts';
import {
  clientId,
  listen,
  messagesOf,
  newRef,
  openSocket,
  realtimeDeps,
  sendOk,
  waitFor,
  wsSend,
} from './messaging-test-kit.ts';

/**
 * Issue #5, "must hold" 3: a reader whose socket drops while the other person keeps writing, and who
 * then reconnects and catches up after the last sequence number it holds, ends with every message
 * exactly once and in the order it was sent.
 */
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_MESSAGES_PER_MINUTE: '100000' }, deps: realtimeDeps() });
  base = await listen(t);
});
afterAll(async () => {
  await t?.close();
});

/** A resolvable promise: lets the writer wait at a point until the reader has done something. */
function latch() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** What a chat client keeps: messages by sequence number, merged from live events and catch-up pages. */
class Reader {
  readonly bySeq = new Map<number, ChatMessage>();
  catchUpPages: Array<{ after: number; count: number; hasNewer: boolean }> = [];

  constructor(
    private readonly me: Member,
    private readonly peer: Member,
  ) {}

  add(m: ChatMessage, source: string): void {
    const known = this.bySeq.get(m.seq);
    // The same number must always be the same message, whichever way it arrived.
    if (known) expect(known.id, `seq ${m.seq} from ${source}`).toBe(m.id);
    else this.bySeq.set(m.seq, m);
  }

  /** The highest n such that 1..n are all held: where a catch-up must resume. */
  contiguous(): number {
    let n = 0;
    while (this.bySeq.has(n + 1)) n++;
    return n;
  }

  /** Takes this socket's live chat events into the store as they come. */
  follow(socket: TestSocket, label: string): () => ServerMessage[] {
    let seen = 0;
    const pump = () => {
      for (; seen < socket.messages.length; seen++) {
        const m = socket.messages[seen]!;
        if (m.type === 'chat.message_created' && m.message.senderId === this.peer.id) this.add(m.message, label);
      }
    };
    const timer = setInterval(pump, 5);
    return () => {
      clearInterval(timer);
      pump();
      return socket.messages;
    };
  }

  /** GET …/messages?after=<last held>, following hasNewer to the end. */
  async catchUp(t: TestApp): Promise<void> {
    for (let i = 0; i < 100; i++) {
      const after = this.contiguous();
      const page = await messagesOf(t, this.me, this.peer, `?after=${after}`);
      this.catchUpPages.push({ after, count: page.messages.length, hasNewer: page.hasNewer });
      expect(page.messages.length).toBeLessThanOrEqual(MESSAGE_CATCH_UP_MAX);
      expect(
        page.messages.map((m) => m.seq),
        'a catch-up page is the run right after the point asked for',
      ).toEqual(page.messages.map((_, k) => after + k + 1));
      for (const m of page.messages) this.add(m, `catch-up after ${after}`);
      if (!page.hasNewer) return;
    }
    throw new Error('catch-up never ended');
  }
}

/** Live chat events on one socket never repeat a sequence number. */
function expectNoRepeats(messages: ServerMessage[], label: string): void {
  const seqs = messages.flatMap((m) => (m.type === 'chat.message_created' ? [m.message.seq] : []));
  expect(new Set(seqs).size, `${label} repeated an event`).toBe(seqs.length);
}

describe('reconnecting', () => {
  it('a reader who drops twice mid-stream ends with every message exactly once, in order', async () => {
    const a = await member(t);
    const b = await member(t);
    await matchDirectly(t, a, b);
    const N = 300;
    // The writer uses HTTP and three tabs' sockets, so no socket nears its frame-rate limit.
    const tabs = await Promise.all([openSocket(base, a), openSocket(base, a), openSocket(base, a)]);
    const reader = new Reader(b, a);
    const sent: string[] = [];
    let sentCount = 0;
    // Gates keep each step mid-stream however fast either side runs: the writer always has more to
    // send after each drop and after each reconnect (so each new socket also gets messages live).
    const firstDrop = latch();
    const firstBack = latch();
    const secondDrop = latch();
    const secondBack = latch();

    const writer = (async () => {
      for (let i = 1; i <= N; i++) {
        if (i === 40) await firstDrop.opened;
        if (i === 252) await firstBack.opened;
        if (i === 265) await secondDrop.opened;
        if (i === 282) await secondBack.opened;
        const text = `message ${i} ${clientId().slice(0, 6)}`;
        sent.push(text);
        if (i % 2 === 1) {
          await sendOk(t, a, b, { kind: 'text', text });
        } else {
          const res = await wsSend(tabs[i % 3]!, b, text);
          expect(res, `send ${i}`).toMatchObject({ type: 'chat.sent', message: { text } });
        }
        sentCount = i;
      }
    })();

    const readerSide = (async () => {
      // Online at first, then the socket closes politely mid-stream.
      const s1 = await openSocket(base, b);
      const stop1 = reader.follow(s1, 'socket 1');
      await eventually(async () => reader.bySeq.size >= 20, 'the first live messages');
      await s1.close();
      const live1 = stop1();
      firstDrop.open();
      // More than a catch-up page goes by while offline (the reader holds at most 1..39).
      await eventually(async () => sentCount >= 250, 'the writer passing message 250', 20_000);

      // Back: subscribe first (hello), then catch up while the writer keeps going.
      const s2 = await openSocket(base, b);
      const stop2 = reader.follow(s2, 'socket 2');
      firstBack.open();
      await reader.catchUp(t);
      expect(
        reader.catchUpPages.some((p) => p.hasNewer),
        JSON.stringify(reader.catchUpPages),
      ).toBe(true);
      await eventually(async () => reader.contiguous() >= 255, 'live messages after the first catch-up', 20_000);
      // This time the connection just dies (no close handshake).
      s2.ws.terminate();
      await s2.closed;
      const live2 = stop2();
      secondDrop.open();
      await eventually(async () => sentCount >= 280, 'the writer passing message 280', 20_000);

      const s3 = await openSocket(base, b);
      const stop3 = reader.follow(s3, 'socket 3');
      secondBack.open();
      await reader.catchUp(t);
      await writer;
      await eventually(async () => reader.bySeq.has(N), 'the last message, live', 20_000);
      await s3.roundTrip();
      const live3 = stop3();
      await s3.close();
      return [live1, live2, live3];
    })();

    const [lives] = await Promise.all([readerSide, writer]);
    await Promise.all(tabs.map((s) => s.close()));

    lives.forEach((messages, i) => expectNoRepeats(messages, `socket ${i + 1}`));
    const seqs = [...reader.bySeq.keys()].sort((x, y) => x - y);
    expect(seqs).toEqual(Array.from({ length: N }, (_, i) => i + 1));
    expect(seqs.map((s) => reader.bySeq.get(s)!.text)).toEqual(sent);
    expect(new Set([...reader.bySeq.values()].map((m) => m.id)).size).toBe(N);
    // Each socket saw some of it live, and the catch-ups filled the gaps.
    for (const messages of lives) expect(messages.some((m) => m.type === 'chat.message_created')).toBe(true);
    // Nothing more is waiting after the last one.
    expect(await messagesOf(t, b, a, `?after=${N}`)).toMatchObject({ messages: [], hasNewer: false });
  }, 60_000);

  it('catching up from any point returns the rest once, page by page, and never past the end', async () => {
    const a = await member(t);
    const b = await member(t);
    await matchDirectly(t, a, b);
    const total = MESSAGE_CATCH_UP_MAX + 7;
    for (let i = 1; i <= total; i++) await sendOk(t, i % 5 ? a : b, i % 5 ? b : a, `m${i}`);
    // 7 leaves exactly one full page (no hasNewer), 6 one message more than a page.
    for (const start of [0, 1, 6, 7, 8, total - 1, total, total + 50]) {
      const seen: number[] = [];
      let after = start;
      let pages = 0;
      for (; pages < 10;) {
        const res = await messagesOf(t, b, a, `?after=${after}`);
        pages++;
        seen.push(...res.messages.map((m) => m.seq));
        expect(res.hasOlder).toBe(false);
        if (!res.hasNewer) break;
        after = res.messages.at(-1)!.seq;
      }
      const first = Math.min(start, total);
      expect(seen, `from ${start}`).toEqual(Array.from({ length: total - first }, (_, i) => first + i + 1));
      expect(pages, `pages from ${start}`).toBe(Math.max(1, Math.ceil((total - first) / MESSAGE_CATCH_UP_MAX)));
    }
  });

  it('messages sent back to back on one socket are stored in the order they were sent', async () => {
    const a = await member(t);
    const b = await member(t);
    await matchDirectly(t, a, b);
    const [sa, sb] = await Promise.all([openSocket(base, a), openSocket(base, b)]);
    try {
      const texts = Array.from({ length: 40 }, (_, i) => `burst ${i + 1}`);
      const refs = texts.map(() => newRef('burst'));
      // No waiting between frames: what a fast typist's client does.
      texts.forEach((text, i) =>
        sa.send({ type: 'chat.send', ref: refs[i], to: b.id, kind: 'text', text, clientId: clientId() }),
      );
      const answers = await Promise.all(refs.map((ref) => waitFor(sa, (m) => m.type === 'chat.sent' && m.ref === ref)));
      const bySeq = answers.map((m) => (m.type === 'chat.sent' ? m.message : null)!).sort((x, y) => x.seq - y.seq);
      expect(bySeq.map((m) => m.text)).toEqual(texts);
      await waitFor(sb, (m) => m.type === 'chat.message_created' && m.message.seq === texts.length);
      expect((await messagesOf(t, b, a)).messages.map((m) => m.text)).toEqual(texts);
    } finally {
      await Promise.all([sa.close(), sb.close()]);
    }
  });
});
