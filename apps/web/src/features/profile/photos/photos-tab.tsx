import type { OwnProfile } from '@sankofa/contracts';
import { MainPhotoCard } from './main-photo-card.tsx';
import { PhotoManager } from './photo-manager.tsx';

export function PhotosTab({ profile }: { profile: OwnProfile }) {
  return (
    <div className="space-y-5">
      {profile.photos.length ? <MainPhotoCard profile={profile} /> : null}
      <PhotoManager profile={profile} />
    </div>
  );
}
