import type { z } from 'zod';
import type { UpdateProfileBody, UpdateSettingsBody } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { checkBioContactShare } from '../safety/contact-share.ts';
import { assertAdultBirthDate } from './age.ts';
import { selectBio, updateProfileColumns } from './profile.repo.ts';

const NO_PROFILE = () =>
  new AppError(404, 'profile_not_found', 'Your profile could not be found. Please sign in again.');

/** The edit form's fields, copied one by one: nothing outside this list can reach the table. */
export async function updateOwnProfile(
  deps: Pick<AppDeps, 'clock' | 'database' | 'env'>,
  userId: string,
  body: z.output<typeof UpdateProfileBody>,
) {
  const now = deps.clock();
  if (body.birthDate !== undefined) assertAdultBirthDate(body.birthDate, now);
  await checkBioContactShare(
    deps,
    userId,
    body.bio,
    () => selectBio(deps.database.db, userId),
    body.confirmContactShare === true,
  );
  const fields = {
    ...(body.displayName !== undefined && { displayName: body.displayName }),
    ...(body.birthDate !== undefined && { birthDate: body.birthDate }),
    ...(body.location !== undefined && { location: body.location }),
    ...(body.occupation !== undefined && { occupation: body.occupation || null }),
    ...(body.education !== undefined && { education: body.education }),
    ...(body.relationshipGoals !== undefined && { relationshipGoals: body.relationshipGoals }),
    ...(body.bio !== undefined && { bio: body.bio }),
    ...(body.interests !== undefined && { interests: body.interests }),
    ...(body.languages !== undefined && { languages: body.languages }),
    ...(body.heritage !== undefined && { heritage: body.heritage || null }),
  };
  if (!(await updateProfileColumns(deps.database.db, userId, fields, now))) throw NO_PROFILE();
}

export async function updateOwnSettings(
  deps: Pick<AppDeps, 'clock' | 'database'>,
  userId: string,
  body: UpdateSettingsBody,
) {
  const fields = {
    ...(body.showProfile !== undefined && { showProfile: body.showProfile }),
    ...(body.allowMessages !== undefined && { allowMessages: body.allowMessages }),
    ...(body.showOnline !== undefined && { showOnline: body.showOnline }),
    ...(body.openToKids !== undefined && { openToKids: body.openToKids }),
    ...(body.wantsKids !== undefined && { wantsKids: body.wantsKids }),
    ...(body.hasKids !== undefined && { hasKids: body.hasKids }),
    ...(body.notifyMatches !== undefined && { notifyMatches: body.notifyMatches }),
    ...(body.notifyMessages !== undefined && { notifyMessages: body.notifyMessages }),
    ...(body.notifyStreams !== undefined && { notifyStreams: body.notifyStreams }),
    ...(body.notifyCalls !== undefined && { notifyCalls: body.notifyCalls }),
    ...(body.notifyFriendRequests !== undefined && { notifyFriendRequests: body.notifyFriendRequests }),
  };
  if (!(await updateProfileColumns(deps.database.db, userId, fields, deps.clock()))) throw NO_PROFILE();
}
