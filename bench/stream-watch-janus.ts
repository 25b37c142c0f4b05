/**
 * Live streams through Janus (issue #19): Watch → first decoded frame, as bench/stream-watch.ts
 * measures it peer to peer, but with the host publishing once to a Janus VideoRoom and the viewer
 * subscribing from it. A private Janus on loopback (the test harness' own config), the product
 * started as a new user starts it with JANUS_URL set, one Debian Chromium host live through the Go
 * Live page with the synthetic camera, and one Chromium viewer that clicks Watch on Discover Streams,
 * waits for the first frame its <video> presents (requestVideoFrameCallback), goes back to the list
 * (leaving the stream) and clicks Watch again, JOINS times. Prints p50 / p95 and judges the p50
 * against the issue's goal (≤ 1 s) here, never in a test.
 *
 *   npx tsx bench/stream-watch-janus.ts            # JOINS=20 by default
 */
import { chromium, type Browser } from 'playwright-core';
import { startJanus, type TestJanus } from '../apps/api/src/test/janus.ts';
import { benchMember } from './lib/bench-member.ts';
import {
  median,
  printTargets,
  round,
  startProduct,
  target,
  withTimeout,
  writeResult,
  type RunningProduct,
} from './lib/bench-kit.ts';
import { pct } from './lib/messaging-kit.ts';
import { BROWSER_ARGS, CHROMIUM } from './lib/camera-browser.ts';
import { WATCH_PROBE, goLive, timeOneJoin } from './lib/stream-watch-kit.ts';

const JOINS = Number(process.env.JOINS ?? 20);
const GOAL_MS = 1_000;
/** Counts the WebSockets a page opens, kept across its navigations in sessionStorage. Plain text: runs in the page. */
const RECORD_SOCKETS = `
  window.__sockets = JSON.parse(sessionStorage.getItem('__sockets') || '[]');
  const NativeSocket = window.WebSocket;
  window.WebSocket = function (url, protocols) {
    window.__sockets.push(String(url));
    sessionStorage.setItem('__sockets', JSON.stringify(window.__sockets));
    return new NativeSocket(url, protocols);
  };
  window.WebSocket.prototype = NativeSocket.prototype;
  Object.setPrototypeOf(window.WebSocket, NativeSocket);
`;

async function main(): Promise<void> {
  let janus: TestJanus | undefined;
  let product: RunningProduct | undefined;
  const browsers: Browser[] = [];
  try {
    janus = await startJanus();
    product = await startProduct({ env: janus.env });
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
    const hostContext = await (await launch()).newContext({ permissions: ['camera', 'microphone'] });
    const host = (await benchMember(hostContext, baseURL, product.dataDir, 'Bench Host')).page;
    const title = `Janus watch ${Date.now()}`;
    await goLive(host, baseURL, title);

    const viewerContext = await (await launch()).newContext({ permissions: ['camera', 'microphone'] });
    const viewer = (await benchMember(viewerContext, baseURL, product.dataDir, 'Bench Viewer')).page;
    await viewerContext.addInitScript({ content: WATCH_PROBE + RECORD_SOCKETS });
    const joins: number[] = [];
    for (let i = 0; i < JOINS; i++) {
      joins.push(await withTimeout(`join ${i + 1}`, 60_000, timeOneJoin(viewer, baseURL, title)));
      if (process.env.DEBUG) console.log(`join ${i + 1}: ${round(joins.at(-1)!, 1)} ms`);
    }
    // Through Janus, not peer to peer: the viewer's page opened Janus' WebSocket for its joins.
    const janusSockets = await viewer.evaluate(
      (url) => (window as unknown as { __sockets: string[] }).__sockets.filter((u) => u.startsWith(url)).length,
      janus.url,
    );
    if (janusSockets < JOINS) throw new Error(`the viewer reached Janus ${janusSockets} times for ${JOINS} joins`);
    const figures = {
      delivery: 'sfu',
      janusSessions: janusSockets,
      watchToFirstFrameMs: {
        p50: round(median(joins), 1),
        p95: round(pct(joins, 95), 1),
        min: round(Math.min(...joins), 1),
        max: round(Math.max(...joins), 1),
        joins: joins.length,
      },
    };
    console.log(JSON.stringify(figures, null, 2));
    console.table([
      { figure: 'Watch → first frame p50 (Janus)', value: `${figures.watchToFirstFrameMs.p50} ms` },
      { figure: 'Watch → first frame p95 (Janus)', value: `${figures.watchToFirstFrameMs.p95} ms` },
    ]);
    const targets = [
      target('Watch → first frame p50 through Janus', figures.watchToFirstFrameMs.p50, '<=', GOAL_MS, 'ms'),
    ];
    printTargets(targets);
    writeResult('stream-watch-janus', targets, { ...figures, joinsMs: joins.map((j) => round(j, 1)) });
  } finally {
    await Promise.allSettled(browsers.map((b) => b.close()));
    await product?.stop();
    await janus?.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
