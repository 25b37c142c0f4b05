/**
 * `tsx scripts/run-together.ts a b c`: runs the npm scripts a, b and c at the same time, each line of
 * their output prefixed with the script's name, and fails when any of them fails (after all have
 * ended, so every failure is shown). CI uses it for checks that each keep only one core busy.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const names = process.argv.slice(2);
if (!names.length) {
  console.error('usage: tsx scripts/run-together.ts <npm script>…');
  process.exit(2);
}

const width = Math.max(...names.map((n) => n.length));
const results = await Promise.all(
  names.map(
    (name) =>
      new Promise<{ name: string; code: number; seconds: number }>((resolve) => {
        const started = performance.now();
        const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
        const prefix = `[${name.padEnd(width)}] `;
        createInterface({ input: child.stdout }).on('line', (line) => process.stdout.write(prefix + line + '\n'));
        createInterface({ input: child.stderr }).on('line', (line) => process.stderr.write(prefix + line + '\n'));
        child.on('close', (code, signal) =>
          resolve({ name, code: code ?? (signal ? 1 : 0), seconds: (performance.now() - started) / 1000 }),
        );
      }),
  ),
);
for (const r of results) console.log(`${r.code === 0 ? 'ok    ' : 'FAILED'} ${r.name} (${r.seconds.toFixed(0)} s)`);
process.exitCode = results.some((r) => r.code !== 0) ? 1 : 0;
