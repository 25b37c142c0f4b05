import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n.ts';
import type { NotificationView } from '@sankofa/contracts';
import { notificationTarget, notificationText } from './notification-text.ts';

// The texts come from the English notifications file, as a browser showing English gets them.
beforeAll(() => i18n.loadNamespaces('notifications'));

const who = '7b0a4a52-2a0e-4f43-9a3c-0c4a6d7f0e11';
const entry = (over: Partial<NotificationView>): NotificationView => ({
  id: 'c2d1c8c4-5a55-4d6a-8f5c-0a8a3f1b2c3d',
  kind: 'match',
  at: '2026-11-25T10:00:00.000Z',
  unread: true,
  person: { userId: who, displayName: 'Ama', photoUrl: null, verified: false },
  giftType: null,
  stream: null,
  ...over,
});

describe('notification entries', () => {
  it('say what happened and open the screen for it', () => {
    expect([notificationText(entry({})), notificationTarget(entry({}))]).toEqual([
      'matched with you. Say hello!',
      '/app/messages?tab=matches',
    ]);
    expect(notificationTarget(entry({ kind: 'friend_request' }))).toBe('/app/messages?tab=friends');
    expect(notificationTarget(entry({ kind: 'friend_accepted' }))).toBe(`/app/messages?tab=messages&chat=${who}`);
    expect(notificationText(entry({ kind: 'gift', giftType: 'diamond' }))).toBe('sent you a Diamond.');
    expect(notificationTarget(entry({ kind: 'super_like' }))).toBe(`/app?profile=${who}`);
  });

  it('send a stream that has ended to the list of live streams instead of its watch page', () => {
    const stream = { id: 'd9b2f7a0-1c1e-4e0f-9b8e-2f4d5a6b7c8d', title: 'Highlife night', live: true };
    expect(notificationTarget(entry({ kind: 'stream_live', stream }))).toBe(`/app/streaming/${stream.id}`);
    expect(notificationText(entry({ kind: 'stream_live', stream }))).toBe('is live now: Highlife night');
    const ended = entry({ kind: 'stream_live', stream: { ...stream, live: false } });
    expect([notificationText(ended), notificationTarget(ended)]).toEqual([
      'was live: Highlife night',
      '/app/streaming',
    ]);
  });
});

describe('what the moderators tell a member', () => {
  it('thanks a reporter without details, and sends a member to the reasons of a decision', () => {
    expect(notificationText(entry({ kind: 'report_reviewed', person: null }))).toBe('Thanks, we reviewed your report.');
    expect(notificationTarget(entry({ kind: 'moderation_notice', person: null }))).toBe('/app/account-status');
  });
});
