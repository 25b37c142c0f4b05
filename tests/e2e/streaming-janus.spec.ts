import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { startJanusApp, type JanusApp } from './support/janus-app.ts';
import { uniqueName } from './support/match.ts';
import { toast } from './support/shell.ts';
import {
  deviceToggle,
  expectVideoPlaying,
  openStreaming,
  personWithDevices,
  streamCard,
  streamingTab,
} from './support/streaming.ts';

const main = (page: Page) => page.getByRole('main');
const hostStats = (page: Page, viewers: number) =>
  main(page)
    .getByRole('status')
    .filter({ hasText: new RegExp(`^Live, ${viewers} viewers?$`) });

/** Keeps every RTCPeerConnection the page makes, so the journey can read what the host sends. */
async function recordPeerConnections(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    const Original = window.RTCPeerConnection;
    const made: RTCPeerConnection[] = [];
    (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs = made;
    window.RTCPeerConnection = class extends Original {
      constructor(config?: RTCConfiguration) {
        super(config);
        made.push(this);
      }
    } as typeof RTCPeerConnection;
  });
}

/** The host's open connections, the video layers negotiated on them, and the bytes sent so far. */
async function hostSending(
  page: Page,
): Promise<{ connections: number; videoLayers: number; bytesSent: number; at: number }> {
  return page.evaluate(async () => {
    const open = (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs.filter(
      (pc) => pc.connectionState !== 'closed',
    );
    let videoLayers = 0;
    let bytesSent = 0;
    for (const pc of open) {
      (await pc.getStats()).forEach((r: { type: string; kind?: string; bytesSent?: number }) => {
        if (r.type !== 'outbound-rtp') return;
        bytesSent += r.bytesSent ?? 0;
        // Every simulcast layer Janus took has its own outbound stream; under CPU load Chromium may
        // leave the upper ones idle for a while, so a layer counts whether or not it has sent yet.
        if (r.kind === 'video') videoLayers++;
      });
    }
    return { connections: open.length, videoLayers, bytesSent, at: performance.now() };
  });
}

/** Pages that opened a WebSocket to Janus (the SFU transport), not only to our realtime gateway. */
function janusSockets(page: Page, janusUrl: string): string[] {
  const opened: string[] = [];
  page.on('websocket', (ws) => {
    if (ws.url().startsWith(janusUrl)) opened.push(ws.url());
  });
  return opened;
}

test.describe('live streaming through Janus', () => {
  // Three people with fake cameras, a Janus and a second app on two shared cores.
  test.describe.configure({ timeout: 240_000 });
  let app: JanusApp;
  const suiteDataDir = process.env.E2E_DATA_DIR;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    app = await startJanusApp();
    // Sign-up codes come from this app's outbox while these journeys run (the worker moves on afterwards).
    process.env.E2E_DATA_DIR = app.dataDir;
  });
  test.afterAll(async () => {
    process.env.E2E_DATA_DIR = suiteDataDir;
    await app?.stop();
  });

  test('a host publishes once, two viewers watch from Janus with live counts, and the end reaches both', async ({
    browser,
  }) => {
    const hostName = uniqueName('Abena Owusu');
    const title = `Kente stories ${crypto.randomUUID().slice(0, 6)}`;
    const host = await personWithDevices(browser, app.baseURL, { displayName: hostName });
    const viewers = [
      await personWithDevices(browser, app.baseURL, {
        displayName: uniqueName('Yaw Mensah'),
        gender: 'man',
        interestedIn: 'women',
      }),
      await personWithDevices(browser, app.baseURL, { displayName: uniqueName('Efua Asante') }),
    ];
    const hostPage = host.page;
    const hostToJanus = janusSockets(hostPage, app.janusUrl);
    const viewerToJanus = viewers.map((v) => janusSockets(v.page, app.janusUrl));
    await recordPeerConnections(hostPage);
    try {
      await openStreaming(hostPage, 'Go Live');
      await deviceToggle(hostPage, 'Camera').click();
      await expect(deviceToggle(hostPage, 'Camera')).toHaveAttribute('aria-pressed', 'true');
      await deviceToggle(hostPage, 'Microphone').click();
      await expect(deviceToggle(hostPage, 'Microphone')).toHaveAttribute('aria-pressed', 'true');
      await main(hostPage).getByLabel('Stream title').fill(title);
      await main(hostPage).getByRole('button', { name: 'Go Live', exact: true }).click();
      await expect(toast(hostPage, 'Stream started!')).toBeVisible();
      await expect(hostStats(hostPage, 0)).toBeAttached();
      await expect.poll(() => hostToJanus.length, { message: 'the host publishes to Janus' }).toBeGreaterThan(0);
      await expectNoSeriousA11yViolations(hostPage);

      const watch = async (page: Page) => {
        await openStreaming(page);
        await streamCard(page, title).getByRole('button', { name: 'Watch' }).click();
        await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expectVideoPlaying(main(page).getByLabel(`Live video from ${hostName}`), 60_000);
      };
      await watch(viewers[0]!.page);
      await expect(hostStats(hostPage, 1)).toBeAttached();
      const withOne = await hostSending(hostPage);
      await watch(viewers[1]!.page);
      await expect(hostStats(hostPage, 2)).toBeAttached();
      // The host sends one connection's worth to Janus however many watch, in more than one simulcast layer.
      const withTwo = await hostSending(hostPage);
      expect(withOne.connections).toBe(1);
      expect(withTwo.connections).toBe(1);
      expect(withTwo.videoLayers, 'simulcast layers the host publishes').toBeGreaterThanOrEqual(2);
      const kbps = (a: typeof withOne, b: typeof withOne) =>
        Math.round(((b.bytesSent - a.bytesSent) * 8) / (b.at - a.at));
      for (const page of viewers.map((v) => v.page))
        await expect(main(page).getByText('2 viewers', { exact: true })).toBeVisible();
      for (const opened of viewerToJanus) expect(opened.length, 'each viewer subscribes from Janus').toBeGreaterThan(0);
      await expectNoSeriousA11yViolations(viewers[1]!.page);
      const later = await hostSending(hostPage);
      // A figure for the report, not a check: what the host uploads with one viewer joined and with two.
      console.log(
        `host → Janus: ${withTwo.videoLayers} video layers; ${kbps(withOne, withTwo)} kbit/s while the second viewer joined, ${kbps(withTwo, later)} kbit/s with both watching`,
      );

      // Both leave: nobody watching; both come back and the picture plays again.
      for (const v of viewers) await main(v.page).getByRole('link', { name: 'Back to streams' }).click();
      await expect(hostStats(hostPage, 0)).toBeAttached();
      for (const v of viewers) {
        await streamCard(v.page, title).getByRole('button', { name: 'Watch' }).click();
        await expectVideoPlaying(main(v.page).getByLabel(`Live video from ${hostName}`), 60_000);
      }
      await expect(hostStats(hostPage, 2)).toBeAttached();

      await main(hostPage).getByRole('button', { name: 'End Stream' }).click();
      await expect(toast(hostPage, 'Stream ended')).toBeVisible();
      for (const v of viewers) {
        await expect(main(v.page).getByRole('heading', { level: 1, name: 'This stream has ended' })).toBeVisible();
      }
      await expectNoSeriousA11yViolations(viewers[0]!.page);
      await main(viewers[0]!.page).getByRole('link', { name: 'Discover Streams' }).click();
      await expect(streamingTab(viewers[0]!.page, 'Discover Streams')).toHaveAttribute('aria-selected', 'true');
      await expect(streamCard(viewers[0]!.page, title)).toHaveCount(0);
    } finally {
      await Promise.all([host.close(), ...viewers.map((v) => v.close())]);
    }
  });

  test('when Janus goes away the stream ends for host and viewer, Go Live says streaming is unavailable, and it works again once Janus is back', async ({
    browser,
  }) => {
    const hostName = uniqueName('Kwame Asare');
    const title = `Drum circle ${crypto.randomUUID().slice(0, 6)}`;
    const host = await personWithDevices(browser, app.baseURL, {
      displayName: hostName,
      gender: 'man',
      interestedIn: 'women',
    });
    const viewer = await personWithDevices(browser, app.baseURL, { displayName: uniqueName('Akosua Darko') });
    const hostPage = host.page;
    const goLive = main(hostPage).getByRole('button', { name: 'Go Live', exact: true });
    try {
      await openStreaming(hostPage, 'Go Live');
      await deviceToggle(hostPage, 'Camera').click();
      await expect(deviceToggle(hostPage, 'Camera')).toHaveAttribute('aria-pressed', 'true');
      await main(hostPage).getByLabel('Stream title').fill(title);
      await goLive.click();
      await expect(toast(hostPage, 'Stream started!')).toBeVisible();
      await openStreaming(viewer.page);
      await streamCard(viewer.page, title).getByRole('button', { name: 'Watch' }).click();
      await expectVideoPlaying(main(viewer.page).getByLabel(`Live video from ${hostName}`), 60_000);

      await app.janus.down();
      try {
        // The server notices the room is gone and ends the stream for everyone; nothing is left waiting.
        await expect(main(viewer.page).getByRole('heading', { level: 1, name: 'This stream has ended' })).toBeVisible({
          timeout: 30_000,
        });
        await expect(toast(hostPage, 'Stream ended')).toBeVisible({ timeout: 30_000 });
        await expect(goLive).toBeVisible();
        await main(hostPage).getByLabel('Stream title').fill(title);
        await goLive.click();
        await expect(toast(hostPage, 'Failed to start stream')).toBeVisible();
        await expect(
          toast(hostPage, 'Live streaming is temporarily unavailable. Please try again in a few minutes.'),
        ).toBeVisible();
        await expectNoSeriousA11yViolations(hostPage);
      } finally {
        await app.janus.up();
      }

      // Janus is back: the same app streams again, no restart of its own.
      await main(hostPage).getByLabel('Stream title').fill(title);
      await goLive.click();
      await expect(toast(hostPage, 'Stream started!')).toBeVisible();
      await main(viewer.page).getByRole('link', { name: 'Discover Streams' }).click();
      await streamCard(viewer.page, title).getByRole('button', { name: 'Watch' }).click();
      await expectVideoPlaying(main(viewer.page).getByLabel(`Live video from ${hostName}`), 60_000);
      await main(hostPage).getByRole('button', { name: 'End Stream' }).click();
      await expect(main(viewer.page).getByRole('heading', { level: 1, name: 'This stream has ended' })).toBeVisible();
    } finally {
      await Promise.all([host.close(), viewer.close()]);
    }
  });
});
