// The nudity model's thread. Plain JavaScript for the same reason as the face engine's worker: a
// worker started under tsx or vitest does not reliably inherit a TypeScript loader. The model's
// weights ship inside the nsfwjs package (as JavaScript modules); nothing is downloaded.
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import sharp from 'sharp';

const require = createRequire(import.meta.url);

sharp.cache(false);
// The model keeps this thread busy already; libvips threads would compete with the API's thread.
sharp.concurrency(1);

/** The model's input side. */
const SIZE = 224;

/** @type {Promise<{ tf: any; model: any }> | undefined} */
let ready;

async function load() {
  const tf = await import('@tensorflow/tfjs-core');
  await import('@tensorflow/tfjs-backend-cpu');
  const wasm = await import('@tensorflow/tfjs-backend-wasm');
  // A file path: the wasm backend reads it with fs in Node; the default is a CDN.
  wasm.setWasmPaths(path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm')) + path.sep);
  await tf.setBackend(workerData.backend ?? 'wasm');
  await tf.ready();
  const nsfw = await import('nsfwjs');
  // nsfwjs announces its bundled model on the console; this thread has nothing to say there.
  const info = console.info;
  console.info = () => undefined;
  try {
    const model = await nsfw.load('MobileNetV2', { size: SIZE });
    return { tf, model };
  } finally {
    console.info = info;
  }
}

async function classify(message) {
  const started = performance.now();
  ready ??= load();
  let engine;
  try {
    engine = await ready;
  } catch (err) {
    ready = undefined;
    throw err;
  }
  const loadedAt = performance.now();
  let pixels;
  try {
    // No image: a warm-up on a blank picture, so the first member does not pay for the first run.
    pixels = message.image
      ? await sharp(message.image, { failOn: 'error', limitInputPixels: workerData.maxInputPixels })
          .rotate()
          .resize(SIZE, SIZE, { fit: 'cover' })
          .removeAlpha()
          .toColourspace('srgb')
          .raw()
          .toBuffer()
      : Buffer.alloc(SIZE * SIZE * 3);
  } catch {
    return { id: message.id, ok: false, code: 'unreadable_image', error: 'The image could not be read.' };
  }
  const decodedAt = performance.now();
  const tensor = engine.tf.tensor3d(new Uint8Array(pixels), [SIZE, SIZE, 3], 'int32');
  try {
    const predictions = await engine.model.classify(tensor, 5);
    const scores = Object.fromEntries(predictions.map((p) => [p.className.toLowerCase(), p.probability]));
    const done = performance.now();
    return { id: message.id, ok: true, scores, loadMs: loadedAt - started, workMs: done - loadedAt, decodeMs: decodedAt - loadedAt };
  } finally {
    tensor.dispose();
  }
}

parentPort.on('message', (message) => {
  classify(message).then(
    (reply) => parentPort.postMessage(reply),
    (err) => parentPort.postMessage({ id: message.id, ok: false, code: 'engine_failed', error: String(err?.stack ?? err) }),
  );
});
