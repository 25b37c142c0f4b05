/**
 * Builds the web app: the client bundle, then the landing page prerendered into landing.html (so its
 * first paint does not wait for JavaScript; the browser hydrates it), then .br/.gz of every text file.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { compressFile } from '../precompress-plugin.ts';

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
  await build({ root: web, configFile, logLevel, build: { ssr: 'src/prerender.tsx', outDir: ssrOut, emptyOutDir: true } });
  try {
    const { renderPage } = (await import(pathToFileURL(path.join(ssrOut, 'prerender.js')).href)) as {
      renderPage: (p: string) => Promise<string>;
    };
    const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
    const preloads = chunksOf(manifest, 'src/features/landing/landing-page.tsx')
      .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
      .join('');
    const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
    if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root to fill');
    const html = template
      .replace('</head>', `${preloads}</head>`)
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
