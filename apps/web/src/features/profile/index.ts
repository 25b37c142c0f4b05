/** What other features may use of profile; everything else in the folder is its own. */
export {
  completeOnboarding,
  deletePhoto,
  getOwnProfile,
  listPhotos,
  searchCities,
  uploadPhoto,
} from './profile-api.ts';
export { OWN_PROFILE_KEY, useOwnProfile } from './use-own-profile.ts';
