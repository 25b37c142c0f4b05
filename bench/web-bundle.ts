/**
 * First-route bundle size: the JavaScript and CSS the landing page '/' needs, gzip level 9.
 * Targets: JS ≤ 120 kB gzip, CSS ≤ 20 kB gzip (route-level code splitting).
 *
 * 1. Builds the web app with the project's own vite.config.ts into a temporary folder (never touching
 *    apps/web/dist), with a small plugin recording which modules end up in which chunk.
 * 2. Reads the entry script, modulepreloads and stylesheets from the built index.html.
 * 3. Serves that build with the real API (buildApp, in-process, on 127.0.0.1) and loads '/' in Debian
 *    Chromium at phone and desktop widths, recording every .js/.css response: the honest first-route set.
 *
 *   npx tsx bench/web-bundle.ts
 *   BENCH_WEB_DIST=apps/web/dist npx tsx bench/web-bundle.ts   # measure an existing build instead
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { ROOT, printTargets, round, runBench, target, withTimeout, writeResult, type Target } from './lib/bench-kit.ts';

const WEB = path.join(ROOT, 'apps/web');
const JS_LIMIT_KB = 120;
const CSS_LIMIT_KB = 20;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'];
const kB = (n: number) => n / 1000;

interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  modules: Array<{ id: string; renderedLength: number }>;
}

/** The project's own build, into `outDir`, returning chunk → module facts from the bundler. */
async function build(outDir: string): Promise<ChunkInfo[]> {
  const require = createRequire(path.join(WEB, 'package.json'));
  const vite = (await import(pathToFileURL(require.resolve('vite')).href)) as {
    build(config: object): Promise<unknown>;
  };
  const chunks: ChunkInfo[] = [];
  const statsPlugin = {
    name: 'bench-chunk-stats',
    apply: 'build',
    generateBundle(_opts: unknown, bundle: Record<string, Record<string, unknown>>) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        const mods = item.modules as Record<string, { renderedLength: number }>;
        chunks.push({
          fileName: item.fileName as string,
          isEntry: Boolean(item.isEntry),
          isDynamicEntry: Boolean(item.isDynamicEntry),
          facadeModuleId: (item.facadeModuleId as string | null) ?? null,
          imports: item.imports as string[],
          dynamicImports: item.dynamicImports as string[],
          modules: Object.entries(mods).map(([id, m]) => ({ id, renderedLength: m.renderedLength })),
        });
      }
    },
  };
  process.env.APP_NAME ??= 'Sankofa';
  await vite.build({
    root: WEB,
    configFile: path.join(WEB, 'vite.config.ts'),
    logLevel: 'warn',
    plugins: [statsPlugin],
    build: { outDir, emptyOutDir: true },
  });
  return chunks;
}

function fromIndexHtml(html: string) {
  const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]+)"`).exec(tag)?.[1];
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const entry: string[] = [];
  const modulepreload: string[] = [];
  const stylesheet: string[] = [];
  for (const tag of tags) {
    if (tag.startsWith('<script') && attr(tag, 'type') === 'module' && attr(tag, 'src')) entry.push(attr(tag, 'src')!);
    if (tag.startsWith('<link') && attr(tag, 'rel') === 'modulepreload') modulepreload.push(attr(tag, 'href')!);
    if (tag.startsWith('<link') && attr(tag, 'rel') === 'stylesheet') stylesheet.push(attr(tag, 'href')!);
  }
  return { entry, modulepreload, stylesheet };
}

/** Serves the build with the real API on 127.0.0.1 and an ephemeral port. */
async function serveBuild(dist: string, dataDir: string) {
  const { loadEnv } = await import('../apps/api/src/config/env.ts');
  const { createDeps, closeDeps } = await import('../apps/api/src/deps.ts');
  const { buildApp } = await import('../apps/api/src/app.ts');
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0' });
  const deps = await createDeps(env, () => {});
  const app = await buildApp(deps, { webDist: dist });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: address.replace('localhost', '127.0.0.1'),
    async close() {
      await app.close();
      await closeDeps(deps);
    },
  };
}

interface Seen {
  path: string;
  phase: 'load' | 'scroll';
  viewport: string;
}

async function loadInChromium(browser: Browser, url: string): Promise<Seen[]> {
  const seen: Seen[] = [];
  const viewports = [
    { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 },
    { name: 'desktop', viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
  ];
  const origin = new URL(url).origin;
  for (const v of viewports) {
    const context = await browser.newContext({
      viewport: v.viewport,
      isMobile: v.isMobile,
      hasTouch: v.hasTouch,
      deviceScaleFactor: v.deviceScaleFactor,
    });
    // Traffic stays on this machine: anything not on our origin is refused.
    await context.route(/.*/, (route) =>
      new URL(route.request().url()).origin === origin ? route.continue() : route.abort(),
    );
    const page = await context.newPage();
    let phase: Seen['phase'] = 'load';
    page.on('response', (res) => {
      const u = new URL(res.url());
      if (u.origin === origin && /\.(m?js|css)$/.test(u.pathname))
        seen.push({ path: u.pathname, phase, viewport: v.name });
    });
    await page.goto(`${url}/`, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.locator('h1').first().waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 });
    // Whatever the page fetches only when scrolled is reported apart, not counted as first-route.
    phase = 'scroll';
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((r) => requestAnimationFrame(() => r(null)));
      }
    });
    await page.waitForLoadState('networkidle', { timeout: 30_000 });
    await context.close();
  }
  return seen;
}

const packageOf = (id: string) => {
  const clean = id.replace(/\?.*$/, '').replace(/^\0/, '');
  const nm = clean.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = clean.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (clean.includes('/packages/contracts/')) return '@sankofa/contracts';
  if (clean.includes('/apps/web/src/'))
    return `app: ${clean
      .slice(clean.indexOf('/apps/web/src/') + '/apps/web/src/'.length)
      .split('/')
      .slice(0, 2)
      .join('/')}`;
  return clean.startsWith('vite/') || clean.includes('vite/') ? 'vite runtime' : path.basename(clean);
};

async function main(): Promise<Target[]> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'sankofa-bundle-'));
  let browser: Browser | undefined;
  let server: Awaited<ReturnType<typeof serveBuild>> | undefined;
  try {
    let dist: string;
    let chunks: ChunkInfo[] = [];
    if (process.env.BENCH_WEB_DIST) {
      dist = path.resolve(process.env.BENCH_WEB_DIST);
      console.log(`measuring the existing build in ${dist}`);
    } else {
      dist = path.join(tmp, 'dist');
      console.log('building the web app (vite build, production) into a temporary folder…');
      const t0 = Date.now();
      chunks = await withTimeout('vite build', 300_000, build(dist));
      console.log(`built in ${round((Date.now() - t0) / 1000)} s`);
    }
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const fromHtml = fromIndexHtml(html);

    server = await serveBuild(dist, path.join(tmp, 'data'));
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, timeout: 60_000 });
    const seen = await withTimeout('loading / in Chromium', 240_000, loadInChromium(browser, server.url));

    const firstRoute = new Set([
      ...fromHtml.entry,
      ...fromHtml.modulepreload,
      ...fromHtml.stylesheet,
      ...seen.filter((s) => s.phase === 'load').map((s) => s.path),
    ]);
    const onScroll = [
      ...new Set(seen.filter((s) => s.phase === 'scroll' && !firstRoute.has(s.path)).map((s) => s.path)),
    ];
    const gz = (p: string) => {
      const buf = readFileSync(path.join(dist, p.replace(/^\//, '')));
      return { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
    };
    const how = (p: string) =>
      fromHtml.entry.includes(p)
        ? 'entry <script>'
        : fromHtml.modulepreload.includes(p)
          ? 'modulepreload'
          : fromHtml.stylesheet.includes(p)
            ? '<link stylesheet>'
            : 'loaded at runtime';
    const assets = [...firstRoute]
      .map((p) => ({ file: p, kind: p.endsWith('.css') ? 'css' : 'js', how: how(p), ...gz(p) }))
      .sort((a, b) => b.gzip - a.gzip);
    const js = assets.filter((a) => a.kind === 'js');
    const css = assets.filter((a) => a.kind === 'css');
    const jsGzip = js.reduce((s, a) => s + a.gzip, 0);
    const cssGzip = css.reduce((s, a) => s + a.gzip, 0);

    console.log('\nFirst-route assets for / (largest first):');
    console.table(
      assets.map((a) => ({
        file: a.file.replace('/assets/', ''),
        kind: a.kind,
        how: a.how,
        'raw kB': round(kB(a.raw)),
        'gzip kB': round(kB(a.gzip), 2),
      })),
    );
    if (onScroll.length)
      console.log(
        'fetched only after scrolling (not counted):',
        onScroll.map((p) => `${p} (${round(kB(gz(p).gzip), 2)} kB gz)`).join(', '),
      );

    // Which packages fill the largest first-route JS chunks (share of rendered code, scaled to gzip).
    const breakdown: Record<
      string,
      Array<{ source: string; renderedKB: number; share: number; estGzipKB: number }>
    > = {};
    for (const a of js.slice(0, 3)) {
      const chunk = chunks.find((c) => `/${c.fileName}` === a.file);
      if (!chunk) continue;
      const total = chunk.modules.reduce((s, m) => s + m.renderedLength, 0) || 1;
      const bySource = new Map<string, number>();
      for (const m of chunk.modules)
        bySource.set(packageOf(m.id), (bySource.get(packageOf(m.id)) ?? 0) + m.renderedLength);
      breakdown[a.file] = [...bySource.entries()]
        .sort((x, y) => y[1] - x[1])
        .slice(0, 15)
        .map(([source, len]) => ({
          source,
          renderedKB: round(kB(len)),
          share: round(len / total, 3),
          estGzipKB: round((len / total) * kB(a.gzip), 1),
        }));
      console.log(
        `\nWhat fills ${a.file} (${round(kB(a.gzip), 1)} kB gzip) — top sources by rendered size, gzip share estimated:`,
      );
      console.table(breakdown[a.file]);
    }
    const allChunks = [...new Set(chunks.map((c) => c.fileName))].filter((f) => f.endsWith('.js'));
    const largestOverall = allChunks
      .map((f) => ({ file: f, ...gz(`/${f}`), firstRoute: firstRoute.has(`/${f}`) }))
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 10);
    if (largestOverall.length) {
      console.log('\nLargest JS chunks in the whole build:');
      console.table(
        largestOverall.map((c) => ({
          file: c.file.replace('assets/', ''),
          'gzip kB': round(kB(c.gzip), 2),
          'raw kB': round(kB(c.raw)),
          'first route': c.firstRoute,
        })),
      );
    }

    const targets = [
      target('first-route JS (gzip -9)', kB(jsGzip), '<=', JS_LIMIT_KB, 'kB'),
      target('first-route CSS (gzip -9)', kB(cssGzip), '<=', CSS_LIMIT_KB, 'kB'),
    ];
    console.log();
    console.table([
      {
        'JS files': js.length,
        'JS raw kB': round(kB(js.reduce((s, a) => s + a.raw, 0))),
        'JS gzip kB': round(kB(jsGzip), 2),
        'CSS files': css.length,
        'CSS raw kB': round(kB(css.reduce((s, a) => s + a.raw, 0))),
        'CSS gzip kB': round(kB(cssGzip), 2),
      },
    ]);
    printTargets(targets);
    writeResult('web-bundle', targets, {
      build: process.env.BENCH_WEB_DIST ? path.relative(ROOT, dist) : 'fresh vite build (temporary folder)',
      indexHtml: fromHtml,
      firstRoute: assets,
      fetchedOnScrollOnly: onScroll,
      chromiumResponses: seen,
      entryBreakdown: breakdown,
      largestChunks: largestOverall,
      totals: { jsGzipBytes: jsGzip, cssGzipBytes: cssGzip },
    });
    return targets;
  } finally {
    await browser?.close().catch(() => {});
    await server?.close().catch(() => {});
    rmSync(tmp, { recursive: true, force: true });
  }
}

runBench(main);
