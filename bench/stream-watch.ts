/**
 * Live streaming (issue #6), on loopback with the product started as a new user starts it:
 *
 *   1. Watch → first decoded frame: a viewer on Discover Streams clicks Watch and the clock stops at
 *      the first video frame the page presents (requestVideoFrameCallback); p50 / p95 over 20 joins.
 *   2. The host's CPU per added viewer: the host's browser (all its processes) is sampled for
 *      10 s with 0, 1, 2 and 4 viewers watching from another browser; the slope of a least-squares
 *      line through those points is the cost of one more viewer (peer to peer: one encode and
 *      upload per viewer).
 *
 * Both browsers are Debian Chromium with its synthetic camera and microphone. The issue sets no
 * limits for these figures, so they are printed, not judged.
 *
 *   npx tsx bench/stream-watch.ts            # JOINS=20 SAMPLE_S=10 by default
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { benchMember } from './lib/bench-member.ts';
import { median, round, startProduct, withTimeout, writeResult, type RunningProduct } from './lib/bench-kit.ts';
import { pct } from './lib/messaging-kit.ts';
import { BROWSER_ARGS, CHROMIUM, browserCpuSeconds } from './lib/camera-browser.ts';
import { WATCH_PROBE, goLive, timeOneJoin } from './lib/stream-watch-kit.ts';

const JOINS = Number(process.env.JOINS ?? 20);
const SAMPLE_S = Number(process.env.SAMPLE_S ?? 10);
const VIEWER_STEPS = [0, 1, 2, 4];

/** Each running product's data folder, where its outbox holds the sign-up codes. */
const dataDirs = new Map<string, string>();
const dataDirOf = (baseURL: string) => dataDirs.get(baseURL)!;

const member = async (context: BrowserContext, baseURL: string, name: string): Promise<Page> =>
  (await benchMember(context, baseURL, dataDirOf(baseURL), name)).page;

async function watchers(
  browser: Browser,
  baseURL: string,
  streamId: string,
  n: number,
  already: Page[],
): Promise<Page[]> {
  const pages = [...already];
  while (pages.length < n) {
    const context = await browser.newContext({ permissions: ['camera', 'microphone'] });
    const page = await member(context, baseURL, `Viewer ${pages.length + 1}`);
    await page.goto(`${baseURL}/app/streaming/${streamId}`);
    await page.waitForFunction(
      () => Array.from(document.querySelectorAll('video')).some((v) => v.videoWidth > 0 && !v.paused),
      undefined,
      {
        timeout: 30_000,
      },
    );
    pages.push(page);
  }
  return pages;
}

async function main(): Promise<void> {
  let product: RunningProduct | undefined;
  const browsers: Browser[] = [];
  try {
    product = await startProduct({ env: { STREAM_MAX_VIEWERS: '8' } });
    dataDirs.set(product.url, product.dataDir);
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
    const hostBrowser = await launch();
    const viewerBrowser = await launch();
    const host = await member(
      await hostBrowser.newContext({ permissions: ['camera', 'microphone'] }),
      baseURL,
      'Bench Host',
    );
    const title = `Bench stream ${Date.now()}`;
    await goLive(host, baseURL, title);

    // 1. Watch → first frame, one viewer joining again and again.
    const viewerContext = await viewerBrowser.newContext({ permissions: ['camera', 'microphone'] });
    const viewer = await member(viewerContext, baseURL, 'Bench Viewer');
    await viewerContext.addInitScript({ content: WATCH_PROBE });
    const joins: number[] = [];
    for (let i = 0; i < JOINS; i++)
      joins.push(await withTimeout(`join ${i + 1}`, 60_000, timeOneJoin(viewer, baseURL, title)));
    const streamId = new URL(viewer.url()).pathname.split('/').pop()!;
    await viewer.goto(`${baseURL}/app/streaming`);

    // 2. Host CPU with 0, 1, 2, 4 viewers.
    const points: Array<{ viewers: number; cpuPercent: number }> = [];
    let watching: Page[] = [];
    for (const n of VIEWER_STEPS) {
      watching = await watchers(viewerBrowser, baseURL, streamId, n, watching);
      await new Promise((r) => setTimeout(r, 3_000)); // let encoders settle at their bitrate
      const before = await browserCpuSeconds(hostBrowser);
      const t0 = performance.now();
      await new Promise((r) => setTimeout(r, SAMPLE_S * 1000));
      const cpu = (await browserCpuSeconds(hostBrowser)) - before;
      points.push({ viewers: n, cpuPercent: round((cpu / ((performance.now() - t0) / 1000)) * 100, 1) });
    }
    const meanX = points.reduce((s, p) => s + p.viewers, 0) / points.length;
    const meanY = points.reduce((s, p) => s + p.cpuPercent, 0) / points.length;
    const slope =
      points.reduce((s, p) => s + (p.viewers - meanX) * (p.cpuPercent - meanY), 0) /
      points.reduce((s, p) => s + (p.viewers - meanX) ** 2, 0);

    const figures = {
      watchToFirstFrameMs: {
        p50: round(median(joins), 1),
        p95: round(pct(joins, 95), 1),
        min: round(Math.min(...joins), 1),
        max: round(Math.max(...joins), 1),
        joins: joins.length,
      },
      hostCpuPercentOfOneCore: points,
      hostCpuPerAddedViewerPercent: round(slope, 1),
    };
    console.log(JSON.stringify(figures, null, 2));
    console.table([
      { figure: 'Watch → first frame p50', value: `${figures.watchToFirstFrameMs.p50} ms` },
      { figure: 'Watch → first frame p95', value: `${figures.watchToFirstFrameMs.p95} ms` },
      ...points.map((p) => ({ figure: `host CPU, ${p.viewers} viewers`, value: `${p.cpuPercent} % of a core` })),
      { figure: 'host CPU per added viewer', value: `${figures.hostCpuPerAddedViewerPercent} % of a core` },
    ]);
    writeResult('stream-watch', [], { ...figures, joinsMs: joins.map((j) => round(j, 1)) });
  } finally {
    await Promise.allSettled(browsers.map((b) => b.close()));
    await product?.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
