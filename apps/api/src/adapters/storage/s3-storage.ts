import type { Env } from '../../config/env.ts';
import type { Storage } from './storage.ts';

// Placeholder while the S3 adapter is written in this session.
export function createS3Storage(_env: Env): Storage {
  throw new Error('S3 storage is not implemented yet');
}
