import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import type { Person } from './match.ts';
import { onboardedUser } from './profile.ts';
import { realtimeReady } from './realtime.ts';
import { toast } from './shell.ts';

export type DevicePermission = 'camera' | 'microphone';

/**
 * A person with a browser of their own whose context may (or may not) use the camera and
 * microphone: Chromium's fake devices (launch flag in playwright.config.ts) stand in for real ones.
 */
export async function personWithDevices(
  browser: Browser,
  baseURL: string | undefined,
  overrides: Parameters<typeof onboardedUser>[1],
  permissions: DevicePermission[] = ['camera', 'microphone'],
): Promise<Person> {
  const context = await browser.newContext({ baseURL, permissions });
  const page = await context.newPage();
  const user = await onboardedUser(page, overrides);
  return { page, user, name: user.answers.displayName, close: () => context.close() };
}

export const streamingTab = (page: Page, name: 'Discover Streams' | 'Go Live') =>
  page.getByRole('tab', { name, exact: true });

/** Opens Live Streaming on one tab and waits until its realtime connection is ready (so no live event is missed). */
export async function openStreaming(
  page: Page,
  tab: 'Discover Streams' | 'Go Live' = 'Discover Streams',
): Promise<void> {
  const ready = realtimeReady(page);
  await page.goto(tab === 'Go Live' ? '/app/streaming?tab=go-live' : '/app/streaming');
  await expect(streamingTab(page, tab)).toHaveAttribute('aria-selected', 'true');
  await ready;
}

/**
 * The host goes live from the Go Live tab with the camera on (the microphone too if asked), waits
 * for 'Stream started!', and returns the stream's id as the list of live streams gives it.
 */
export async function hostGoesLive(
  host: Person,
  title: string,
  options: { microphone?: boolean; description?: string } = {},
): Promise<string> {
  const main = host.page.getByRole('main');
  await openStreaming(host.page, 'Go Live');
  for (const device of options.microphone ? (['Camera', 'Microphone'] as const) : (['Camera'] as const)) {
    await deviceToggle(host.page, device).click();
    await expect(deviceToggle(host.page, device)).toHaveAttribute('aria-pressed', 'true');
  }
  await main.getByLabel('Stream title').fill(title);
  if (options.description) await main.getByLabel('Description (optional)').fill(options.description);
  await main.getByRole('button', { name: 'Go Live', exact: true }).click();
  await expect(toast(host.page, 'Stream started!')).toBeVisible();
  const listed = await host.page.request.get('/api/streams', {
    headers: { authorization: `Bearer ${host.user.token}` },
  });
  expect(listed.status(), await listed.text()).toBe(200);
  const stream = ((await listed.json()) as { streams: { id: string; title: string }[] }).streams.find(
    (s) => s.title === title,
  );
  expect(stream, `the stream "${title}" is listed`).toBeDefined();
  return stream!.id;
}

/** A stream's card in the Discover Streams list, found by its title. */
export const streamCard = (page: Page, title: string) =>
  page.getByRole('main').getByRole('list', { name: 'Live streams' }).getByRole('article', { name: title });

/** The camera or microphone toggle of the Go Live preview (a toggle button: aria-pressed says whether it is on). */
export const deviceToggle = (page: Page, device: 'Camera' | 'Microphone') =>
  page.getByRole('main').getByRole('button', { name: device, exact: true });

/** The live chat log (on the watch page and on the host's Go Live screen). */
export const liveChat = (page: Page) => page.getByRole('main').getByRole('log', { name: 'Live chat messages' });
export const chatInput = (page: Page) => page.getByRole('main').getByRole('textbox', { name: 'Chat message' });

/**
 * Resolves once the video really plays: it has decoded a frame (videoWidth > 0) and its clock moves
 * on (currentTime advances by more than a tenth of a second after it was first seen).
 */
export async function expectVideoPlaying(video: Locator, timeout = 30_000): Promise<void> {
  const handle = await video.elementHandle({ timeout });
  expect(handle, 'the video element exists').not.toBeNull();
  const page = video.page();
  const first = await page.waitForFunction(
    (v) => {
      const el = v as HTMLVideoElement;
      return el.videoWidth > 0 && el.readyState >= 2 && !el.paused ? el.currentTime : false;
    },
    handle,
    { timeout },
  );
  const startedAt = (await first.jsonValue()) as number;
  await page.waitForFunction(
    ([v, t]) => (v as HTMLVideoElement).currentTime > (t as number) + 0.1,
    [handle, startedAt] as const,
    { timeout },
  );
  await handle!.dispose();
}
