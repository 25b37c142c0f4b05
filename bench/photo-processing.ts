/**
 * Photo processing: re-encoding one 12-megapixel phone JPEG (4000×3000, gradients, patterns and
 * sensor-like noise, EXIF orientation and GPS) into the stored large and small WebP must stay within
 * 256 MB of memory per upload. Time per image is reported as the median of BENCH_RUNS runs, beside a
 * floor measured in the same run: a plain full-size decode of the same JPEG by the same sharp build.
 *
 *   npx tsx bench/photo-processing.ts
 *   BENCH_RUNS=20 npx tsx bench/photo-processing.ts
 *
 * Each measurement runs in a fresh child process (the driver forks itself with --expose-gc), so the
 * memory of one does not hide in the next. Peak memory is the highest RSS seen while processing (sampled
 * every millisecond, and the kernel's high-water mark when it rose) minus the RSS just before, with the input
 * already in memory: what one upload adds to a running server. Four uploads at once are measured too.
 *
 * Issue #29: a 20000×1 and a 1×20000 PNG (a couple of hundred bytes each) used to be enlarged to cover
 * the square thumbnail (about 20 s and 1 GB each); their time and peak memory are measured the same way.
 * Then the real HTTP stack (in-process, PGlite) signs a member in repeatedly, alone and while four
 * 12 MP uploads and four strips are being processed: image work must not stall sign-in beyond 2×.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { pct } from './lib/messaging-kit.ts';
import {
  median,
  printTargets,
  round,
  runBench,
  target,
  withTimeout,
  writeResult,
  type Target,
} from './lib/bench-kit.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const WIDTH = 4000;
const HEIGHT = 3000;
const MEMORY_LIMIT_MIB = 256;
/** A 12 MP upload on one core of a small server; the floor beside it shows how much is decoding. */
const TIME_LIMIT_MS = 2000;
const CONCURRENT = 4;
const MiB = 2 ** 20;

type Mode = 'single' | 'concurrent' | 'floor' | 'strips' | 'signin';
type Variant = { name: string; threads: number };
type Measured = {
  mode: Mode;
  variant: string;
  peakMiB: number;
  runsMs: number[];
  duringMs?: number[];
  statuses?: number[];
};

// ───────────────────────────── input ─────────────────────────────
/** Deterministic "photo": smooth gradients and waves (what compresses) plus noise (what does not). */
async function makeInput(): Promise<Buffer> {
  const raw = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = 0x9e3779b9;
  const noise = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return ((seed >>> 0) % 33) - 16;
  };
  for (let y = 0, i = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++, i += 3) {
      const wave = 60 * Math.sin(x / 97) * Math.cos(y / 61);
      raw[i] = clamp((x * 255) / WIDTH + wave + noise());
      raw[i + 1] = clamp((y * 255) / HEIGHT - wave + noise());
      raw[i + 2] = clamp(128 + wave + noise());
    }
  }
  return sharp(raw, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '5/1 33/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 12/1 0/1' },
    })
    .toBuffer();
}
const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : v | 0);

// ───────────────────────────── child ─────────────────────────────
const strip = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0b3d1e' } })
    .png()
    .toBuffer();

async function measureInChild(mode: Mode, file: string, threads: number): Promise<void> {
  const { processPhoto } = await import('../apps/api/src/modules/photos/process-photo.ts');
  // After the import: the product sets its own thread count when its image module loads.
  if (threads > 0) sharp.concurrency(threads);
  const input = readFileSync(file);
  const maxPixels = 50_000_000;
  if (mode === 'signin') return measureSignInUnderUploads(input);
  const strips = [await strip(20_000, 1), await strip(1, 20_000)];
  // A refused strip is the expected outcome; what counts is what the attempt cost.
  const refused = (p: Promise<unknown>) =>
    p.then(
      () => undefined,
      () => undefined,
    );
  const work =
    mode === 'floor'
      ? () => sharp(input, { limitInputPixels: maxPixels }).raw().toBuffer()
      : mode === 'single'
        ? () => processPhoto(input, { maxPixels })
        : mode === 'strips'
          ? () => Promise.all(strips.map((b) => refused(processPhoto(b, { maxPixels }))))
          : () => Promise.all(Array.from({ length: CONCURRENT }, () => processPhoto(input, { maxPixels })));

  const gc = (globalThis as { gc?: () => void }).gc!;
  const settle = async () => {
    for (let i = 0; i < 4; i++) {
      gc();
      await new Promise((r) => setImmediate(r));
    }
  };

  // First upload of a fresh process: what a server pays the first time, and the peak that counts.
  await settle();
  const before = process.memoryUsage().rss;
  const highWaterBefore = process.resourceUsage().maxRSS * 1024;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 1);
  const t0 = performance.now();
  await work();
  const firstMs = performance.now() - t0;
  clearInterval(sampler);
  // The kernel's high-water mark catches spikes between samples, but only tells when it rose meanwhile.
  const highWater = process.resourceUsage().maxRSS * 1024;
  peak = Math.max(peak, process.memoryUsage().rss, highWater > highWaterBefore ? highWater : 0);
  const peakMiB = (peak - before) / MiB;

  const runsMs = [firstMs];
  for (let i = 1; i < RUNS; i++) {
    const s = performance.now();
    await work();
    runsMs.push(performance.now() - s);
  }
  process.send!({ peakMiB, runsMs });
}

/** Sign-in over HTTP (argon2 verify on libuv's worker threads, as in production), alone and under image work. */
async function measureSignInUnderUploads(input: Buffer): Promise<void> {
  const { createTestApp, signUp } = await import('../apps/api/src/test/harness.ts');
  const { upload } = await import('../apps/api/src/modules/photos/photo-test-client.ts');
  const t = await createTestApp({ env: { RATE_PHOTO_UPLOADS_PER_HOUR: '1000' } });
  try {
    const member = await signUp(t);
    const uploaders = await Promise.all(Array.from({ length: CONCURRENT }, () => signUp(t)));
    const signIn = async () => {
      const s = performance.now();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: member.email, password: member.password },
      });
      if (res.statusCode !== 200) throw new Error(`sign-in answered ${res.statusCode}`);
      return performance.now() - s;
    };
    for (let i = 0; i < 3; i++) await signIn();
    const alone: number[] = [];
    for (let i = 0; i < 15; i++) alone.push(await signIn());

    const strips = [await strip(20_000, 1), await strip(1, 20_000)];
    const during: number[] = [];
    let uploading = true;
    const uploads = Promise.all([
      ...uploaders.map((u) => upload(t, u.accessToken, input)),
      ...uploaders.map((u, i) => upload(t, u.accessToken, strips[i % 2]!, { type: 'image/png', name: 'strip.png' })),
    ]).finally(() => (uploading = false));
    while (uploading) during.push(await signIn());
    const statuses = (await uploads).map((r) => r.statusCode);
    process.send!({ peakMiB: 0, runsMs: alone, duringMs: during, statuses });
  } finally {
    await t.close();
  }
}

function runChild(mode: Mode, file: string, variant: Variant): Promise<Measured> {
  const child = fork(fileURLToPath(import.meta.url), [`--child=${mode}`, file, String(variant.threads)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: [...process.execArgv, '--expose-gc'],
  });
  return withTimeout(
    `${mode} (${variant.name})`,
    300_000,
    new Promise<Measured>((resolve, reject) => {
      child.once('message', (m: Omit<Measured, 'mode' | 'variant'>) => resolve({ mode, variant: variant.name, ...m }));
      child.once('exit', (code) => code !== 0 && reject(new Error(`${mode} child exited with ${code}`)));
    }),
  ).finally(() => child.kill());
}

// ───────────────────────────── driver ─────────────────────────────
async function main(): Promise<Target[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sankofa-photo-bench-'));
  try {
    const input = await makeInput();
    const file = path.join(dir, 'phone.jpg');
    writeFileSync(file, input);
    console.log(
      `photo processing — ${WIDTH}×${HEIGHT} JPEG (${round(input.length / MiB, 2)} MiB, EXIF orientation 6 + GPS), ` +
        `${RUNS} runs each, sharp ${sharp.versions.sharp} / libvips ${sharp.versions.vips}, ${os.availableParallelism()} cores`,
    );

    const defaults: Variant = { name: `libvips threads: default (${sharp.concurrency()})`, threads: 0 };
    // sharp picks 1 thread on glibc without jemalloc (to limit fragmentation): compare with one per core.
    const perCore: Variant = {
      name: `libvips threads: ${os.availableParallelism()}`,
      threads: os.availableParallelism(),
    };
    const floor = await runChild('floor', file, defaults);
    const single = await runChild('single', file, defaults);
    const singlePerCore = await runChild('single', file, perCore);
    const concurrent = await runChild('concurrent', file, defaults);
    const strips = await runChild('strips', file, defaults);
    const signin = await runChild('signin', file, defaults);

    const names: Record<Mode, string> = {
      floor: 'floor: full-size decode to raw pixels',
      single: 'processPhoto: one upload',
      concurrent: `processPhoto: ${CONCURRENT} uploads at once`,
      strips: 'processPhoto: 20000×1 and 1×20000 PNG (refused)',
      signin: '',
    };
    const rows = [floor, single, singlePerCore, concurrent, strips].map((m) => ({
      measurement: names[m.mode],
      settings: m.variant,
      'median ms': round(median(m.runsMs), 0),
      'first ms': round(m.runsMs[0]!, 0),
      'min ms': round(Math.min(...m.runsMs), 0),
      'max ms': round(Math.max(...m.runsMs), 0),
      'peak RSS Δ MiB': round(m.peakMiB, 1),
    }));
    console.table(rows);

    const medianMs = median(single.runsMs);
    const aloneMs = median(signin.runsMs);
    const duringMs = signin.duringMs!;
    console.table([
      {
        'sign-in': 'alone',
        samples: signin.runsMs.length,
        'median ms': round(aloneMs, 0),
        'p95 ms': round(pct(signin.runsMs, 95), 0),
        'max ms': round(Math.max(...signin.runsMs), 0),
      },
      {
        'sign-in': `while ${CONCURRENT} × 12 MP and ${CONCURRENT} strips upload`,
        samples: duringMs.length,
        'median ms': round(median(duringMs), 0),
        'p95 ms': round(pct(duringMs, 95), 0),
        'max ms': round(Math.max(...duringMs), 0),
      },
    ]);
    console.log(`upload answers during the sign-ins: ${signin.statuses!.join(', ')}`);
    const targets = [
      target('peak memory per 12 MP upload (RSS Δ)', single.peakMiB, '<=', MEMORY_LIMIT_MIB, 'MiB'),
      target('median time per 12 MP image', medianMs, '<=', TIME_LIMIT_MS, 'ms'),
      target('peak memory for the two strips (RSS Δ)', strips.peakMiB, '<=', 16, 'MiB'),
      target('time for the two strips', median(strips.runsMs), '<=', 50, 'ms'),
      // p95, not the maximum: one sign-in meeting a garbage collection or another process's burst is no stall.
      target('sign-in p95 during uploads ÷ median alone', pct(duringMs, 95) / aloneMs, '<=', 2, '×'),
    ];
    printTargets(targets);
    console.log(`processing ÷ floor (full decode): ${round(medianMs / median(floor.runsMs), 2)}×`);
    console.log(
      `${CONCURRENT} at once: peak RSS Δ ${round(concurrent.peakMiB, 1)} MiB, ${round(median(concurrent.runsMs) / CONCURRENT, 0)} ms per image`,
    );
    writeResult('photo-processing', targets, {
      input: { width: WIDTH, height: HEIGHT, bytes: input.length },
      runs: RUNS,
      sharp: sharp.versions,
      measurements: [floor, single, singlePerCore, concurrent, strips, signin],
    });
    return targets;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const childMode = process.argv.find((a) => a.startsWith('--child='))?.slice('--child='.length) as Mode | undefined;
if (childMode) {
  const [file, threads] = process.argv.slice(process.argv.indexOf(`--child=${childMode}`) + 1);
  measureInChild(childMode, file!, Number(threads)).then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
} else runBench(main);
