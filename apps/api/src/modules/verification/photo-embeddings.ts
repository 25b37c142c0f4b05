import type { Readable } from 'node:stream';
import type { AppDeps } from '../../deps.ts';
import { selectPhotoKeys } from './verification.repo.ts';

/** A member has at most six photos; all of them are compared. */
const MAX_PHOTOS = 6;

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * Descriptors of the member's profile photos that show one face: null when the member has no
 * photos (the photo check is skipped), [] when none of them shows one face.
 */
async function profilePhotoEmbeddings(
  deps: Pick<AppDeps, 'database' | 'faceEngine' | 'storage'>,
  userId: string,
): Promise<number[][] | null> {
  const keys = await selectPhotoKeys(deps.database.db, userId, MAX_PHOTOS);
  if (keys.length === 0) return null;
  const embeddings: number[][] = [];
  for (const key of keys) {
    const file = await deps.storage.get(key);
    if (!file) continue;
    // A photo the model cannot read counts as one without a face, like a landscape would.
    const embedding = await deps.faceEngine.embedPhoto(await bytesOf(file.body)).catch(() => null);
    if (embedding) embeddings.push(embedding);
  }
  return embeddings;
}

/** Work on photo descriptors started by this instance, so a finish here waits for it instead of redoing it. */
const inFlight = new Map<string, Promise<number[][] | null>>();

/** Starts reading the photos while the member does the steps; the result goes to the attempt store. */
export function preparePhotoEmbeddings(
  deps: Pick<AppDeps, 'attemptStore' | 'database' | 'faceEngine' | 'storage'>,
  attemptId: string,
  userId: string,
  onError: (err: unknown) => void,
): void {
  const work = profilePhotoEmbeddings(deps, userId).then(async (embeddings) => {
    await deps.attemptStore.setPhotos(attemptId, embeddings);
    return embeddings;
  });
  inFlight.set(attemptId, work);
  work.catch(onError).finally(() => inFlight.delete(attemptId));
}

/** The photo descriptors for the decision: from this instance's work, the store, or read now. */
export async function photoEmbeddingsFor(
  deps: Pick<AppDeps, 'attemptStore' | 'database' | 'faceEngine' | 'storage'>,
  attemptId: string,
  userId: string,
): Promise<number[][] | null> {
  const pending = inFlight.get(attemptId);
  if (pending) {
    const done = await pending.catch(() => undefined);
    if (done !== undefined) return done;
  }
  const stored = await deps.attemptStore.photos(attemptId);
  if (stored !== undefined) return stored;
  return profilePhotoEmbeddings(deps, userId);
}
