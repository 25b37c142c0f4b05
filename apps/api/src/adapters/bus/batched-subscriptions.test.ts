import { describe, expect, it } from 'vitest';
import { batchedSubscriptions } from './batched-subscriptions.ts';

function fakeSubscriber(fail = false) {
  const sent: string[] = [];
  const answer = () => (fail ? Promise.reject(new Error('connection lost')) : Promise.resolve(1));
  return {
    sent,
    sub: {
      subscribe: (...channels: string[]) => (sent.push(`SUBSCRIBE ${channels.join(' ')}`), answer()),
      unsubscribe: (...channels: string[]) => (sent.push(`UNSUBSCRIBE ${channels.join(' ')}`), answer()),
    },
  };
}

describe('subscriptions asked for in one tick', () => {
  it('go out as one command per run, in the order asked, and each caller learns when its run is done', async () => {
    const { sent, sub } = fakeSubscriber();
    const batch = batchedSubscriptions(sub as never);
    const done = await Promise.all([
      batch.subscribe('user:a'),
      batch.subscribe('session:a'),
      batch.subscribe('user:a'),
      batch.unsubscribe('user:b'),
      batch.unsubscribe('session:b'),
      batch.subscribe('user:b'),
    ]);
    expect(done).toHaveLength(6);
    expect(sent).toEqual(['SUBSCRIBE user:a session:a', 'UNSUBSCRIBE user:b session:b', 'SUBSCRIBE user:b']);
    await batch.subscribe('user:c');
    expect(sent.at(-1)).toBe('SUBSCRIBE user:c');
  });

  it('tells every caller of a failed command', async () => {
    const { sub } = fakeSubscriber(true);
    const batch = batchedSubscriptions(sub as never);
    const results = await Promise.allSettled([batch.subscribe('a'), batch.subscribe('b')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });
});
