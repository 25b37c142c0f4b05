import type { Tx } from '../../db/client.ts';
import { selectThumbnailKeys } from './streams.repo.ts';

/**
 * For account deletion inside its own transaction: the storage keys of every thumbnail of the
 * user's streams, read before the cascade drops the only rows that name them.
 */
export const streamThumbnailKeysOf = (tx: Tx, userId: string): Promise<string[]> => selectThumbnailKeys(tx, userId);
