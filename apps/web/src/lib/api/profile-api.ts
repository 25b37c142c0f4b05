import type {
  City,
  CompleteOnboardingBody,
  ContactDetails,
  OwnProfile,
  Photo,
  PhotoList,
  ProfileSettings,
  UpdateContactDetailsBody,
  UpdateProfileBody,
  UpdateSettingsBody,
} from '@sankofa/contracts';
import { sessionManager } from '@/lib/session-manager.ts';
import { ApiError } from '../api-client.ts';

const s = sessionManager;

export const getOwnProfile = () => s.authed<OwnProfile>('/api/profile/me');
export const updateProfile = (body: UpdateProfileBody) => s.authed<OwnProfile>('/api/profile/me', { method: 'PATCH', body });
export const updateSettings = (body: UpdateSettingsBody) =>
  s.authed<ProfileSettings>('/api/profile/me/settings', { method: 'PATCH', body });
export const completeOnboarding = (body: CompleteOnboardingBody) =>
  s.authed<OwnProfile>('/api/onboarding/complete', { method: 'POST', body });
export const searchCities = (q: string, signal?: AbortSignal) =>
  s.authed<{ cities: City[] }>(`/api/cities?q=${encodeURIComponent(q)}`, { signal });

export const listPhotos = () => s.authed<PhotoList>('/api/photos');
export const deletePhoto = (id: string) => s.authed<void>(`/api/photos/${id}`, { method: 'DELETE' });
export const setMainPhoto = (photoId: string) => s.authed<PhotoList>('/api/photos/main', { method: 'PUT', body: { photoId } });
export const reorderPhotos = (photoIds: string[]) => s.authed<PhotoList>('/api/photos/order', { method: 'PUT', body: { photoIds } });

export const getContactDetails = () => s.authed<ContactDetails>('/api/profile/me/contact');
export const updateContactDetails = (body: UpdateContactDetailsBody) =>
  s.authed<ContactDetails>('/api/profile/me/contact', { method: 'PUT', body });

export async function deleteAccount(password: string): Promise<void> {
  await requestAccountDeletion(password);
  s.clear();
}

/**
 * The deletion alone, leaving the local session as it is: for a caller that leaves the signed-in
 * area by itself (the profile page loads '/' afresh), so the sign-in guard does not redirect first.
 */
export const requestAccountDeletion = (password: string) =>
  s.authed<void>('/api/auth/user', { method: 'DELETE', body: { password } });

/**
 * Uploads one photo as multipart form data. XMLHttpRequest rather than fetch because only it reports
 * upload progress, which the progress bar shows.
 */
export async function uploadPhoto(file: File, onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<Photo> {
  const token = await s.getAccessToken();
  return new Promise<Photo>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/photos');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(e.loaded / e.total);
    xhr.onload = () => {
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as Photo);
      const e = (data as { error?: { code?: string; message?: string; details?: unknown } } | undefined)?.error;
      reject(new ApiError(xhr.status, e?.code ?? 'http_error', e?.message ?? 'Unable to upload photos. Please try again.', e?.details));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', 'We could not reach the server. Please check your connection and try again.'));
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('photo', file, file.name);
    xhr.send(form);
  });
}
