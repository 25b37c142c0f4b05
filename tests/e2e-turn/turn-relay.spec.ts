import { createHmac } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { IceServers } from '@sankofa/contracts';
import { onboardedUser } from '../e2e/support/profile.ts';
import { uniqueName, type Person } from '../e2e/support/match.ts';
import { toast } from '../e2e/support/shell.ts';
import {
  deviceToggle,
  expectVideoPlaying,
  openStreaming,
  personWithDevices,
  streamCard,
} from '../e2e/support/streaming.ts';
import {
  coturnInfo,
  coturnLog,
  dataThroughRelay,
  forceRelayOnly,
  relayGathering,
  selectedPairs,
  turnUsernames,
} from './support/relay.ts';

// Issue #19: browsers that can only reach each other through TURN do, through a real coturn, with
// the short-lived credentials our API issues; credentials it did not issue, or that expired, open no relay.

const main = (page: Page) => page.getByRole('main');
const expirySeconds = (username: string) => Number(username.split(':')[0]);

async function goLive(host: Person, title: string): Promise<void> {
  await openStreaming(host.page, 'Go Live');
  await deviceToggle(host.page, 'Camera').click();
  await expect(deviceToggle(host.page, 'Camera')).toHaveAttribute('aria-pressed', 'true');
  await main(host.page).getByLabel('Stream title').fill(title);
  await main(host.page).getByLabel('Category').selectOption({ label: 'Music' });
  await main(host.page).getByRole('button', { name: 'Go Live', exact: true }).click();
  await expect(toast(host.page, 'Stream started!')).toBeVisible();
}

async function watch(viewer: Person, title: string, hostName: string): Promise<void> {
  await openStreaming(viewer.page);
  await streamCard(viewer.page, title).getByRole('button', { name: 'Watch' }).click();
  await expectVideoPlaying(main(viewer.page).getByLabel(`Live video from ${hostName}`));
}
const allocatedFor = (userId: string) =>
  new RegExp(`user <\\d+:${userId}>: incoming packet ALLOCATE processed, success`);

async function iceServersFor(page: Page, token: string): Promise<IceServers> {
  const res = await page.request.get('/api/rtc/ice-servers', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return IceServers.parse(await res.json());
}

test('two relay-only peer connections carry data through coturn with the credentials our API issued; forged or expired ones open no relay', async ({
  page,
}) => {
  const me = await onboardedUser(page, { displayName: uniqueName('Esi Mensah') });
  await page.goto('/');
  const issued = await iceServersFor(page, me.token);
  const turn = issued.iceServers.find((s) => s.username)!;
  expect(turn).toMatchObject({
    urls: coturnInfo().urls,
    username: expect.stringMatching(new RegExp(`^\\d+:${me.profile.userId}$`)),
  });
  expect(Date.parse(issued.expiresAt!)).toBeGreaterThan(Date.now());

  const relayed = await dataThroughRelay(page, issued.iceServers);
  expect(relayed.text).toBe('Akwaaba, through the relay');
  expect(new Set(relayed.candidateTypes)).toEqual(new Set(['relay']));
  expect(relayed.selected).toEqual([
    { local: 'relay', remote: 'relay' },
    { local: 'relay', remote: 'relay' },
  ]);
  expect(coturnLog()).toMatch(allocatedFor(me.profile.userId));

  // The same username with a password we did not sign: coturn answers 401 and no relay is gathered.
  const forged = await relayGathering(page, [{ ...turn, credential: Buffer.alloc(20, 7).toString('base64') }]);
  expect(forged).toEqual({ candidateTypes: [], errorCodes: expect.arrayContaining([401]) });
  // Signed with the right secret, but its expiry has passed.
  const past = Math.floor(Date.now() / 1000) - 60;
  const username = `${past}:${me.profile.userId}`;
  const credential = createHmac('sha1', coturnInfo().secret).update(username).digest('base64');
  const expired = await relayGathering(page, [{ urls: turn.urls, username, credential }]);
  expect(expired).toEqual({ candidateTypes: [], errorCodes: expect.arrayContaining([401]) });
});

test("a viewer whose browser may only use TURN relays watches the host's live video through coturn", async ({
  browser,
  baseURL,
}) => {
  const hostName = uniqueName('Ama Serwaa');
  const title = `Relay night ${crypto.randomUUID().slice(0, 6)}`;
  const host = await personWithDevices(browser, baseURL, { displayName: hostName });
  const viewer = await personWithDevices(browser, baseURL, {
    displayName: uniqueName('Kofi Boateng'),
    gender: 'man',
    interestedIn: 'women',
  });
  try {
    await viewer.page.context().addInitScript(forceRelayOnly);
    await goLive(host, title);
    await watch(viewer, title, hostName);

    const pairs = await selectedPairs(viewer.page);
    expect(pairs).toHaveLength(1);
    expect(pairs[0]).toMatchObject({ local: 'relay' });
    expect(pairs[0]!.bytesReceived).toBeGreaterThan(0);
    expect(coturnLog()).toMatch(allocatedFor(viewer.user.profile.userId));
  } finally {
    await host.close();
    await viewer.close();
  }
});

test('a host live for longer than a TURN credential lives reaches a new viewer through the relay with a fresh one, and the first viewer keeps watching', async ({
  browser,
  baseURL,
}) => {
  // The web server issues credentials for 60 s (playwright.turn.config.ts); this journey outlives one.
  test.setTimeout(240_000);
  const hostName = uniqueName('Yaa Asantewaa');
  const title = `All night relay ${crypto.randomUUID().slice(0, 6)}`;
  const host = await personWithDevices(browser, baseURL, { displayName: hostName });
  const early = await personWithDevices(browser, baseURL, {
    displayName: uniqueName('Kwame Mensah'),
    gender: 'man',
    interestedIn: 'women',
  });
  const late = await personWithDevices(browser, baseURL, {
    displayName: uniqueName('Kojo Antwi'),
    gender: 'man',
    interestedIn: 'women',
  });
  try {
    // Everyone may only use relays, the host too: a host connection opened with an expired
    // credential would gather no candidate at all, and the late viewer would see nothing.
    for (const p of [host, early, late]) await p.page.context().addInitScript(forceRelayOnly);
    await goLive(host, title);
    await watch(early, title, hostName);
    const [first] = await turnUsernames(host.page);
    expect(first).toMatch(new RegExp(`^\\d+:${host.user.profile.userId}$`));

    await expect
      .poll(() => Date.now() > (expirySeconds(first!) + 2) * 1000, {
        message: "the host's first credential expires",
        timeout: 120_000,
        intervals: [1000],
      })
      .toBe(true);
    await watch(late, title, hostName);

    const [, second] = await turnUsernames(host.page);
    expect(expirySeconds(second!)).toBeGreaterThan(expirySeconds(first!));
    expect((await selectedPairs(host.page)).map((p) => p.local)).toEqual(['relay', 'relay']);
    expect(coturnLog()).toContain(`user <${second}>: incoming packet ALLOCATE processed, success`);
    // The first viewer's relay, opened before the expiry, still carries the video.
    await expectVideoPlaying(main(early.page).getByLabel(`Live video from ${hostName}`));
  } finally {
    await Promise.all([host.close(), early.close(), late.close()]);
  }
});
