/**
 * Builds the web app when its sources are newer than the build (or the product name changed).
 * `npm start` calls it before serving; CI runs it on its own (`npm run build:if-stale`) beside lint
 * and typecheck, which leave a core idle, so the browser journeys' server starts without building.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const dist = path.join(web, 'dist');
const stampFile = path.join(dist, '.build-stamp');
const sources = [
  path.join(web, 'src'),
  path.join(web, 'public'),
  ...readdirSync(web)
    .filter((f) => /\.(ts|html|json)$/.test(f))
    .map((f) => path.join(web, f)),
  path.join(root, 'packages/contracts/src'),
  path.join(web, 'scripts'),
];

function newest(p: string): number {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(st.mtimeMs, ...readdirSync(p).map((f) => newest(path.join(p, f))));
}

export function buildWebIfStale(): void {
  const appName = process.env.APP_NAME ?? 'Sankofa';
  const wanted = `${appName}|${Math.max(...sources.map(newest))}`;
  const have = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
  if (have === wanted && existsSync(path.join(dist, 'index.html'))) return;
  console.log('Building the web app…');
  // Its own process: Vite sets NODE_ENV=production in whatever process runs it.
  execFileSync(process.execPath, ['--import', 'tsx', path.join(web, 'scripts/build.ts'), '--quiet'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, APP_NAME: appName },
  });
  writeFileSync(stampFile, wanted);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) buildWebIfStale();
