/**
 * Debian Chromium as the video benches launch it: its synthetic camera and microphone stand in for a
 * person's, so a call or a stream sends real encoded video without any device on the machine.
 */
import type { Browser } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-dev-shm-usage',
  '--use-fake-device-for-media-stream',
];

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
