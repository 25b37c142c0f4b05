// A stand-in model for the model-worker tests: answers with the image's length, or misbehaves on
// request (the first byte says how): 1 never answers, 2 exits the thread, 3 answers 'unreadable'.
import { parentPort } from 'node:worker_threads';

parentPort.on('message', (message) => {
  const first = message.image?.[0];
  if (first === 1) return;
  if (first === 2) process.exit(7);
  if (first === 3) return parentPort.postMessage({ id: message.id, ok: false, code: 'unreadable_image', error: 'Not a picture.' });
  parentPort.postMessage({ id: message.id, ok: true, length: message.image ? message.image.length : -1, extra: message.tag ?? null });
});
