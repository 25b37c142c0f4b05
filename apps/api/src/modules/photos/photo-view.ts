import type { Photo, PhotoList } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import type { PhotoRow } from './photo-row.ts';

/** The only shape of a photo that leaves the server: addresses from the storage adapter, never keys. */
export function photoView(deps: Pick<AppDeps, 'storage'>, row: PhotoRow): Photo {
  return {
    id: row.id,
    url: deps.storage.url(row.largeKey),
    thumbUrl: deps.storage.url(row.smallKey),
    width: row.width,
    height: row.height,
    ...(row.held && { heldForReview: true }),
  };
}

export function photoListView(
  deps: Pick<AppDeps, 'storage'>,
  list: { photos: PhotoRow[]; mainPhotoId: string | null },
): PhotoList {
  return { photos: list.photos.map((p) => photoView(deps, p)), mainPhotoId: list.mainPhotoId };
}
