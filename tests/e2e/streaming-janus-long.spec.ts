import { expect, test, type Page } from '@playwright/test';
import { startJanusApp, type JanusApp } from './support/janus-app.ts';
import { uniqueName } from './support/match.ts';
import { toast } from './support/shell.ts';
import { deviceToggle, expectVideoPlaying, openStreaming, personWithDevices, streamCard } from './support/streaming.ts';

/**
 * Issue #19, long streams (decision 0063), with Janus tokens shortened to TOKEN_TTL_SECONDS: a
 * viewer watches well past the first token's lifetime plus Janus' session timeout (after which
 * Janus would have ended a session that kept its first token), and the picture plays on the same
 * Janus connection the whole time, because the page renews its token through our API.
 */
const TOKEN_TTL_SECONDS = 20;
/** Above the pages' 25 s keepalive: a session ends only when its keepalives are refused. */
const SESSION_TIMEOUT_SECONDS = 30;
const main = (page: Page) => page.getByRole('main');

/** WebSockets a page opens to Janus, and the `stream.renew` frames it sends to our API. */
function watchSockets(page: Page, janusUrl: string): { janus: string[]; renewals: number } {
  const seen = { janus: [] as string[], renewals: 0 };
  page.on('websocket', (ws) => {
    if (ws.url().startsWith(janusUrl)) seen.janus.push(ws.url());
    else
      ws.on('framesent', (frame) => {
        if (typeof frame.payload === 'string' && frame.payload.includes('"stream.renew"')) seen.renewals++;
      });
  });
  return seen;
}

test.describe('a long stream through Janus', () => {
  test.describe.configure({ timeout: 300_000 });
  let app: JanusApp;
  const suiteDataDir = process.env.E2E_DATA_DIR;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    app = await startJanusApp({
      env: { JANUS_TOKEN_TTL_SECONDS: String(TOKEN_TTL_SECONDS) },
      janus: { sessionTimeoutSeconds: SESSION_TIMEOUT_SECONDS },
    });
    process.env.E2E_DATA_DIR = app.dataDir;
  });
  test.afterAll(async () => {
    process.env.E2E_DATA_DIR = suiteDataDir;
    await app?.stop();
  });

  test('a viewer keeps watching on one Janus connection well past its first token', async ({ browser }) => {
    const hostName = uniqueName('Kofi Boateng');
    const title = `Long highlife ${crypto.randomUUID().slice(0, 6)}`;
    const host = await personWithDevices(browser, app.baseURL, { displayName: hostName });
    const viewer = await personWithDevices(browser, app.baseURL, { displayName: uniqueName('Ama Serwaa') });
    const seen = watchSockets(viewer.page, app.janusUrl);
    try {
      await openStreaming(host.page, 'Go Live');
      await deviceToggle(host.page, 'Camera').click();
      await main(host.page).getByLabel('Stream title').fill(title);
      await main(host.page).getByRole('button', { name: 'Go Live', exact: true }).click();
      await expect(toast(host.page, 'Stream started!')).toBeVisible();

      await openStreaming(viewer.page);
      await streamCard(viewer.page, title).getByRole('button', { name: 'Watch' }).click();
      const video = main(viewer.page).getByLabel(`Live video from ${hostName}`);
      await expectVideoPlaying(video, 60_000);
      expect(seen.janus).toHaveLength(1);

      // Renewed every half lifetime: four renewals are past the first token's expiry plus the session timeout.
      const renewalsNeeded = Math.ceil((TOKEN_TTL_SECONDS + SESSION_TIMEOUT_SECONDS) / (TOKEN_TTL_SECONDS / 2));
      await expect
        .poll(() => seen.renewals, {
          message: 'the page renews its Janus token',
          timeout: (renewalsNeeded + 4) * (TOKEN_TTL_SECONDS / 2) * 1000,
        })
        .toBeGreaterThanOrEqual(renewalsNeeded);
      await expectVideoPlaying(video);
      await expect(main(viewer.page).getByText(/reconnecting/i)).toHaveCount(0);
      // Still the first connection: nothing was torn down and joined again.
      expect(seen.janus).toHaveLength(1);
    } finally {
      await Promise.all([host.close(), viewer.close()]);
    }
  });
});
