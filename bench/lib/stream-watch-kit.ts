/**
 * What the live-stream benches share: going live through the Go Live page, and timing Watch → first
 * presented frame on a viewer page.
 */
import type { Page } from 'playwright-core';
import { clickToFirstFrame, firstFrameProbe } from './first-frame-probe.ts';

/** Marks the moment Watch is pressed and the first frame any <video> presents. */
export const WATCH_PROBE = firstFrameProbe({ on: 'button, a', name: /watch/i, nameFrom: 'text' }, 'video');

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
  return clickToFirstFrame(viewer, () => card.getByRole('button', { name: /watch/i }).click());
}
