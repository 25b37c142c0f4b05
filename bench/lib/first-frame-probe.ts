/**
 * Click → first presented video frame, in page time: the figure the call and stream benches report
 * as set-up time. The clock runs inside the page (performance.now and requestVideoFrameCallback), so
 * the bench's own round trips to the browser are not counted.
 */
import type { Page } from 'playwright-core';

type Marks = { __clickAt?: number; __firstFrameAt?: number };

/**
 * An init script that marks the last click on an element named by `click` and the first frame any
 * of the `videos` presents. Plain text, not a function: the TypeScript loader would wrap inner
 * functions in helpers the page lacks.
 */
export function firstFrameProbe(
  click: { on: string; name: RegExp; nameFrom: 'text' | 'aria-label' },
  videos: string,
): string {
  const name = click.nameFrom === 'text' ? "el.textContent || ''" : "el.getAttribute('aria-label') || ''";
  return `
  document.addEventListener('click', (e) => {
    const el = e.target && e.target.closest ? e.target.closest(${JSON.stringify(click.on)}) : null;
    if (el && ${String(click.name)}.test(${name})) window.__clickAt = performance.now();
  }, true);
  new MutationObserver(() => {
    for (const video of document.querySelectorAll(${JSON.stringify(videos)})) {
      if (video.__hooked) continue;
      video.__hooked = true;
      video.requestVideoFrameCallback((now) => { if (window.__firstFrameAt === undefined) window.__firstFrameAt = now; });
    }
  }).observe(document, { subtree: true, childList: true });
`;
}

/**
 * On a page with a firstFrameProbe: forgets the last measurement, runs `act` (which clicks, and may
 * do what else the frame waits for) and answers the ms from the click to the first presented frame.
 */
export async function clickToFirstFrame(page: Page, act: () => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as Marks;
    w.__clickAt = undefined;
    w.__firstFrameAt = undefined;
  });
  await act();
  const handle = await page
    .waitForFunction(
      () => {
        const w = window as unknown as Marks;
        return w.__clickAt !== undefined && w.__firstFrameAt !== undefined ? w.__firstFrameAt - w.__clickAt : false;
      },
      undefined,
      { timeout: 30_000, polling: 50 },
    )
    .catch(async (err: unknown) => {
      // What the page shows instead, so a run that hangs says whether the click, the video or its frames failed.
      const state = await page.evaluate(() => {
        const w = window as unknown as Marks;
        return {
          url: location.href,
          clickAt: w.__clickAt,
          firstFrameAt: w.__firstFrameAt,
          videos: Array.from(document.querySelectorAll('video')).map((v) => ({
            label: v.getAttribute('aria-label'),
            videoWidth: v.videoWidth,
            paused: v.paused,
            hooked: Boolean((v as unknown as { __hooked?: boolean }).__hooked),
          })),
        };
      });
      throw new Error(`no first frame: ${JSON.stringify(state)}`, { cause: err });
    });
  return (await handle.jsonValue()) as number;
}
