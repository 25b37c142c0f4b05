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

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage', '--use-fake-device-for-media-stream'];
const JOINS = Number(process.env.JOINS ?? 20);
const SAMPLE_S = Number(process.env.SAMPLE_S ?? 10);
const VIEWER_STEPS = [0, 1, 2, 4];

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN;
};

/**
 * Marks the moment Watch is pressed and the first frame any <video> presents, in page time. Plain
 * text, not a function: the TypeScript loader would wrap inner functions in helpers the page lacks.
 */
const PROBE = `
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

/** Each running product's data folder, where its outbox holds the sign-up codes. */
const dataDirs = new Map<string, string>();
const dataDirOf = (baseURL: string) => dataDirs.get(baseURL)!;

const member = async (context: BrowserContext, baseURL: string, name: string): Promise<Page> =>
  (await benchMember(context, baseURL, dataDirOf(baseURL), name)).page;

async function goLive(host: Page, baseURL: string, title: string): Promise<void> {
  await host.goto(`${baseURL}/app/streaming?tab=go-live`);
  const main = host.getByRole('main');
  await main.getByRole('button', { name: 'Camera', exact: true }).click();
  await main.getByRole('button', { name: 'Microphone', exact: true }).click();
  await main.getByLabel('Stream title').fill(title);
  await main.getByRole('button', { name: 'Go Live', exact: true }).click();
  await host.getByText('Stream started!').first().waitFor({ timeout: 30_000 });
}

/** Clicks Watch on the stream's card and answers the ms from the click to the first presented frame. */
async function timeOneJoin(viewer: Page, baseURL: string, title: string): Promise<number> {
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
        return { url: location.href, watchAt: w.__watchAt, firstFrameAt: w.__firstFrameAt, videoWidth: v?.videoWidth, paused: v?.paused, hooked: Boolean((v as unknown as { __hooked?: boolean })?.__hooked) };
      });
      throw new Error(`no first frame: ${JSON.stringify(state)}`, { cause: err });
    });
  return (await handle.jsonValue()) as number;
}

/** CPU seconds used so far by every process of a browser. */
async function browserCpuSeconds(browser: Browser): Promise<number> {
  const cdp = await browser.newBrowserCDPSession();
  try {
    const info = (await cdp.send('SystemInfo.getProcessInfo')) as { processInfo: Array<{ cpuTime: number }> };
    return info.processInfo.reduce((s, p) => s + p.cpuTime, 0);
  } finally {
    await cdp.detach();
  }
}

async function watchers(browser: Browser, baseURL: string, streamId: string, n: number, already: Page[]): Promise<Page[]> {
  const pages = [...already];
  while (pages.length < n) {
    const context = await browser.newContext({ permissions: ['camera', 'microphone'] });
    const page = await member(context, baseURL, `Viewer ${pages.length + 1}`);
    await page.goto(`${baseURL}/app/streaming/${streamId}`);
    await page.waitForFunction(() => Array.from(document.querySelectorAll('video')).some((v) => v.videoWidth > 0 && !v.paused), undefined, {
      timeout: 30_000,
    });
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
      const b = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS, timeout: 60_000 });
      browsers.push(b);
      return b;
    };
    const hostBrowser = await launch();
    const viewerBrowser = await launch();
    const host = await member(await hostBrowser.newContext({ permissions: ['camera', 'microphone'] }), baseURL, 'Bench Host');
    const title = `Bench stream ${Date.now()}`;
    await goLive(host, baseURL, title);

    // 1. Watch → first frame, one viewer joining again and again.
    const viewerContext = await viewerBrowser.newContext({ permissions: ['camera', 'microphone'] });
    const viewer = await member(viewerContext, baseURL, 'Bench Viewer');
    await viewerContext.addInitScript({ content: PROBE });
    const joins: number[] = [];
    for (let i = 0; i < JOINS; i++) joins.push(await withTimeout(`join ${i + 1}`, 60_000, timeOneJoin(viewer, baseURL, title)));
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
      points.reduce((s, p) => s + (p.viewers - meanX) * (p.cpuPercent - meanY), 0) / points.reduce((s, p) => s + (p.viewers - meanX) ** 2, 0);

    const figures = {
      watchToFirstFrameMs: { p50: round(median(joins), 1), p95: round(pct(joins, 95), 1), min: round(Math.min(...joins), 1), max: round(Math.max(...joins), 1), joins: joins.length },
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
