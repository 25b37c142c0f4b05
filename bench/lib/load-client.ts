/**
 * autocannon in a process of its own. Run inside the process it measures, the load generator shares
 * the server's event loop: every response waits for autocannon's own work, and that queueing is
 * reported as the server's latency. On a 2-core machine the two still share the cores, as a real
 * client on the same host would.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon, { type Options, type Result } from 'autocannon';

type FromChild = { ok: true; result: Result } | { ok: false; message: string };

export function autocannonInChild(opts: Options): Promise<Result> {
  const child = fork(fileURLToPath(import.meta.url), ['--load-client'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  return new Promise<Result>((resolve, reject) => {
    child.once('message', (m: FromChild) => (m.ok ? resolve(m.result) : reject(new Error(m.message))));
    child.once('exit', (code) => reject(new Error(`load client exited (code ${code}) without a result`)));
    child.send(opts);
  }).finally(() => {
    process.off('exit', kill);
    kill();
  });
}

if (process.argv.includes('--load-client')) {
  process.once('message', (opts: Options) => {
    Promise.resolve(autocannon(opts)).then(
      (result) => process.send!({ ok: true, result } satisfies FromChild),
      (err: unknown) => process.send!({ ok: false, message: String(err) } satisfies FromChild),
    );
  });
}
