import { MAX_PHOTOS } from '@sankofa/contracts';
import { AppError } from '../../lib/errors.ts';

// Every refusal a person can meet while managing photos, worded once so routes and tests agree.

export const noFile = (why = 'Please choose a photo to upload.') => new AppError(400, 'no_file', why);

/** Closes the connection too: the rest of an oversized body is not worth receiving. */
export const fileTooLarge = (maxBytes: number) =>
  new AppError(
    413,
    'file_too_large',
    `Photos can be at most ${Math.floor(maxBytes / 2 ** 20)} MB. Please choose a smaller photo.`,
    undefined,
    { connection: 'close' },
  );

export const tooManyParts = () =>
  new AppError(400, 'too_many_files', 'Please upload one photo at a time, in a form field named "photo".');

export const unsupportedImage = (detected?: string) =>
  new AppError(
    415,
    'unsupported_image',
    /hei[cf]/.test(detected ?? '')
      ? // One literal, so the message catalogues can key the whole sentence (decision 0058).
        'HEIC photos are not supported yet. Only JPEG, PNG and WebP photos work: on an iPhone, share or export the photo as JPEG (or set Settings › Camera › Formats to "Most Compatible") and upload it again.'
      : 'Only JPEG, PNG and WebP photos are supported. Please choose a photo in one of those formats.',
  );

export const imageTooLarge = (maxPixels: number) =>
  new AppError(
    422,
    'image_too_large',
    `This image has too many pixels (at most ${Math.round(maxPixels / 1e6)} megapixels). Please choose a smaller photo.`,
  );

export const imageTooNarrow = (maxRatio: number) =>
  new AppError(
    422,
    'image_too_narrow',
    `This photo is too long and thin to show (at most ${maxRatio} times as long as it is wide). Please crop it and try again.`,
  );

export const unreadableImage = () =>
  new AppError(
    422,
    'unreadable_image',
    'We could not read this photo; the file may be damaged. Please choose another one.',
  );

export const photoLimit = () =>
  new AppError(409, 'photo_limit', `You can have at most ${MAX_PHOTOS} photos. Remove one to add another.`);

export const photoNotFound = () =>
  new AppError(404, 'photo_not_found', 'That photo was not found among your photos. Reload the page and try again.');

export const notYourPhotos = () =>
  new AppError(
    400,
    'photo_not_yours',
    'Some of the chosen photos are not among your photos. Reload the page and try again.',
  );

export const orderMismatch = () =>
  new AppError(
    400,
    'photo_order_mismatch',
    'The new order must list each of your photos exactly once. Reload the page and try again.',
  );

export const mediaNotFound = () => new AppError(404, 'not_found', 'This photo does not exist or has been removed.');
