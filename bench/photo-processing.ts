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
 */
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
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

type Mode = 'single' | 'concurrent' | 'floor';
type Variant = { name: string; threads: number };
type Measured = { mode: Mode; variant: string; peakMiB: number; runsMs: number[] };

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
async function measureInChild(mode: Mode, file: string, threads: number): Promise<void> {
  if (threads > 0) sharp.concurrency(threads);
  const { processPhoto } = await import('../apps/api/src/modules/photos/process-photo.ts');
  const input = readFileSync(file);
  const maxPixels = 50_000_000;
  const work =
    mode === 'floor'
      ? () => sharp(input, { limitInputPixels: maxPixels }).raw().toBuffer()
      : mode === 'single'
        ? () => processPhoto(input, { maxPixels })
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

function runChild(mode: Mode, file: string, variant: Variant): Promise<Measured> {
  const child = fork(fileURLToPath(import.meta.url), [`--child=${mode}`, file, String(variant.threads)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: [...process.execArgv, '--expose-gc'],
  });
  return withTimeout(
    `${mode} (${variant.name})`,
    300_000,
    new Promise<Measured>((resolve, reject) => {
      child.once('message', (m: { peakMiB: number; runsMs: number[] }) =>
        resolve({ mode, variant: variant.name, ...m }),
      );
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

    const rows = [floor, single, singlePerCore, concurrent].map((m) => ({
      measurement:
        m.mode === 'floor'
          ? 'floor: full-size decode to raw pixels'
          : m.mode === 'single'
            ? 'processPhoto: one upload'
            : `processPhoto: ${CONCURRENT} uploads at once`,
      settings: m.variant,
      'median ms': round(median(m.runsMs), 0),
      'first ms': round(m.runsMs[0]!, 0),
      'min ms': round(Math.min(...m.runsMs), 0),
      'max ms': round(Math.max(...m.runsMs), 0),
      'peak RSS Δ MiB': round(m.peakMiB, 1),
    }));
    console.table(rows);

    const medianMs = median(single.runsMs);
    const targets = [
      target('peak memory per 12 MP upload (RSS Δ)', single.peakMiB, '<=', MEMORY_LIMIT_MIB, 'MiB'),
      target('median time per 12 MP image', medianMs, '<=', TIME_LIMIT_MS, 'ms'),
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
      measurements: [floor, single, singlePerCore, concurrent],
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
