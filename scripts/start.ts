/**
 * `npm start`: builds the web app when its sources are newer than the build (or the product name
 * changed), then serves API and web app on one port with the embedded defaults.
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
  ...readdirSync(web).filter((f) => /\.(ts|html|json)$/.test(f)).map((f) => path.join(web, f)),
  path.join(root, 'packages/contracts/src'),
  path.join(web, 'scripts'),
];

function newest(p: string): number {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(st.mtimeMs, ...readdirSync(p).map((f) => newest(path.join(p, f))));
}

const appName = process.env.APP_NAME ?? 'Sankofa';
const wanted = `${appName}|${Math.max(...sources.map(newest))}`;
const have = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
if (have !== wanted || !existsSync(path.join(dist, 'index.html'))) {
  console.log('Building the web app…');
  // Its own process: Vite sets NODE_ENV=production in whatever process runs it.
  execFileSync(process.execPath, ['--import', 'tsx', path.join(web, 'scripts/build.ts'), '--quiet'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, APP_NAME: appName },
  });
  writeFileSync(stampFile, wanted);
}

await import('../apps/api/src/server.ts');
