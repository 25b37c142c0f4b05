import { expect, test, type Page } from '@playwright/test';
import { match, uniqueName } from '../e2e/support/match.ts';
import { realtimeReady } from '../e2e/support/realtime.ts';
import { expectVideoPlaying, personWithDevices } from '../e2e/support/streaming.ts';
import { coturnLog, forceRelayOnly, selectedPairs } from './support/relay.ts';

// Issue #20: a video call between two browsers that may only use TURN relays goes through coturn,
// with the credentials the API handed each side in its call.started / call.answered answer.

const main = (page: Page) => page.getByRole('main');
const callScreen = (page: Page, peer: string) => page.getByRole('dialog', { name: peer, exact: true });
const allocatedFor = (userId: string) =>
  new RegExp(`user <\\d+:${userId}>: incoming packet ALLOCATE processed, success`);

test('a relay-only video call: both people see each other through coturn', async ({ browser, baseURL }) => {
  const ama = await personWithDevices(browser, baseURL, { displayName: uniqueName('Ama Serwaa') });
  const kofi = await personWithDevices(browser, baseURL, {
    displayName: uniqueName('Kofi Boateng'),
    gender: 'man',
    interestedIn: 'women',
  });
  try {
    for (const p of [ama, kofi]) await p.page.context().addInitScript(forceRelayOnly);
    await match(ama.page, ama.user, kofi.user);
    const kofiReady = realtimeReady(kofi.page);
    await kofi.page.goto('/app');
    await kofiReady;
    const amaReady = realtimeReady(ama.page);
    await ama.page.goto('/app/messages?tab=messages');
    await main(ama.page)
      .getByRole('region', { name: 'Conversations' })
      .getByRole('button', { name: new RegExp(kofi.name) })
      .click();
    await amaReady;

    await main(ama.page)
      .getByRole('button', { name: `Video call ${kofi.name}` })
      .click();
    await kofi.page.getByRole('alertdialog', { name: ama.name }).getByRole('button', { name: 'Answer' }).click();
    await expectVideoPlaying(callScreen(ama.page, kofi.name).getByLabel(`Video of ${kofi.name}`));
    await expectVideoPlaying(callScreen(kofi.page, ama.name).getByLabel(`Video of ${ama.name}`));

    for (const p of [ama, kofi]) {
      const pairs = await selectedPairs(p.page);
      expect(pairs).toHaveLength(1);
      expect(pairs[0]).toMatchObject({ local: 'relay' });
      expect(pairs[0]!.bytesReceived).toBeGreaterThan(0);
      expect(coturnLog()).toMatch(allocatedFor(p.user.profile.userId));
    }
    await callScreen(ama.page, kofi.name).getByRole('button', { name: 'End call' }).click();
    await expect(callScreen(kofi.page, ama.name)).toBeHidden();
  } finally {
    await ama.close();
    await kofi.close();
  }
});
