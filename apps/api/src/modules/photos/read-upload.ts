import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { fileTooLarge, noFile, tooManyParts } from './photo-errors.ts';

const PHOTO_FIELD = 'photo';
/** Room for the multipart boundaries and part headers around the file itself. */
const ENVELOPE_BYTES = 64 * 1024;

/**
 * The uploaded file's bytes, read up to the size limit and no further: a 50 MB upload is refused at
 * its header when it declares its length, and after 10 MB of streaming otherwise, never buffered whole.
 */
export async function readUploadedPhoto(req: FastifyRequest, maxBytes: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (declared > maxBytes + ENVELOPE_BYTES) throw fileTooLarge(maxBytes);
  if (!req.isMultipart())
    throw noFile('Please choose a photo to upload (send it as multipart form data in a field named "photo").');

  let part;
  try {
    part = await req.file({ limits: { fileSize: maxBytes } });
  } catch (err) {
    throw mapMultipartError(err, maxBytes);
  }
  if (!part || part.fieldname !== PHOTO_FIELD) throw noFile();

  let bytes: Buffer;
  try {
    bytes = await collect(part.file, maxBytes, () => stopReading(req));
  } catch (err) {
    throw mapMultipartError(err, maxBytes);
  }
  if (bytes.length === 0) throw noFile('The chosen file is empty. Please choose a photo to upload.');
  return bytes;
}

/**
 * Fails at the moment the size limit is crossed. Iterating would wait for the part's end, and busboy
 * only ends a truncated part after skipping the rest of it, however large; `onLimit` runs right in the
 * parser's event, since data already buffered can flow on without yielding to the awaiting code.
 */
function collect(file: Readable & { truncated?: boolean }, maxBytes: number, onLimit: () => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    file.on('data', (chunk: Buffer) => {
      size += chunk.length;
      chunks.push(chunk);
    });
    file.once('limit', () => {
      onLimit();
      reject(fileTooLarge(maxBytes));
    });
    file.once('error', reject);
    file.once('end', () =>
      file.truncated || size > maxBytes ? reject(fileTooLarge(maxBytes)) : resolve(Buffer.concat(chunks, size)),
    );
  });
}

/**
 * Left alone, the multipart parser would go on pulling (and discarding) the rest of the body; the
 * answer closes the connection instead, so nothing more is received.
 */
function stopReading(req: FastifyRequest): void {
  req.raw.unpipe();
  req.raw.pause();
}

function mapMultipartError(err: unknown, maxBytes: number): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge(maxBytes);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') return tooManyParts();
  if (err instanceof Error && /multipart|boundary|terminated early/i.test(err.message)) {
    return noFile('The upload was incomplete or malformed. Please choose the photo again.');
  }
  return err;
}
