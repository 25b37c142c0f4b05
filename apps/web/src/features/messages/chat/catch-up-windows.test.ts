import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { CatchUpBody, CatchUpResult } from '@sankofa/contracts';
import { messagingKeys } from '../messaging-api.ts';
import { catchUpWindows } from './catch-up-windows.ts';
import type { ChatWindow } from './message-window.ts';
import { msg } from './test-messages.ts';

const OTHER = '0b3d1e00-f2b7-4050-8000-00000000000c';
const CLOSED = '0b3d1e00-f2b7-4050-8000-00000000000d';
const FAR = '0b3d1e00-f2b7-4050-8000-00000000000e';
const EMPTY = '0b3d1e00-f2b7-4050-8000-00000000000f';

const win = (...seqs: number[]): ChatWindow => ({
  messages: seqs.map((s) => msg(s)),
  hasOlder: false,
  theirReadSeq: 0,
});
const seqsOf = (client: QueryClient, userId: string) =>
  client.getQueryData<ChatWindow>(messagingKeys.messages(userId))?.messages.map((m) => m.seq);
const stale = (client: QueryClient, userId: string) =>
  client.getQueryCache().find({ queryKey: messagingKeys.messages(userId), exact: true })?.state.isInvalidated;

function clientHolding(windows: Record<string, ChatWindow>): QueryClient {
  const client = new QueryClient();
  for (const [userId, w] of Object.entries(windows)) client.setQueryData(messagingKeys.messages(userId), w);
  return client;
}

describe('catching up every held chat after a reconnect', () => {
  it('asks once for all of them, from the last message each holds, and merges each answer in', async () => {
    const client = clientHolding({ [OTHER]: win(1, 2, 3), [FAR.toUpperCase()]: win(7) });
    const asked: CatchUpBody[] = [];
    const fetchCatchUp = vi.fn(async (body: CatchUpBody): Promise<CatchUpResult> => {
      asked.push(body);
      return {
        conversations: [
          { userId: OTHER, connected: true, messages: [msg(3), msg(4), msg(5)], hasNewer: false, theirReadSeq: 2 },
          { userId: FAR, connected: true, messages: [msg(8)], hasNewer: false, theirReadSeq: 0 },
        ],
      };
    });
    expect(await catchUpWindows(client, fetchCatchUp)).toBe(2);
    expect(fetchCatchUp).toHaveBeenCalledTimes(1);
    expect(asked[0]!.conversations).toEqual([
      { userId: OTHER, after: 3 },
      { userId: FAR, after: 7 },
    ]);
    expect(seqsOf(client, OTHER)).toEqual([1, 2, 3, 4, 5]);
    expect(client.getQueryData<ChatWindow>(messagingKeys.messages(OTHER))?.theirReadSeq).toBe(2);
    expect(seqsOf(client, FAR.toUpperCase())).toEqual([7, 8]);
    expect(stale(client, OTHER)).toBe(false);
  });

  it('reads again on its own a chat that missed more than the batch carries, a closed one and one never loaded', async () => {
    const client = clientHolding({ [OTHER]: win(1), [CLOSED]: win(4), [EMPTY]: win() });
    const fetchCatchUp = async (): Promise<CatchUpResult> => ({
      conversations: [
        { userId: OTHER, connected: true, messages: [msg(2), msg(3)], hasNewer: true, theirReadSeq: 0 },
        { userId: CLOSED, connected: false, messages: [], hasNewer: false, theirReadSeq: 0 },
      ],
    });
    expect(await catchUpWindows(client, fetchCatchUp)).toBe(0);
    // What came is kept; the rest is read from there.
    expect(seqsOf(client, OTHER)).toEqual([1, 2, 3]);
    expect(stale(client, OTHER)).toBe(true);
    expect(stale(client, CLOSED)).toBe(true);
    expect(stale(client, EMPTY)).toBe(true);
  });

  it('loses nothing held when the batch fails: every chat is read again on its own', async () => {
    const client = clientHolding({ [OTHER]: win(1, 2), [FAR]: win(5) });
    expect(await catchUpWindows(client, () => Promise.reject(new Error('offline')))).toBe(0);
    expect(seqsOf(client, OTHER)).toEqual([1, 2]);
    expect(stale(client, OTHER)).toBe(true);
    expect(stale(client, FAR)).toBe(true);
  });

  it('sends at most 50 chats a request', async () => {
    const windows: Record<string, ChatWindow> = {};
    for (let i = 0; i < 120; i++) windows[`0b3d1e00-f2b7-4050-8000-${String(i).padStart(12, '0')}`] = win(1);
    const sizes: number[] = [];
    const fetchCatchUp = async (body: CatchUpBody): Promise<CatchUpResult> => {
      sizes.push(body.conversations.length);
      return {
        conversations: body.conversations.map(({ userId }) => ({
          userId,
          connected: true,
          messages: [],
          hasNewer: false,
          theirReadSeq: 0,
        })),
      };
    };
    expect(await catchUpWindows(clientHolding(windows), fetchCatchUp)).toBe(120);
    expect(sizes).toEqual([50, 50, 20]);
  });
});
