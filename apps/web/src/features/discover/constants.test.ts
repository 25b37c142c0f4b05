import { describe, expect, it } from 'vitest';
import * as contracts from '@sankofa/contracts';
import * as local from './constants.ts';

describe('discover constants mirror the contracts', () => {
  it.each(['MATCH_MESSAGE_MAX', 'SEARCH_MIN'] as const)('%s', (name) => {
    expect(local[name]).toBe(contracts[name]);
  });

  it('distance labels', () => {
    expect(local.DISTANCE_BUCKET_LABELS).toEqual(contracts.DISTANCE_BUCKET_LABELS);
  });
});
