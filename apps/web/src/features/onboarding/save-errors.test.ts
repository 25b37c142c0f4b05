import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { stepForSaveError } from './save-errors.ts';

describe('stepForSaveError', () => {
  it('points a field validation error at the step that asked for the field', () => {
    const err = new ApiError(400, 'validation_failed', 'Please enter your occupation', {
      fields: [{ field: 'occupation', message: 'Please enter your occupation' }],
    });
    expect(stepForSaveError(err)).toBe(3);
  });

  it('picks the earliest step when several fields are refused, including nested ones', () => {
    const err = new ApiError(400, 'validation_failed', 'x', {
      fields: [
        { field: 'photoIds.0', message: 'x' },
        { field: 'hobbies', message: 'x' },
      ],
    });
    expect(stepForSaveError(err)).toBe(4);
  });

  it('recognises rule errors by their code', () => {
    expect(stepForSaveError(new ApiError(422, 'underage', 'You must be 18 or older'))).toBe(2);
    expect(stepForSaveError(new ApiError(400, 'photo_not_found', 'One of your photos is gone'))).toBe(6);
    expect(stepForSaveError(new ApiError(400, 'unknown_city', 'We do not know that city'))).toBe(7);
  });

  it('says nothing for errors that are not about the answers', () => {
    expect(stepForSaveError(new ApiError(500, 'internal_error', 'oops'))).toBeNull();
    expect(stepForSaveError(new ApiError(401, 'invalid_token', 'Please sign in'))).toBeNull();
    expect(stepForSaveError(new Error('boom'))).toBeNull();
  });
});
