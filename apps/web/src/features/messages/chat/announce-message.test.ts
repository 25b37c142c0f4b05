import { describe, expect, it } from 'vitest';
import { announcementFor } from './announce-message.ts';

describe('announcementFor', () => {
  it('notifies the desktop only when the tab is hidden, the browser allows it and the setting is on', () => {
    expect(announcementFor({ hidden: true, permission: 'granted', notifyMessages: true })).toBe('desktop');
  });

  it('shows a toast otherwise', () => {
    expect(announcementFor({ hidden: false, permission: 'granted', notifyMessages: true })).toBe('toast');
    expect(announcementFor({ hidden: true, permission: 'default', notifyMessages: true })).toBe('toast');
    expect(announcementFor({ hidden: true, permission: 'unsupported', notifyMessages: true })).toBe('toast');
    expect(announcementFor({ hidden: true, permission: 'granted', notifyMessages: false })).toBe('toast');
  });
});
