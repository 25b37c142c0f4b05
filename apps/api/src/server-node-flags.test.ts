import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './server-node-flags.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const startScript = (pkg: string) =>
  (JSON.parse(readFileSync(pkg, 'utf8')) as { scripts: { start: string } }).scripts.start;

describe('server node flags', () => {
  it.each([
    ['the project', path.resolve(here, '../../../package.json')],
    ['the API', path.resolve(here, '../package.json')],
  ])('%s start script passes every one to node', (_name, pkg) => {
    const words = startScript(pkg).split(/\s+/);
    expect(words[0]).toBe('node');
    for (const flag of SERVER_NODE_FLAGS) expect(words).toContain(flag);
  });
});
