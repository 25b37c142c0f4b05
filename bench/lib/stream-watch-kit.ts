/**
 * What the live-stream benches share: Debian Chromium with its synthetic camera, going live through
 * the Go Live page, timing Watch → first presented frame on a viewer page, and a browser's CPU time.
 */
import type { Browser, Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-dev-shm-usage',
  '--use-fake-device-for-media-stream',
];

/**
 * Marks the moment Watch is pressed and the first frame any <video> presents, in page time. Plain
 * text, not a function: the TypeScript loader would wrap inner functions in helpers the page lacks.
 */
export const WATCH_PROBE = `
  document.addEventListener('click', (e) => {
    const el = e.target && e.target.closest ? e.target.closest('button, a') : null;
    if (el && /watch/i.test(el.textContent || '')) window.__watchAt = performance.now();
  }, true);
  new MutationObserver(() => {
    for (const video of document.querySelectorAll('video')) {
      if (video.__hooked) continue;
      video.__hooked = true;
      video.requestVideoFrameCallback((now) => { if (window.__firstFrameAt === undefined) window.__firstFrameAt = now; });
    }
  }).observe(document, { subtree: true, childList: true });
`;

export async function goLive(host: Page, baseURL: string, title: string): Promise<void> {
  await host.goto(`${baseURL}/app/streaming?tab=go-live`);
  const main = host.getByRole('main');
  await main.getByRole('button', { name: 'Camera', exact: true }).click();
  await main.getByRole('button', { name: 'Microphone', exact: true }).click();
  await main.getByLabel('Stream title').fill(title);
  await main.getByRole('button', { name: 'Go Live', exact: true }).click();
  await host.getByText('Stream started!').first().waitFor({ timeout: 30_000 });
}

/**
 * On a page with WATCH_PROBE: opens Discover Streams (leaving whatever stream it watched), clicks
 * Watch on the stream's card and answers the ms from the click to the first presented frame.
 */
export async function timeOneJoin(viewer: Page, baseURL: string, title: string): Promise<number> {
  await viewer.goto(`${baseURL}/app/streaming`);
  const card = viewer.getByRole('main').getByRole('article', { name: title });
  await card.waitFor({ timeout: 30_000 });
  await viewer.evaluate(() => {
    const w = window as unknown as { __watchAt?: number; __firstFrameAt?: number };
    w.__watchAt = undefined;
    w.__firstFrameAt = undefined;
  });
  await card.getByRole('button', { name: /watch/i }).click();
  const handle = await viewer
    .waitForFunction(
      () => {
        const w = window as unknown as { __watchAt?: number; __firstFrameAt?: number };
        return w.__watchAt !== undefined && w.__firstFrameAt !== undefined ? w.__firstFrameAt - w.__watchAt : false;
      },
      undefined,
      { timeout: 30_000, polling: 50 },
    )
    .catch(async (err: unknown) => {
      const state = await viewer.evaluate(() => {
        const w = window as unknown as { __watchAt?: number; __firstFrameAt?: number };
        const v = document.querySelector('video');
        return {
          url: location.href,
          watchAt: w.__watchAt,
          firstFrameAt: w.__firstFrameAt,
          videoWidth: v?.videoWidth,
          paused: v?.paused,
          hooked: Boolean((v as unknown as { __hooked?: boolean })?.__hooked),
        };
      });
      throw new Error(`no first frame: ${JSON.stringify(state)}`, { cause: err });
    });
  return (await handle.jsonValue()) as number;
}

/** CPU seconds used so far by every process of a browser. */
export async function browserCpuSeconds(browser: Browser): Promise<number> {
  const cdp = await browser.newBrowserCDPSession();
  try {
    const info = (await cdp.send('SystemInfo.getProcessInfo')) as { processInfo: Array<{ cpuTime: number }> };
    return info.processInfo.reduce((s, p) => s + p.cpuTime, 0);
  } finally {
    await cdp.detach();
  }
}
