import type { PhotoList } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { photoListView } from './photo-view.ts';
import { listPhotoRows } from './photos.repo.ts';

export async function listPhotos(
  deps: Pick<AppDeps, 'database' | 'storage'>,
  userId: string,
  db: Tx = deps.database.db,
): Promise<PhotoList> {
  return photoListView(deps, await listPhotoRows(db, userId));
}
