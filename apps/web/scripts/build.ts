/**
 * Builds the web app: the client bundle, then the landing page prerendered into landing.html with its
 * stylesheet inline and the app bundle deferred until after load (so the first paint waits for
 * neither; the browser then hydrates it), then .br/.gz of every text file. See docs/decisions/0004.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { compressFile } from '../precompress-plugin.ts';
import { writePwaAssets } from './pwa-assets.ts';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(web, 'dist');
const ssrOut = path.join(web, 'dist-ssr');
const configFile = path.join(web, 'vite.config.ts');

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** The chunk of a module and every chunk it imports, except the entry the page loads anyway. */
function chunksOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const entry = manifest[key];
  if (!entry || seen.has(key) || entry.isEntry) return [];
  seen.add(key);
  return [entry.file, ...(entry.imports ?? []).flatMap((k) => chunksOf(manifest, k, seen))];
}

export async function buildWeb(logLevel: 'info' | 'warn' = 'info'): Promise<void> {
  await build({ root: web, configFile, logLevel, build: { manifest: true } });
  await writePwaAssets(dist, process.env.APP_NAME ?? 'Sankofa');
  await build({
    root: web,
    configFile,
    logLevel,
    build: { ssr: 'src/prerender.tsx', outDir: ssrOut, emptyOutDir: true },
  });
  try {
    const { renderPage } = (await import(pathToFileURL(path.join(ssrOut, 'prerender.js')).href)) as {
      renderPage: (p: string) => Promise<string>;
    };
    const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
    // Fetched once the page has loaded (public/boot.js), as one batch instead of a waterfall.
    const chunks = chunksOf(manifest, 'src/features/landing/landing-page.tsx');
    const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
    if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root to fill');
    // The stylesheet rides inside the document: one round trip fewer before the first paint.
    const stylesheet = /<link rel="stylesheet" crossorigin href="\/([^"]+)">/.exec(template);
    if (!stylesheet) throw new Error('index.html has no stylesheet link');
    const css = readFileSync(path.join(dist, stylesheet[1]!), 'utf8').replaceAll('</style', '<\\/style');
    const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
    if (!entry) throw new Error('index.html has no module entry script');
    const html = template
      .replace(
        entry[0],
        `<script defer src="/boot.js" data-entry="${entry[1]}" data-chunks="${chunks.map((c) => `/${c}`).join(' ')}"></script>`,
      )
      .replace(/<link rel="modulepreload"[^>]*>/g, '')
      .replace(stylesheet[0], () => `<style>${css}</style>`)
      .replace('<div id="root"></div>', `<div id="root">${await renderPage('/')}</div>`);
    const file = path.join(dist, 'landing.html');
    writeFileSync(file, html);
    compressFile(file);
  } finally {
    rmSync(ssrOut, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildWeb(process.argv.includes('--quiet') ? 'warn' : 'info');
  if (!existsSync(path.join(dist, 'landing.html'))) process.exit(1);
}
