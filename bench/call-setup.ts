/**
 * 1:1 video calls (issue #20), on loopback with the product started as a new user starts it:
 *
 *   1. Click → first remote frame: the caller clicks "Video call" in the chat header, the other
 *      browser answers as soon as its sheet shows, and the clock (the caller's page) stops at the
 *      first frame of the other person's video it presents (requestVideoFrameCallback); p50 / p95
 *      over 20 calls, each ended before the next.
 *   2. One browser's CPU during a call: the caller's browser (all its processes) sampled for 10 s
 *      while both sides send and receive 640x480-ish fake camera video and audio.
 *
 * Both browsers are Debian Chromium with its synthetic camera and microphone; the answer is clicked
 * by the script, so the figure is the product's own set-up time (media, signalling, ICE, first
 * decode), not a person's reaction. The issue sets no limits: the figures are printed, not judged.
 *
 *   npx tsx bench/call-setup.ts            # CALLS=20 SAMPLE_S=10 by default
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { benchMember } from './lib/bench-member.ts';
import { median, round, startProduct, withTimeout, writeResult, type RunningProduct } from './lib/bench-kit.ts';
import { BROWSER_ARGS, CHROMIUM, browserCpuSeconds } from './lib/camera-browser.ts';
import { clickToFirstFrame, firstFrameProbe } from './lib/first-frame-probe.ts';
import { pct } from './lib/messaging-kit.ts';

const CALLS = Number(process.env.CALLS ?? 20);
const SAMPLE_S = Number(process.env.SAMPLE_S ?? 10);

/** Marks the click on a "Video call …" button and the first frame the remote <video> ("Video of …") presents. */
const PROBE = firstFrameProbe(
  { on: 'button', name: /^Video call /, nameFrom: 'aria-label' },
  'video[aria-label^="Video of "]',
);

/** One call: click, the other side answers, wait for the first remote frame; answers the ms. Leaves the call up. */
function timeOneCall(caller: Page, callee: Page, calleeName: string): Promise<number> {
  return clickToFirstFrame(caller, async () => {
    await caller
      .getByRole('main')
      .getByRole('button', { name: `Video call ${calleeName}` })
      .click();
    await callee.getByRole('alertdialog').getByRole('button', { name: 'Answer' }).click({ timeout: 30_000 });
  });
}

async function hangUp(caller: Page, callee: Page): Promise<void> {
  await caller.getByRole('button', { name: 'End call' }).click();
  await Promise.all([
    caller.getByRole('button', { name: 'End call' }).waitFor({ state: 'detached', timeout: 15_000 }),
    callee.getByRole('button', { name: 'End call' }).waitFor({ state: 'detached', timeout: 15_000 }),
  ]);
}

async function main(): Promise<void> {
  let product: RunningProduct | undefined;
  const browsers: Browser[] = [];
  try {
    product = await startProduct({ env: { RATE_CALLS_PER_HOUR: '1000' } });
    const baseURL = product.url;
    const launch = async () => {
      const b = await chromium.launch({
        executablePath: CHROMIUM,
        headless: true,
        args: BROWSER_ARGS,
        timeout: 60_000,
      });
      browsers.push(b);
      return b;
    };
    const [callerBrowser, calleeBrowser] = [await launch(), await launch()];
    const callerContext = await callerBrowser.newContext({
      permissions: ['camera', 'microphone'],
      viewport: { width: 390, height: 844 },
    });
    await callerContext.addInitScript({ content: PROBE });
    const caller = await benchMember(callerContext, baseURL, product.dataDir, 'Bench Caller');
    const callee = await benchMember(
      await calleeBrowser.newContext({ permissions: ['camera', 'microphone'] }),
      baseURL,
      product.dataDir,
      'Bench Callee',
    );
    for (const [who, target] of [
      [caller, callee.userId],
      [callee, caller.userId],
    ] as const) {
      const liked = await who.page.request.post(`${baseURL}/api/discover/swipes`, {
        headers: { authorization: `Bearer ${who.token}` },
        data: { targetId: target, kind: 'like' },
      });
      if (liked.status() !== 200) throw new Error(`like failed: ${await liked.text()}`);
    }
    await callee.page.goto(`${baseURL}/app`);
    await callee.page.getByRole('heading', { level: 1, name: 'Discover' }).waitFor({ timeout: 30_000 });
    await caller.page.goto(`${baseURL}/app/messages?tab=messages`);
    await caller.page
      .getByRole('main')
      .getByRole('region', { name: 'Conversations' })
      .getByRole('button', { name: /Bench Callee/ })
      .click();
    await caller.page
      .getByRole('main')
      .getByRole('button', { name: 'Video call Bench Callee' })
      .waitFor({ timeout: 30_000 });

    // 1. Click → first remote frame, CALLS times.
    const setups: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      setups.push(await withTimeout(`call ${i + 1}`, 60_000, timeOneCall(caller.page, callee.page, 'Bench Callee')));
      await hangUp(caller.page, callee.page);
    }

    // 2. The caller's browser CPU during one call, after the encoders settled.
    await timeOneCall(caller.page, callee.page, 'Bench Callee');
    await new Promise((r) => setTimeout(r, 3_000));
    const before = await browserCpuSeconds(callerBrowser);
    const t0 = performance.now();
    await new Promise((r) => setTimeout(r, SAMPLE_S * 1000));
    const cpu = (await browserCpuSeconds(callerBrowser)) - before;
    const cpuPercent = round((cpu / ((performance.now() - t0) / 1000)) * 100, 1);
    await hangUp(caller.page, callee.page);

    const figures = {
      clickToFirstRemoteFrameMs: {
        p50: round(median(setups), 1),
        p95: round(pct(setups, 95), 1),
        min: round(Math.min(...setups), 1),
        max: round(Math.max(...setups), 1),
        calls: setups.length,
      },
      callerBrowserCpuPercentOfOneCore: cpuPercent,
    };
    console.log(JSON.stringify(figures, null, 2));
    console.table([
      { figure: 'click → first remote frame p50', value: `${figures.clickToFirstRemoteFrameMs.p50} ms` },
      { figure: 'click → first remote frame p95', value: `${figures.clickToFirstRemoteFrameMs.p95} ms` },
      { figure: "caller's browser CPU during a video call", value: `${cpuPercent} % of a core` },
    ]);
    writeResult('call-setup', [], { ...figures, setupsMs: setups.map((s) => round(s, 1)) });
  } finally {
    await Promise.allSettled(browsers.map((b) => b.close()));
    await product?.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
