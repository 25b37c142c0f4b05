import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryVisibleTabs, VISIBLE_TTL_MS, type VisibleTabs } from './visible-tabs.ts';
import { createRedisVisibleTabs } from './redis-visible-tabs.ts';

/** Both stores answer the same; the Redis one is what several instances share (run with REDIS_URL). */
const stores: Array<[string, () => VisibleTabs]> = [['memory', createMemoryVisibleTabs]];
const redisUrl = process.env.REDIS_URL;
if (redisUrl) stores.push(['redis', () => createRedisVisibleTabs(redisUrl, { prefix: `test-tabs-${randomUUID()}:` })]);

const opened: VisibleTabs[] = [];
afterAll(async () => {
  await Promise.all(opened.map((s) => s.close()));
});

describe.each(stores)('visible tabs (%s)', (_name, make) => {
  it('count a member as looking while any tab of theirs is visible, and forget a tab that stops saying so', async () => {
    const tabs = make();
    opened.push(tabs);
    const member = randomUUID();
    const now = new Date();
    expect(await tabs.anyVisible(member, now)).toBe(false);
    await tabs.set(member, 'phone', true, now);
    await tabs.set(member, 'laptop', true, now);
    await tabs.set(member, 'laptop', false, now);
    expect(await tabs.anyVisible(member, now)).toBe(true);
    expect(await tabs.anyVisible(randomUUID(), now)).toBe(false);
    // A tab whose instance died never says "hidden": it lapses.
    expect(await tabs.anyVisible(member, new Date(now.getTime() + VISIBLE_TTL_MS + 1))).toBe(false);
    await tabs.set(member, 'phone', false, now);
    expect(await tabs.anyVisible(member, now)).toBe(false);
  });
});
