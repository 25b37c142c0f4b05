import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../../', import.meta.url);
const enginesOf = (file: string) =>
  (JSON.parse(readFileSync(new URL(file, root), 'utf8')) as { engines?: { node?: string } }).engines?.node;

describe('the Node line the project declares', () => {
  it('is one line, the same for the repository and both apps', () => {
    const line = enginesOf('package.json');
    expect(line).toMatch(/^\^\d+\.\d+\.\d+$/);
    expect(enginesOf('apps/api/package.json')).toBe(line);
    expect(enginesOf('apps/web/package.json')).toBe(line);
  });

  it('includes the Node that runs the tests', () => {
    const [major, minor] = enginesOf('package.json')!.slice(1).split('.').map(Number);
    const [runMajor, runMinor] = process.versions.node.split('.').map(Number);
    expect(runMajor).toBe(major);
    expect(runMinor).toBeGreaterThanOrEqual(minor!);
  });
});
