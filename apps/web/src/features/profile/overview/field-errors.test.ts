import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { fieldErrorsOf, messageOf } from './field-errors.ts';

describe('fieldErrorsOf', () => {
  it('maps each field to its first message, list items to the list', () => {
    const err = new ApiError(400, 'validation_failed', 'Your name needs at least 2 characters', {
      fields: [
        { field: 'displayName', message: 'Your name needs at least 2 characters' },
        { field: 'interests.3', message: 'An interest cannot be blank' },
        { field: 'displayName', message: 'second' },
      ],
    });
    expect(fieldErrorsOf(err)).toEqual({
      displayName: 'Your name needs at least 2 characters',
      interests: 'An interest cannot be blank',
    });
  });

  it('takes the message for a single named field', () => {
    const err = new ApiError(422, 'underage', 'You must be at least 18 years old to use this app.', {
      field: 'birthDate',
    });
    expect(fieldErrorsOf(err)).toEqual({ birthDate: 'You must be at least 18 years old to use this app.' });
  });

  it('is empty for other errors and odd details', () => {
    expect(fieldErrorsOf(new Error('x'))).toEqual({});
    expect(fieldErrorsOf(new ApiError(409, 'validation_failed', 'm', { fields: 'no' }))).toEqual({});
    expect(fieldErrorsOf(new ApiError(400, 'validation_failed', 'm', { fields: [null, { field: 1 }] }))).toEqual({});
  });
});

describe('messageOf', () => {
  it('prefers the error message over the fallback', () => {
    expect(messageOf(new ApiError(415, 'unsupported_image', 'HEIC photos are not supported'), 'fallback')).toBe(
      'HEIC photos are not supported',
    );
    expect(messageOf('weird', 'fallback')).toBe('fallback');
  });
});
