import { expect, test, type Page } from '@playwright/test';
import { match, uniqueName } from '../e2e/support/match.ts';
import { realtimeReady } from '../e2e/support/realtime.ts';
import { expectVideoPlaying, personWithDevices } from '../e2e/support/streaming.ts';
import { coturnInfo, coturnLog, forceRelayOnly, relayConnections, selectedPairs } from './support/relay.ts';

// Issue #20: a video call between two browsers that may only use TURN relays goes through coturn,
// with the credentials the API handed each side in its call.started / call.answered answer; and when
// that relay goes away and comes back, the call reconnects by itself (ICE restart), without a redial.

const main = (page: Page) => page.getByRole('main');
const callScreen = (page: Page, peer: string) => page.getByRole('dialog', { name: peer, exact: true });
const allocatedFor = (userId: string) =>
  new RegExp(`user <\\d+:${userId}>: incoming packet ALLOCATE processed, success`);
const CLOCK = /^(\d+):(\d\d)$/;
const clockSeconds = (text: string) => {
  const [, m, s] = CLOCK.exec(text) ?? [];
  return Number(m) * 60 + Number(s);
};

test('a relay-only video call: both people see each other through coturn, and the call survives the relay going down and coming back', async ({
  browser,
  baseURL,
}, testInfo) => {
  const ama = await personWithDevices(browser, baseURL, { displayName: uniqueName('Ama Serwaa') });
  const kofi = await personWithDevices(browser, baseURL, {
    displayName: uniqueName('Kofi Boateng'),
    gender: 'man',
    interestedIn: 'women',
  });
  // He is on a phone; she is at a desk.
  await kofi.page.setViewportSize({ width: 390, height: 844 });
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
    const screens = [
      {
        page: ama.page,
        status: callScreen(ama.page, kofi.name).getByRole('status'),
        video: callScreen(ama.page, kofi.name).getByLabel(`Video of ${kofi.name}`),
      },
      {
        page: kofi.page,
        status: callScreen(kofi.page, ama.name).getByRole('status'),
        video: callScreen(kofi.page, ama.name).getByLabel(`Video of ${ama.name}`),
      },
    ];
    for (const s of screens) await expectVideoPlaying(s.video);

    for (const p of [ama, kofi]) {
      const pairs = await selectedPairs(p.page);
      expect(pairs).toHaveLength(1);
      expect(pairs[0]).toMatchObject({ local: 'relay' });
      expect(pairs[0]!.bytesReceived).toBeGreaterThan(0);
      expect(coturnLog()).toMatch(allocatedFor(p.user.profile.userId));
    }

    for (const s of screens) await expect(s.status).toHaveText(CLOCK);
    const before = await test.step('the relay goes down: both screens say Reconnecting…', async () => {
      const before = {
        ama: await relayConnections(ama.page),
        clock: clockSeconds(await screens[0]!.status.innerText()),
      };
      const turn = coturnInfo();
      // Paused, coturn relays nothing: every packet of the call is lost, as when a network drops.
      process.kill(turn.pid, 'SIGSTOP');
      try {
        for (const s of screens) await expect(s.status).toHaveText('Reconnecting…', { timeout: 30_000 });
        for (const [who, page] of [
          ['caller-desktop', ama.page],
          ['callee-phone', kofi.page],
        ] as const) {
          const file = testInfo.outputPath(`reconnecting-${who}.png`);
          await page.screenshot({ path: file });
          await testInfo.attach(`reconnecting-${who}`, { path: file, contentType: 'image/png' });
        }
        // It comes back as a new process on the same port: the old relay allocations are gone, so
        // only new ones (an ICE restart) can carry the call again.
        process.kill(turn.serverPid, 'SIGUSR2');
        await expect.poll(() => coturnInfo().pid, { timeout: 30_000 }).not.toBe(turn.pid);
      } finally {
        if (coturnInfo().pid === turn.pid) process.kill(turn.pid, 'SIGCONT');
      }
      return before;
    });

    await test.step('it reconnects by itself: same call, same peer connection, new ICE credentials, the clock runs on', async () => {
      for (const s of screens) await expect(s.status).toHaveText(CLOCK, { timeout: 60_000 });
      for (const s of screens) await expectVideoPlaying(s.video);
      const after = await relayConnections(ama.page);
      expect(after.count, 'no second peer connection (no redial)').toBe(before.ama.count);
      expect(after.ufrags[0], 'the caller restarted ICE').not.toBe(before.ama.ufrags[0]);
      expect(clockSeconds(await screens[0]!.status.innerText())).toBeGreaterThan(before.clock);
      expect((await relayConnections(kofi.page)).count).toBe(1);
      for (const p of [ama, kofi]) expect(coturnLog()).toMatch(allocatedFor(p.user.profile.userId));
    });

    await callScreen(ama.page, kofi.name).getByRole('button', { name: 'End call' }).click();
    await expect(callScreen(kofi.page, ama.name)).toBeHidden();
  } finally {
    await ama.close();
    await kofi.close();
  }
});
