import type {
  CompleteOnboardingBody,
  UpdateContactDetailsBody,
  UpdateProfileBody,
  UpdateSettingsBody,
} from '@sankofa/contracts';
import { authEndpoints } from '@sankofa/contracts/endpoints/auth';
import { photosEndpoints as photos } from '@sankofa/contracts/endpoints/photos';
import { profileEndpoints as api } from '@sankofa/contracts/endpoints/profile';
import { call } from '@/lib/call.ts';
import { i18n } from '@/lib/i18n/i18n.ts';

export const getOwnProfile = () => call(api.own);
export const updateProfile = (body: UpdateProfileBody) => call(api.update, { body });
export const updateSettings = (body: UpdateSettingsBody) => call(api.updateSettings, { body });
export const completeOnboarding = (body: CompleteOnboardingBody) => call(api.completeOnboarding, { body });
export const searchCities = (q: string, signal?: AbortSignal) => call(api.cities, { query: { q }, signal });

export const listPhotos = () => call(photos.list);
export const deletePhoto = (id: string) => call(photos.remove, { params: { id } });
export const setMainPhoto = (photoId: string) => call(photos.setMain, { body: { photoId } });

export const getContactDetails = () => call(api.contactDetails);
export const updateContactDetails = (body: UpdateContactDetailsBody) => call(api.updateContactDetails, { body });

/**
 * The deletion alone, leaving the local session as it is: for a caller that leaves the signed-in
 * area by itself (the profile page loads '/' afresh), so the sign-in guard does not redirect first.
 */
export const requestAccountDeletion = (password: string) => call(authEndpoints.deleteAccount, { body: { password } });

/** Uploads one photo as multipart form data, reporting its upload progress for the progress bar. */
export function uploadPhoto(file: File, onProgress?: (fraction: number) => void, signal?: AbortSignal) {
  const data = new FormData();
  data.append('photo', file, file.name);
  return call(photos.upload, {
    body: data,
    onUploadProgress: onProgress,
    signal,
    fallbackMessage: i18n.t('client.photoUpload'),
  });
}
