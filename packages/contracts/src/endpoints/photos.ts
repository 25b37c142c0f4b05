import { MediaParams, Photo, PhotoList, PhotoParams, ReorderPhotosBody, SetMainPhotoBody } from '../profile.ts';
import { endpoint } from './endpoint.ts';

/** The member's own photos and the stored files. */
export const photosEndpoints = {
  upload: endpoint({
    method: 'POST',
    path: '/api/photos',
    access: 'member',
    bodyKind: 'multipart',
    status: 201,
    response: Photo,
    errors: [
      'busy',
      'file_too_large',
      'image_too_large',
      'image_too_narrow',
      'no_file',
      'photo_limit',
      'profile_not_found',
      'rate_limited',
      'too_many_files',
      'unreadable_image',
      'unsupported_image',
    ],
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/photos',
    access: 'member',
    status: 200,
    response: PhotoList,
    errors: [],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/photos/:id',
    access: 'member',
    params: PhotoParams,
    status: 204,
    errors: ['photo_not_found'],
  }),
  setMain: endpoint({
    method: 'PUT',
    path: '/api/photos/main',
    access: 'member',
    body: SetMainPhotoBody,
    status: 200,
    response: PhotoList,
    errors: ['photo_not_found'],
  }),
  reorder: endpoint({
    method: 'PUT',
    path: '/api/photos/order',
    access: 'member',
    body: ReorderPhotosBody,
    status: 200,
    response: PhotoList,
    errors: ['photo_not_found', 'photo_order_mismatch'],
  }),
  media: endpoint({
    method: 'GET',
    path: '/media/*',
    access: 'public',
    params: MediaParams,
    status: 200,
    errors: ['not_found'],
  }),
};
