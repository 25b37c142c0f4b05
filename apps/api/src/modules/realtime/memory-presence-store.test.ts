import { describe } from 'vitest';
import { createMemoryPresenceStore } from './memory-presence-store.ts';
import { presenceStoreContract } from './presence-store.contract.ts';

describe('memory presence store', () => {
  presenceStoreContract((ttlMs) => createMemoryPresenceStore({ ttlMs }));
});
