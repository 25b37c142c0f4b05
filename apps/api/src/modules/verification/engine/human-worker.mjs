// The face model's thread. Plain JavaScript on purpose: the API runs under tsx and tests under
// vitest, and a worker started by either does not reliably inherit a TypeScript loader.
// Everything here is I/O-free except reading the models and the wasm binary that ship in
// node_modules; nothing is downloaded.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import sharp from 'sharp';

const require = createRequire(import.meta.url);

// Profile photos and frames never repeat, so libvips' result cache would only hold memory.
sharp.cache(false);
// The model already keeps this thread busy; libvips threads would compete with the API's thread.
sharp.concurrency(1);

// Node's fetch refuses file:// URLs, and human loads its models with fetch. Only file:// is
// served; anything else is refused so a misconfigured path can never reach the network.
globalThis.fetch = async (url) => {
  const href = typeof url === 'string' ? url : url instanceof URL ? url.href : url.url;
  if (!href.startsWith('file://')) throw new Error(`face engine: refusing to fetch ${href}`);
  return new Response(await readFile(new URL(href)), { status: 200 });
};

/** @type {Promise<any> | undefined} */
let ready;

function loadHuman() {
  // The package's export map spells this build without "./", so it cannot be imported by
  // subpath; its folder is found through the entry the map does export.
  const dist = path.dirname(require.resolve('@vladmandic/human'));
  const { Human } = require(path.join(dist, 'human.node-wasm.js'));
  const wasmDist = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));
  const human = new Human({
    ...workerData.config,
    backend: 'wasm',
    // A file path: the wasm backend reads it with fs in Node; the default is a CDN.
    wasmPath: wasmDist + path.sep,
    modelBasePath: pathToFileURL(path.join(dist, '..', 'models') + path.sep).href,
  });
  return human.load().then(() => human);
}

/** Decodes any image sharp reads to upright RGB that fits inside `maxSide`. */
async function decode(bytes, maxSide) {
  const { data, info } = await sharp(bytes, { failOn: 'error', limitInputPixels: workerData.maxInputPixels })
    .rotate()
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const EYE_POINTS = workerData.eyePoints;

/** Only the numbers the decision needs leave this thread; the mesh and the pixels stay here. */
function rawFace(face) {
  const mesh = face.mesh ?? [];
  const eyes = [];
  for (const i of EYE_POINTS) eyes.push(mesh[i]?.[0] ?? 0, mesh[i]?.[1] ?? 0);
  const angle = face.rotation?.angle ?? { yaw: 0, pitch: 0, roll: 0 };
  return {
    score: face.score ?? 0,
    box: face.boxRaw ?? [0, 0, 0, 0],
    yaw: angle.yaw,
    pitch: angle.pitch,
    roll: angle.roll,
    eyes: mesh.length > 0 ? eyes : null,
    happy: face.emotion?.find((e) => e.emotion === 'happy')?.score ?? 0,
    real: face.real ?? 0,
    live: face.live ?? 0,
    embedding: face.embedding && face.embedding.length > 0 ? Array.from(face.embedding) : null,
  };
}

async function analyse(message) {
  const started = performance.now();
  ready ??= loadHuman();
  let human;
  try {
    human = await ready;
  } catch (err) {
    ready = undefined;
    throw err;
  }
  const loadedAt = performance.now();
  let image;
  try {
    // No image: a warm-up, so the first member's frame does not pay for the first run's setup.
    image = message.image
      ? await decode(message.image, message.maxSide)
      : { data: new Uint8Array(64 * 64 * 3), width: 64, height: 64 };
  } catch {
    return { id: message.id, ok: false, code: 'unreadable_image', error: 'The image could not be read.' };
  }
  const tensor = human.tf.tensor3d(image.data, [image.height, image.width, 3], 'int32');
  try {
    const result = await human.detect(tensor);
    if (result.error) throw new Error(String(result.error));
    return {
      id: message.id,
      ok: true,
      width: image.width,
      height: image.height,
      faces: result.face.map(rawFace),
      loadMs: loadedAt - started,
      workMs: performance.now() - loadedAt,
    };
  } finally {
    tensor.dispose();
  }
}

parentPort.on('message', (message) => {
  analyse(message).then(
    (reply) => parentPort.postMessage(reply),
    (err) =>
      parentPort.postMessage({ id: message.id, ok: false, code: 'engine_failed', error: String(err?.stack ?? err) }),
  );
});
