import { type CompleteOnboardingBody, ContactDetails, OwnProfile, Photo, PhotoList, ProfileSettings, type UpdateContactDetailsBody, type UpdateProfileBody, type UpdateSettingsBody, CityList } from '@sankofa/contracts';
import { sessionManager } from '@/lib/session-manager.ts';

const s = sessionManager;

export const getOwnProfile = () => s.request(OwnProfile, '/api/profile/me');
export const updateProfile = (body: UpdateProfileBody) => s.request(OwnProfile, '/api/profile/me', { method: 'PATCH', body });
export const updateSettings = (body: UpdateSettingsBody) =>
  s.request(ProfileSettings, '/api/profile/me/settings', { method: 'PATCH', body });
export const completeOnboarding = (body: CompleteOnboardingBody) =>
  s.request(OwnProfile, '/api/onboarding/complete', { method: 'POST', body });
export const searchCities = (q: string, signal?: AbortSignal) =>
  s.request(CityList, `/api/cities?q=${encodeURIComponent(q)}`, { signal });

export const listPhotos = () => s.request(PhotoList, '/api/photos');
export const deletePhoto = (id: string) => s.authed<void>(`/api/photos/${id}`, { method: 'DELETE' });
export const setMainPhoto = (photoId: string) => s.request(PhotoList, '/api/photos/main', { method: 'PUT', body: { photoId } });

export const getContactDetails = () => s.request(ContactDetails, '/api/profile/me/contact');
export const updateContactDetails = (body: UpdateContactDetailsBody) =>
  s.request(ContactDetails, '/api/profile/me/contact', { method: 'PUT', body });

/**
 * The deletion alone, leaving the local session as it is: for a caller that leaves the signed-in
 * area by itself (the profile page loads '/' afresh), so the sign-in guard does not redirect first.
 */
export const requestAccountDeletion = (password: string) =>
  s.authed<void>('/api/auth/user', { method: 'DELETE', body: { password } });

/** Uploads one photo as multipart form data, reporting its upload progress for the progress bar. */
export function uploadPhoto(file: File, onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<Photo> {
  const data = new FormData();
  data.append('photo', file, file.name);
  return s.request(Photo, '/api/photos', {
    method: 'POST',
    form: { data, onProgress },
    signal,
    fallbackMessage: 'Unable to upload photos. Please try again.',
  });
}
