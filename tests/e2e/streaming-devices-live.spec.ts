import { expect, test, type Page } from '@playwright/test';
import { uniqueName } from './support/match.ts';
import { toast } from './support/shell.ts';
import { deviceToggle, expectVideoPlaying, openStreaming, personWithDevices, streamCard } from './support/streaming.ts';

/** Keeps every peer connection the page makes so the test can read its statistics (plain text: runs in the page). */
const RECORD_PEER_CONNECTIONS = `(() => {
  const Native = window.RTCPeerConnection;
  window.__peerConnections = [];
  window.RTCPeerConnection = class extends Native {
    constructor(...args) { super(...args); window.__peerConnections.push(this); }
  };
})();`;

/** RTP packets received so far of one kind, over every peer connection of the page. */
function receivedPackets(page: Page, kind: 'audio' | 'video'): Promise<number> {
  return page.evaluate(async (k) => {
    const pcs = (window as unknown as { __peerConnections?: RTCPeerConnection[] }).__peerConnections ?? [];
    let packets = 0;
    for (const pc of pcs) {
      const stats = await pc.getStats();
      stats.forEach((s: { type: string; kind?: string; packetsReceived?: number }) => {
        if (s.type === 'inbound-rtp' && s.kind === k) packets += s.packetsReceived ?? 0;
      });
    }
    return packets;
  }, kind);
}

test.describe('live streaming, devices switched while live', () => {
  test.describe.configure({ timeout: 120_000 });

  // A host who goes live the moment the camera is asked for, and only turns the microphone on once
  // someone is watching: the video reaches the viewer, and the sound joins the same connection.
  test('going live straight away, then turning the microphone on, reaches a viewer already watching', async ({
    browser,
    baseURL,
  }) => {
    const hostName = uniqueName('Yaa Asantewaa');
    const title = `Quick start ${crypto.randomUUID().slice(0, 6)}`;
    const host = await personWithDevices(browser, baseURL, { displayName: hostName });
    const viewer = await personWithDevices(browser, baseURL, {
      displayName: uniqueName('Kwame Mensah'),
      gender: 'man',
      interestedIn: 'women',
    });
    await viewer.page.addInitScript(RECORD_PEER_CONNECTIONS);
    try {
      await openStreaming(viewer.page);
      await openStreaming(host.page, 'Go Live');
      const main = host.page.getByRole('main');
      await main.getByLabel('Stream title').fill(title);
      await deviceToggle(host.page, 'Camera').click();
      await main.getByRole('button', { name: 'Go Live', exact: true }).click();
      await expect(toast(host.page, 'Stream started!')).toBeVisible();

      await streamCard(viewer.page, title).getByRole('button', { name: 'Watch' }).click();
      const video = viewer.page.getByRole('main').getByLabel(`Live video from ${hostName}`);
      await expectVideoPlaying(video);
      expect(await receivedPackets(viewer.page, 'video')).toBeGreaterThan(0);
      // RTP packets flow only while the host's sender has a track: no microphone, no sound.
      expect(await receivedPackets(viewer.page, 'audio')).toBe(0);

      // The host turns the microphone on mid-stream: the viewer's connection carries it without rejoining.
      await deviceToggle(host.page, 'Microphone').click();
      await expect(toast(host.page, 'Microphone enabled')).toBeVisible();
      await expect.poll(() => receivedPackets(viewer.page, 'audio'), { timeout: 20_000 }).toBeGreaterThan(0);
      await expectVideoPlaying(video);
    } finally {
      await Promise.all([host.close(), viewer.close()]);
    }
  });
});
