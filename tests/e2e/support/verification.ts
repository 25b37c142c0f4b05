import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium, expect, type Browser, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { onboardedUser, uploadPhotoViaApi, type OnboardedUser } from './profile.ts';

const run = promisify(execFile);

/** A sample that ships inside @vladmandic/human: a screenshot of its demo with one man's face in it. */
const SAMPLE = path.resolve('node_modules/@vladmandic/human/assets/screenshot-faceid.jpg');
/** Where the face sits in the 800x564 sample (checked by eye: the photo in the demo's left column). */
const FACE = { left: 15, top: 143, width: 138, height: 138 } as const;
const FFMPEG = process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg';

/** The face of the sample, cropped and scaled up (a JPEG the test can also use as a profile photo). */
export function sampleFace(size = 360): Promise<Buffer> {
  return sharp(SAMPLE).extract(FACE).resize(size, size).jpeg({ quality: 90 }).toBuffer();
}

let made: Promise<string> | null = null;

/**
 * A fake camera recording that shows one face (the sample's, centred on grey at 640x480), made at
 * test time with Debian's ffmpeg into a temporary folder: three seconds of one still picture, which
 * Chromium loops. Nothing is committed; each worker makes it once.
 */
export function faceCameraFile(): Promise<string> {
  made ??= (async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sankofa-face-camera-'));
    const still = path.join(dir, 'face.png');
    const video = path.join(dir, 'face.y4m');
    await sharp(await sampleFace(360))
      .extend({ top: 60, bottom: 60, left: 140, right: 140, background: '#808080' })
      .png()
      .toFile(still);
    await run(FFMPEG, [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-loop',
      '1',
      '-i',
      still,
      '-t',
      '3',
      '-pix_fmt',
      'yuv420p',
      '-r',
      '15',
      video,
    ]);
    expect(existsSync(video), 'ffmpeg made the fake camera file').toBe(true);
    return video;
  })();
  return made;
}

/**
 * A Chromium of the test's own whose fake camera plays `file`: the same launch flags as the config
 * (read from the project), plus the file to play.
 */
export async function launchWithCameraFile(testInfo: TestInfo, file: string): Promise<Browser> {
  const launch = testInfo.project.use.launchOptions ?? {};
  return chromium.launch({
    executablePath: launch.executablePath ?? '/usr/bin/chromium',
    args: [...(launch.args ?? []), `--use-file-for-fake-video-capture=${file}`],
  });
}

/** The dialogs and the screen, by role and name. */
export const consentDialog = (page: Page) => page.getByRole('dialog', { name: 'Consent to face verification' });
export const verificationDialog = (page: Page) => page.getByRole('dialog', { name: 'Face Verification' });

export function screenOf(scope: Page | ReturnType<Page['getByRole']>) {
  return {
    video: scope.getByLabel('Your camera, for face verification'),
    start: scope.getByRole('button', { name: 'Start Verification' }),
    progress: scope.getByRole('progressbar', { name: 'Verification steps' }),
    liveness: scope.getByTestId('liveness'),
    failed: scope.getByRole('heading', { name: 'Verification Failed' }),
    message: scope.getByTestId('verification-message'),
    tryAgain: scope.getByRole('button', { name: 'Try Again' }),
  };
}

export async function authed(page: Page, token: string, method: 'GET' | 'POST', url: string) {
  const response = await page.request.fetch(url, { method, headers: { authorization: `Bearer ${token}` } });
  return { status: response.status(), body: (await response.json().catch(() => null)) as unknown };
}

/** Folder for pictures of the journey for a person to look at (VERIFICATION_SCREENSHOTS), if any. */
export const screenshotDir = process.env.VERIFICATION_SCREENSHOTS;

/** Saves a picture of the page into `screenshotDir`, only when one is named. */
export async function screenshotFor(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (!screenshotDir) return;
  await page.screenshot({ path: path.join(screenshotDir, `${testInfo.project.name}-${name}.png`) });
}

/** Keeps every camera track the page is given, so a test can see that each was stopped (runs in the page). */
export const RECORD_CAMERA_TRACKS = `(() => {
  const devices = navigator.mediaDevices;
  if (!devices) return;
  const original = devices.getUserMedia.bind(devices);
  window.__cameraTracks = [];
  devices.getUserMedia = async (constraints) => {
    const stream = await original(constraints);
    window.__cameraTracks.push(...stream.getTracks());
    return stream;
  };
})();`;

/** How many camera tracks the page was given, and how many of them are still live. */
export function cameraTracks(page: Page): Promise<{ given: number; live: number }> {
  return page.evaluate(() => {
    const tracks = (window as unknown as { __cameraTracks?: MediaStreamTrack[] }).__cameraTracks ?? [];
    return { given: tracks.length, live: tracks.filter((t) => t.readyState === 'live').length };
  });
}

/**
 * Notes every frame the page sends (runs in the page): its address, type, size in bytes, picture
 * size and when it left, without holding the request up.
 */
export const RECORD_FRAMES = `(() => {
  const original = window.fetch.bind(window);
  window.__frames = [];
  window.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input.url;
    const body = init && init.body;
    if (init && init.method === 'PUT' && /\\/frames\\/\\d+\\/\\d+$/.test(url) && body instanceof Blob) {
      const entry = { url, type: body.type, size: body.size, width: 0, height: 0, at: performance.now() };
      window.__frames.push(entry);
      createImageBitmap(body).then((b) => { entry.width = b.width; entry.height = b.height; }, () => {});
    }
    return original(input, init);
  };
})();`;

/**
 * From when it is evaluated in the page, keeps every text announced to screen readers and every
 * state of the progress bar (`valuenow|valuetext`). A mutation observer sees each rendered step,
 * however briefly it showed; looking at the screen after waiting for a step can see the next one
 * instead when the machine is busy.
 */
export const RECORD_STEPS = `(() => {
  window.__announced = [];
  window.__progress = [];
  const last = new WeakMap();
  const keep = (list, el, text) => {
    if (text && last.get(el) !== text) list.push(text);
    last.set(el, text);
  };
  new MutationObserver(() => {
    for (const el of document.querySelectorAll('[aria-live]')) keep(window.__announced, el, el.textContent || '');
    for (const el of document.querySelectorAll('[role="progressbar"]')) {
      keep(window.__progress, el, el.getAttribute('aria-valuenow') + '|' + el.getAttribute('aria-valuetext'));
    }
  }).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['aria-valuenow', 'aria-valuetext'],
  });
})();`;

export const recordedSteps = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __announced?: string[]; __progress?: string[] };
    return { announced: w.__announced ?? [], progress: w.__progress ?? [] };
  });

export interface SentFrame {
  url: string;
  type: string;
  size: number;
  width: number;
  height: number;
  at: number;
}

export const sentFrames = (page: Page) =>
  page.evaluate(() => (window as unknown as { __frames?: SentFrame[] }).__frames ?? []);

/**
 * An onboarded member whose only profile photo is the sample face, so the photo comparison has a
 * face to compare with (a generated photo has none, and the server says so before anything else).
 */
export async function userWithFacePhoto(page: Page): Promise<OnboardedUser> {
  const user = await onboardedUser(page);
  await uploadPhotoViaApi(page, user.token, await sampleFace(480), 'face.jpg');
  for (const old of user.profile.photos) {
    const removed = await page.request.delete(`/api/photos/${old.id}`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(removed.status(), await removed.text()).toBeLessThan(300);
  }
  return user;
}
