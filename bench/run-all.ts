/**
 * `npm run bench`: runs every benchmark in sequence (each in its own process, bounded in time), then
 * prints one summary table from the JSON each wrote to bench/results/. Not part of `npm test`.
 *
 *   npm run bench                      # all of them
 *   npm run bench -- web-bundle        # only those whose name contains one of the arguments
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, RESULTS_DIR, fmt, round } from './lib/bench-kit.ts';

const BENCHES = [
  { name: 'signin-throughput', timeoutMin: 5 },
  { name: 'web-bundle', timeoutMin: 10 },
  { name: 'landing-lighthouse', timeoutMin: 15 },
  { name: 'presence-memory', timeoutMin: 15 },
  { name: 'photo-processing', timeoutMin: 10 },
  { name: 'own-profile-queries', timeoutMin: 5 },
  // Needs DATABASE_URL; the first run also generates its 100,000-profile data set.
  { name: 'discovery-scale', timeoutMin: 25 },
  // Messaging (issue #5). Delivery holds 5,000 sockets against a bare ws relay and our gateway, four
  // 33 s paths (PostgreSQL when DATABASE_URL is set, else PGlite; about 3 min). Throughput and the
  // conversation list need DATABASE_URL (a database of their own, e.g. sankofa_bench_msg) and remake
  // their data by SQL each run (under 1 min each).
  { name: 'messaging-delivery', timeoutMin: 8 },
  { name: 'messaging-throughput', timeoutMin: 5 },
  { name: 'conversation-list', timeoutMin: 5 },
  // Face verification (issue #7): the real model on one attempt's frames.
  { name: 'face-verify', timeoutMin: 5 },
  // Photo moderation (issue #21): the nudity model on generated photos, in its worker.
  { name: 'photo-moderation', timeoutMin: 5 },
  // Live streaming (issue #6): two Chromium browsers against `npm start`; figures only, no limits.
  { name: 'stream-watch', timeoutMin: 10 },
  // Faults (issue #24): the fault suite's long form, a minute of load per fault and 1,000 churning
  // sockets; needs DATABASE_URL.
  { name: 'faults', timeoutMin: 30 },
  // Streams on Janus (issue #19): one Chromium host, 1 to 100 headless werift subscribers through a
  // private Janus; the host's CPU and upload per audience size, Janus' CPU, first key frame.
  { name: 'stream-fanout', timeoutMin: 10 },
  // Streams on Janus (issue #19): a Chromium viewer's Watch → first frame through Janus, against the 1 s goal.
  { name: 'stream-watch-janus', timeoutMin: 10 },
  // Calls (issue #20): two Chromium browsers against `npm start`; figures only, no limits.
  { name: 'call-setup', timeoutMin: 10 },
];

interface ResultTarget {
  name: string;
  measured: number;
  unit?: string;
  comparator?: string;
  limit?: number;
  ratio?: number;
  pass: boolean;
}

function runOne(
  file: string,
  timeoutMin: number,
): Promise<{ code: number | null; timedOut: boolean; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    // The same Node and TypeScript loader (tsx) this script runs under.
    const child = spawn(process.execPath, [...process.execArgv, file], { cwd: ROOT, stdio: 'inherit', detached: true });
    let timedOut = false;
    const kill = (signal: NodeJS.Signals) => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, signal);
      } catch {
        /* already gone */
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      console.error(`\n${path.basename(file)} exceeded ${timeoutMin} min; stopping it`);
      kill('SIGTERM');
      setTimeout(() => kill('SIGKILL'), 15_000).unref();
    }, timeoutMin * 60_000);
    const onSignal = () => kill('SIGTERM');
    process.once('SIGINT', onSignal);
    child.once('exit', (code) => {
      clearTimeout(timer);
      process.off('SIGINT', onSignal);
      resolve({ code, timedOut, seconds: (Date.now() - started) / 1000 });
    });
  });
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const selected = BENCHES.filter((b) => only.length === 0 || only.some((o) => b.name.includes(o)));
  const rows: Array<Record<string, string | number>> = [];
  let allPass = true;
  console.log(
    `benchmarks on ${os.availableParallelism()} cores (${os.cpus()[0]?.model ?? '?'}), load average ${os
      .loadavg()
      .map((l) => round(l, 2))
      .join(' ')}`,
  );
  for (const b of selected) {
    const file = path.join(ROOT, 'bench', `${b.name}.ts`);
    if (!existsSync(file)) {
      console.log(`\n— ${b.name}: bench/${b.name}.ts is missing, skipped`);
      rows.push({ bench: b.name, target: '(file missing)', measured: '', limit: '', ratio: '', result: 'SKIPPED' });
      continue;
    }
    console.log(`\n━━━━━━━━━━ ${b.name} ━━━━━━━━━━`);
    const started = Date.now();
    const run = await runOne(file, b.timeoutMin);
    const resultFile = path.join(RESULTS_DIR, `${b.name}.json`);
    const fresh = existsSync(resultFile) && statSync(resultFile).mtimeMs >= started;
    const targets: ResultTarget[] = fresh
      ? ((JSON.parse(readFileSync(resultFile, 'utf8')) as { targets?: ResultTarget[] }).targets ?? [])
      : [];
    if (!fresh || targets.length === 0) {
      allPass = false;
      const why = run.timedOut ? 'timed out' : `exit code ${run.code}, no fresh results`;
      rows.push({
        bench: b.name,
        target: `(${why})`,
        measured: '',
        limit: '',
        ratio: '',
        result: 'ERROR',
        seconds: round(run.seconds, 0),
      });
      continue;
    }
    for (const t of targets) {
      allPass &&= t.pass;
      rows.push({
        bench: b.name,
        target: t.name,
        measured: fmt(t.measured, t.unit),
        limit: t.limit === undefined ? '' : `${t.comparator ?? ''} ${fmt(t.limit, t.unit)}`.trim(),
        ratio: t.ratio === undefined ? '' : round(t.ratio, 2),
        result: t.pass ? 'PASS' : 'FAIL',
        seconds: round(run.seconds, 0),
      });
    }
  }
  console.log('\nSummary (ratio > 1 means headroom; details in bench/results/*.json):');
  console.table(rows);
  process.exitCode = allPass ? 0 : 1;
}

void main();
