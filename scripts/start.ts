/**
 * `npm start`: builds the web app when its sources are newer than the build (or the product name
 * changed), then serves API and web app on one port with the embedded defaults.
 */
import { buildWebIfStale } from './build-web-if-stale.ts';

buildWebIfStale();

await import('../apps/api/src/server.ts');
