/**
 * What makes the app installable, written into the build (decision 0042): icons drawn with sharp
 * from our own mark (public/favicon.svg) in the brand colours, the web app manifest named after
 * APP_NAME, the offline page, and the service worker with this build's version and app shell.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { compressFile } from '../precompress-plugin.ts';

const FOREST = '#0b3d1e';
const SAND = '#fdfaf4';

/** The figure of our mark (public/favicon.svg), drawn on whatever ground an icon needs. */
function figureOf(markSvg: string): string {
  const figure = /<path[^>]*\/>/.exec(markSvg)?.[0];
  if (!figure) throw new Error('public/favicon.svg has no <path> to draw the icons from');
  return figure;
}

const svg = (inner: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${inner}</svg>`);

interface Icon {
  file: string;
  size: number;
  image: Buffer;
  purpose?: 'any' | 'maskable' | 'monochrome';
  inManifest: boolean;
}

function icons(markSvg: string): Icon[] {
  const figure = figureOf(markSvg);
  const rounded = Buffer.from(markSvg);
  // Maskable: the ground fills the square and the figure keeps inside the 80 % safe circle.
  const fullBleed = svg(
    `<rect width="64" height="64" fill="${FOREST}"/><g transform="translate(32 32) scale(0.72) translate(-32 -32)">${figure}</g>`,
  );
  // A badge is read as a silhouette (its alpha), so only the figure is drawn.
  const badge = svg(
    `<g transform="translate(32 32) scale(1.2) translate(-32 -32.5)">${figure.replace(/fill="[^"]*"/, 'fill="#ffffff"')}</g>`,
  );
  return [
    { file: 'icon-192.png', size: 192, image: rounded, purpose: 'any', inManifest: true },
    { file: 'icon-512.png', size: 512, image: rounded, purpose: 'any', inManifest: true },
    { file: 'maskable-192.png', size: 192, image: fullBleed, purpose: 'maskable', inManifest: true },
    { file: 'maskable-512.png', size: 512, image: fullBleed, purpose: 'maskable', inManifest: true },
    { file: 'apple-touch-icon.png', size: 180, image: fullBleed, inManifest: false },
    { file: 'badge-96.png', size: 96, image: badge, purpose: 'monochrome', inManifest: false },
  ];
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Screenshots of our own app for the install sheet (`npm run pwa:screenshots` takes them into public/screenshots). */
function screenshotsIn(dist: string) {
  const dir = path.join(dist, 'screenshots');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => /^(narrow|wide)-\d+x\d+\.png$/.test(f))
    .sort()
    .map((f) => {
      const [, form, w, h] = /^(narrow|wide)-(\d+)x(\d+)\.png$/.exec(f)!;
      return { src: `/screenshots/${f}`, sizes: `${w}x${h}`, type: 'image/png', form_factor: form };
    });
}

export async function writePwaAssets(dist: string, appName: string): Promise<void> {
  const iconDir = path.join(dist, 'icons');
  mkdirSync(iconDir, { recursive: true });
  const list = icons(readFileSync(path.join(dist, 'favicon.svg'), 'utf8'));
  await Promise.all(
    list.map((icon) =>
      sharp(icon.image, { density: (72 * icon.size) / 64 })
        .resize(icon.size, icon.size)
        .png({ compressionLevel: 9 })
        .toFile(path.join(iconDir, icon.file)),
    ),
  );

  const manifest = {
    id: '/app',
    name: appName,
    short_name: appName,
    description: 'Dating and live connection through shared African culture and the diaspora. Cultured in Connection.',
    lang: 'en',
    start_url: '/app',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: SAND,
    theme_color: FOREST,
    categories: ['social', 'lifestyle'],
    icons: list
      .filter((i) => i.inManifest)
      .map((i) => ({ src: `/icons/${i.file}`, sizes: `${i.size}x${i.size}`, type: 'image/png', purpose: i.purpose })),
    screenshots: screenshotsIn(dist),
  };
  const manifestFile = path.join(dist, 'manifest.webmanifest');
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
  compressFile(manifestFile);

  // The offline page speaks in our fonts too: the app's own files, precached with the shell.
  const fonts = readdirSync(path.join(dist, 'assets'))
    .map((file) => ({ file, face: /^(righteous|ubuntu)-latin-(400|700)-normal-.*\.woff2$/.exec(file) }))
    .filter((f): f is { file: string; face: RegExpExecArray } => f.face !== null);
  const fontFaces = fonts
    .map(
      ({ file, face }) =>
        `@font-face { font-family: '${face[1] === 'ubuntu' ? 'Ubuntu' : 'Righteous'}'; font-weight: ${face[2]}; font-display: swap; src: url(/assets/${file}) format('woff2'); }`,
    )
    .join('\n      ');
  const offlineFile = path.join(dist, 'offline.html');
  writeFileSync(
    offlineFile,
    readFileSync(offlineFile, 'utf8')
      .replaceAll('__APP_NAME__', escapeHtml(appName))
      .replace('/*__FONTS__*/', fontFaces),
  );
  compressFile(offlineFile);

  // The app shell: the entry script, its stylesheet and the chunks it preloads, as index.html names them.
  const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const shell = [
    ...new Set([...index.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!)),
    ...fonts.map((f) => `/assets/${f.file}`),
    '/favicon.svg',
    '/manifest.webmanifest',
    '/icons/icon-192.png',
    '/icons/badge-96.png',
  ];
  const workerFile = path.join(dist, 'sw.js');
  const source = readFileSync(workerFile, 'utf8');
  const version = createHash('sha256')
    .update(source)
    .update(JSON.stringify(shell))
    .update(JSON.stringify(manifest))
    .digest('hex')
    .slice(0, 12);
  const filled = source
    .replace("const VERSION = '__VERSION__';", `const VERSION = ${JSON.stringify(version)};`)
    .replace('const SHELL = __SHELL__;', `const SHELL = ${JSON.stringify(shell)};`);
  if (filled.includes("'__VERSION__'") || filled.includes('= __SHELL__'))
    throw new Error('public/sw.js has no VERSION or SHELL to fill in');
  writeFileSync(workerFile, filled);
  compressFile(workerFile);
}
