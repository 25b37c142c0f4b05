import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { launchWith, nextRingContext, recordCallMedia, ringState, sentCameraLabel } from './support/call-media.ts';
import { match, uniqueName, type Person } from './support/match.ts';
import { realtimeReady } from './support/realtime.ts';
import { toast } from './support/shell.ts';
import { expectVideoPlaying, personWithDevices } from './support/streaming.ts';

// Issue #20: 1:1 video and voice calls between two people with Chromium's fake camera and microphone.

const main = (page: Page) => page.getByRole('main');
const incoming = (page: Page, caller: string) => page.getByRole('alertdialog', { name: caller, exact: true });
const callScreen = (page: Page, peer: string) => page.getByRole('dialog', { name: peer, exact: true });
const chatLog = (page: Page, name: string) => main(page).getByRole('log', { name: `Messages with ${name}` });

/** Opens the chat with `name` (a match) and waits for the realtime connection, so no call event is missed. */
async function openChat(page: Page, name: string): Promise<void> {
  const ready = realtimeReady(page);
  await page.goto('/app/messages?tab=messages');
  await main(page)
    .getByRole('region', { name: 'Conversations' })
    .getByRole('button', { name: new RegExp(name) })
    .click();
  await expect(chatLog(page, name)).toBeVisible();
  await ready;
}

async function waitOnDiscover(page: Page): Promise<void> {
  const ready = realtimeReady(page);
  await page.goto('/app');
  await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
  await ready;
}

type Browser = Parameters<typeof personWithDevices>[0];

async function matchedPair(baseURL: string | undefined, amaBrowser: Browser, kofiBrowser: Browser = amaBrowser) {
  const ama = await personWithDevices(amaBrowser, baseURL, { displayName: uniqueName('Ama Serwaa') });
  const kofi = await personWithDevices(kofiBrowser, baseURL, {
    displayName: uniqueName('Kofi Boateng'),
    gender: 'man',
    interestedIn: 'women',
  });
  await match(ama.page, ama.user, kofi.user);
  return { ama, kofi };
}

// A trace's DOM snapshots run script in every page of a context, which Chromium counts as a tap: a
// tab that must ring before anyone touched it would be allowed to ring aloud. These journeys' traces
// keep the action log, console and network, without snapshots.
test.use({ trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false } });

const closeAll = (...people: (Person | undefined)[]) => Promise.all(people.map((p) => p?.close()));

test.describe('calls', () => {
  // One project: two browsers with fake media are heavy on two shared cores.
  test.skip(({ isMobile }) => !isMobile, 'phone project only');
  // About 35 s each on a quiet machine; two browsers with fake media on two shared cores can take much longer.
  test.describe.configure({ timeout: 180_000 });

  test('an answered video call: it rings on both of his tabs (a tab the browser keeps silent says so and rings at a tap), answering on one stops the other, both see and hear each other, her phone switches camera, mute shows, and the end leaves a line in the chat', async ({
    playwright,
    launchOptions,
    baseURL,
  }) => {
    // Her phone has a front and a back camera; his browser plays no sound on a page not yet touched.
    const twoCameras = await launchWith(playwright.chromium, launchOptions, { cameras: 2 });
    const strictAutoplay = await launchWith(playwright.chromium, launchOptions, { strictAutoplay: true });
    const { ama, kofi } = await matchedPair(baseURL, twoCameras, strictAutoplay);
    try {
      for (const p of [ama, kofi]) await p.page.context().addInitScript(recordCallMedia);
      const offersAndAnswers: string[] = [];
      ama.page.on('websocket', (ws) =>
        ws.on('framesent', (f) => {
          if (String(f.payload).includes('"kind":"description"')) offersAndAnswers.push(String(f.payload));
        }),
      );
      // His second tab is only opened: nothing touches it (not even a test's query) before it rings.
      const kofiOtherTab = await kofi.page.context().newPage();
      const otherTabReady = realtimeReady(kofiOtherTab);
      await kofiOtherTab.goto('/app');
      await Promise.all([waitOnDiscover(kofi.page), otherTabReady]);
      await openChat(ama.page, kofi.name);

      const otherTabRings = nextRingContext(kofiOtherTab);
      await main(ama.page)
        .getByRole('button', { name: `Video call ${kofi.name}` })
        .click();
      expect(await otherTabRings, 'the browser keeps the untouched tab silent').toBe('suspended');
      await expect(callScreen(ama.page, kofi.name).getByRole('status')).toHaveText('Ringing…');
      for (const tab of [kofi.page, kofiOtherTab]) {
        await expect(incoming(tab, ama.name)).toContainText('Incoming video call');
      }
      // The tab he had used rings aloud; the untouched one is kept silent by the browser, says so, and rings at his tap.
      const silenced = 'Your browser keeps the ring silent until you tap.';
      await expect.poll(async () => (await ringState(kofi.page)).state).toBe('running');
      await expect(incoming(kofi.page, ama.name).getByText(silenced)).toBeHidden();
      await expect(incoming(kofiOtherTab, ama.name).getByText(silenced)).toBeVisible();
      expect(await ringState(kofiOtherTab)).toEqual({ state: 'suspended', tones: 0 });
      await expectNoSeriousA11yViolations(kofiOtherTab);
      await incoming(kofiOtherTab, ama.name).getByRole('button', { name: 'Play the ring' }).click();
      await expect.poll(async () => (await ringState(kofiOtherTab)).tones).toBeGreaterThan(0);
      expect((await ringState(kofiOtherTab)).state).toBe('running');
      await expect(incoming(kofiOtherTab, ama.name).getByText(silenced)).toBeHidden();
      await expect(incoming(kofi.page, ama.name).getByRole('button', { name: 'Answer' })).toBeFocused();
      await incoming(kofi.page, ama.name).getByRole('button', { name: 'Answer' }).click();
      await expect(incoming(kofiOtherTab, ama.name)).toBeHidden();

      await expectVideoPlaying(callScreen(ama.page, kofi.name).getByLabel(`Video of ${kofi.name}`));
      await expectVideoPlaying(callScreen(kofi.page, ama.name).getByLabel(`Video of ${ama.name}`));
      await expect(callScreen(ama.page, kofi.name).getByRole('status')).toHaveText(/^\d+:\d\d$/);
      await expectNoSeriousA11yViolations(ama.page);

      // Her second camera replaces the first on the same connection: no new offer, his picture of her plays on.
      await expect(callScreen(kofi.page, ama.name).getByRole('button', { name: 'Switch camera' })).toHaveCount(0);
      expect(await sentCameraLabel(ama.page)).toBe('fake_device_0');
      const negotiated = offersAndAnswers.length;
      await callScreen(ama.page, kofi.name).getByRole('button', { name: 'Switch camera' }).click();
      await expect.poll(() => sentCameraLabel(ama.page)).toBe('fake_device_1');
      await expectVideoPlaying(callScreen(kofi.page, ama.name).getByLabel(`Video of ${ama.name}`));
      expect(offersAndAnswers).toHaveLength(negotiated);

      await callScreen(kofi.page, ama.name).getByRole('button', { name: 'Mute' }).click();
      await expect(callScreen(kofi.page, ama.name).getByRole('button', { name: 'Unmute' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(callScreen(ama.page, kofi.name).getByText(`${kofi.name} is muted`)).toBeVisible();

      await callScreen(ama.page, kofi.name).getByRole('button', { name: 'End call' }).click();
      await expect(callScreen(ama.page, kofi.name)).toBeHidden();
      await expect(callScreen(kofi.page, ama.name)).toBeHidden();
      await expect(chatLog(ama.page, kofi.name).getByText(/^Video call · \d+:\d\d$/)).toBeVisible();
    } finally {
      await closeAll(ama, kofi);
      await Promise.all([twoCameras.close(), strictAutoplay.close()]);
    }
  });

  test('a voice call turns to video only with his yes: "Not now" keeps it voice and tells her so, "Turn on video" shows them to each other, and a camera he turns off shows her "Camera off"', async ({
    browser,
    baseURL,
  }) => {
    const { ama, kofi } = await matchedPair(baseURL, browser);
    try {
      await Promise.all([waitOnDiscover(kofi.page), openChat(ama.page, kofi.name)]);
      await main(ama.page)
        .getByRole('button', { name: `Voice call ${kofi.name}` })
        .click();
      await incoming(kofi.page, ama.name).getByRole('button', { name: 'Answer' }).click();
      const hers = callScreen(ama.page, kofi.name);
      const his = callScreen(kofi.page, ama.name);
      const kofiOnHers = hers.getByLabel(`Video of ${kofi.name}`);
      const amaOnHis = his.getByLabel(`Video of ${ama.name}`);
      // Video can be asked for once the call runs: the clock says so.
      await expect(hers.getByRole('status')).toHaveText(/^\d+:\d\d$/);
      const ask = hers.getByRole('button', { name: 'Ask to turn on video' });
      const consent = his.getByRole('alertdialog', { name: `${ama.name} wants to turn on video` });

      // She asks; he is asked, with his own camera's part said, and says not now: it stays a voice call.
      await ask.click();
      await expect(hers.getByRole('button', { name: 'Waiting for them to turn on video' })).toBeVisible();
      await expect(consent).toContainText('Your camera will turn on too.');
      await expect(consent.getByRole('button', { name: 'Turn on video' })).toBeFocused();
      await expectNoSeriousA11yViolations(kofi.page);
      await consent.getByRole('button', { name: 'Not now' }).click();
      await expect(toast(ama.page, `${kofi.name} would rather stay on voice.`)).toBeVisible();
      await expect(consent).toBeHidden();
      await expect(ask).toBeVisible();
      for (const screen of [hers, his]) {
        await expect(screen.getByRole('button', { name: 'Turn camera off' })).toHaveCount(0);
        await expect(screen.getByRole('group', { name: /^Your camera/ })).toHaveCount(0);
      }
      await expect(kofiOnHers).toBeHidden();
      await expect(amaOnHis).toBeHidden();

      // She asks again and he says yes: both cameras turn on, and each sees the other.
      await ask.click();
      await consent.getByRole('button', { name: 'Turn on video' }).click();
      await expect(consent).toBeHidden();
      await expectVideoPlaying(kofiOnHers);
      await expectVideoPlaying(amaOnHis);
      for (const video of [kofiOnHers, amaOnHis]) await expect(video).toBeVisible();
      for (const screen of [hers, his]) {
        await expect(screen.getByRole('button', { name: 'Turn camera off' })).toHaveAttribute('aria-pressed', 'false');
        await expect(screen.getByRole('group', { name: /^Your camera/ })).toBeVisible();
      }

      // He turns his camera off: she sees his photo and "Camera off"; he still sees her.
      await his.getByRole('button', { name: 'Turn camera off' }).click();
      await expect(his.getByRole('button', { name: 'Turn camera on' })).toHaveAttribute('aria-pressed', 'true');
      await expect(his.getByLabel('Your camera is off')).toBeVisible();
      await expect(hers.getByText('Camera off', { exact: true })).toBeVisible();
      await expect(kofiOnHers).toBeHidden();
      await expect(amaOnHis).toBeVisible();
      await expectNoSeriousA11yViolations(ama.page);

      // On again: his picture is back for her.
      await his.getByRole('button', { name: 'Turn camera on' }).click();
      await expect(hers.getByText('Camera off', { exact: true })).toBeHidden();
      await expect(kofiOnHers).toBeVisible();
      await expectVideoPlaying(kofiOnHers);

      // The chat keeps it as the video call it became.
      await hers.getByRole('button', { name: 'End call' }).click();
      await expect(his).toBeHidden();
      await expect(chatLog(ama.page, kofi.name).getByText(/^Video call · \d+:\d\d$/)).toBeVisible();
    } finally {
      await closeAll(ama, kofi);
    }
  });

  test('declined, missed after the ring timeout, busy while in another call, and a block during a call ends it', async ({
    browser,
    baseURL,
  }) => {
    const { ama, kofi } = await matchedPair(baseURL, browser);
    const efua = await personWithDevices(browser, baseURL, { displayName: uniqueName('Efua Mensah') });
    try {
      await match(efua.page, efua.user, kofi.user);
      await Promise.all([waitOnDiscover(kofi.page), openChat(ama.page, kofi.name)]);
      const voiceCall = main(ama.page).getByRole('button', { name: `Voice call ${kofi.name}` });

      // Declined: Ama is told, and both chats keep the line.
      await voiceCall.click();
      await incoming(kofi.page, ama.name).getByRole('button', { name: 'Decline' }).click();
      await expect(toast(ama.page, `${kofi.name} declined the call.`)).toBeVisible();
      await expect(chatLog(ama.page, kofi.name).getByText('Voice call declined')).toBeVisible();

      // Missed: nobody answers before the (shortened) ring timeout; the sheet goes away by itself.
      await voiceCall.click();
      await expect(incoming(kofi.page, ama.name)).toBeVisible();
      // The ringing sheet is checked here, where the call is left to ring out anyway.
      await expectNoSeriousA11yViolations(kofi.page);
      await expect(incoming(kofi.page, ama.name)).toBeHidden({ timeout: 25_000 });
      // (Her 'No answer.' toast may have faded while the slow accessibility pass ran: the lasting signs are checked.)
      await expect(callScreen(ama.page, kofi.name)).toBeHidden();
      await expect(chatLog(ama.page, kofi.name).getByText('Missed voice call')).toBeVisible();

      // Busy: Kofi is on a call with Ama when Efua calls him.
      await voiceCall.click();
      await incoming(kofi.page, ama.name).getByRole('button', { name: 'Answer' }).click();
      await expect(callScreen(kofi.page, ama.name).getByRole('status')).toHaveText(/Connecting…|\d+:\d\d/);
      await openChat(efua.page, kofi.name);
      await main(efua.page)
        .getByRole('button', { name: `Voice call ${kofi.name}` })
        .click();
      await expect(toast(efua.page, 'They are on another call. Try again in a little while.')).toBeVisible();

      // Ama blocks Kofi from the call screen: the call ends for both at once.
      await callScreen(ama.page, kofi.name)
        .getByRole('button', { name: `More actions for ${kofi.name}` })
        .click();
      await ama.page.getByRole('menuitem', { name: `Block ${kofi.name}` }).click();
      await ama.page
        .getByRole('dialog', { name: `Block ${kofi.name}?` })
        .getByRole('button', { name: `Block ${kofi.name}` })
        .click();
      await expect(callScreen(ama.page, kofi.name)).toBeHidden();
      await expect(callScreen(kofi.page, ama.name)).toBeHidden();
    } finally {
      await closeAll(ama, kofi, efua);
    }
  });
});
