import { expect } from 'vitest';
import type { NotificationPage, NotificationView } from '@sankofa/contracts';
import type { TestApp } from '../../test/harness.ts';
import { call, type Member } from '../social/social-test-kit.ts';

/** Test-only helpers for the notifications centre, as a member calls it. */

export async function pageOf(t: TestApp, who: Member, cursor?: string | null): Promise<NotificationPage> {
  const res = await call(t, who, 'GET', `/api/notifications${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as NotificationPage;
}

/** Every entry, following the cursor to the end. */
export async function allOf(t: TestApp, who: Member): Promise<NotificationView[]> {
  const all: NotificationView[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 100; page++) {
    const body: NotificationPage = await pageOf(t, who, cursor);
    all.push(...body.notifications);
    cursor = body.nextCursor;
    if (!cursor) break;
  }
  return all;
}

export async function unreadOf(t: TestApp, who: Member): Promise<number> {
  const res = await call(t, who, 'GET', '/api/notifications/unread');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { unread: number }).unread;
}

/** What a member sees: kind and who, newest first. */
export const summary = (list: NotificationView[]) =>
  list.map((n) => `${n.kind} ${n.person?.displayName ?? '(moderators)'}`);

export const asUser = (m: Member) => ({ accessToken: m.token });
