import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { ChatMessage, ConversationSummary, MessagePage, SendMessageBody } from '@sankofa/contracts';
import type { TestApp } from '../../test/harness.ts';
import { call, type Member } from '../social/social-test-kit.ts';

/** Test-only helpers for messaging: send, read and list as a member over HTTP. */

export const clientId = () => randomUUID();

export type SendInput =
  | { kind: 'text'; text: string; clientId?: string }
  | { kind: 'heart'; text?: string; clientId?: string }
  | { kind: 'gift'; giftType: 'rose' | 'heart' | 'diamond'; text?: string; clientId?: string };

export const send = (t: TestApp, from: Member, to: Member | string, input: SendInput | string) => {
  const body = typeof input === 'string' ? { kind: 'text' as const, text: input } : input;
  const payload = { ...body, clientId: body.clientId ?? clientId() } as SendMessageBody;
  return call(t, from, 'POST', `/api/conversations/${typeof to === 'string' ? to : to.id}/messages`, payload);
};

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
