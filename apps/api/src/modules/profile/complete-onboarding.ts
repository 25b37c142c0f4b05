import type { z } from 'zod';
import type { CompleteOnboardingBody } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { attachOrderedPhotos } from '../photos/arrange-photos.ts';
import { checkBioContactShare } from '../safety/contact-share.ts';
import { assertAdultBirthDate } from './age.ts';
import { resolveLocation } from './location.ts';
import { selectBio, updateProfileColumns } from './profile.repo.ts';
import { interestsFromHobbies } from './onboarding-answers.ts';

/** Every answer of the ten steps, saved together or not at all. */
export async function completeOnboarding(
  deps: Pick<AppDeps, 'clock' | 'database' | 'env'>,
  userId: string,
  body: z.output<typeof CompleteOnboardingBody>,
) {
  const now = deps.clock();
  assertAdultBirthDate(body.birthDate, now);
  const location = body.location ? resolveLocation(body.location) : null;
  // About me is a bio like Edit Profile's: contact or payment details are asked about the same way.
  await checkBioContactShare(
    deps,
    userId,
    body.aboutMe,
    () => selectBio(deps.database.db, userId),
    body.confirmContactShare,
  );

  await deps.database.db.transaction(async (tx) => {
    await attachOrderedPhotos(tx, userId, body.photoIds);
    const saved = await updateProfileColumns(
      tx,
      userId,
      {
        displayName: body.displayName,
        birthDate: body.birthDate,
        gender: body.gender,
        orientation: body.orientation,
        heightCm: body.heightCm,
        bodyType: body.bodyType,
        education: body.education,
        occupation: body.occupation,
        interestedIn: body.interestedIn,
        relationshipGoals: body.lookingFor,
        distanceMiles: body.distanceMiles,
        interests: interestsFromHobbies(body.hobbies),
        personality: body.personality,
        languages: body.languages,
        heritage: body.heritage || null,
        // Hobbies are the interests and the personality its own field; the bio is only the member's words.
        ...(body.aboutMe && { bio: body.aboutMe }),
        blockContacts: body.blockContacts,
        ...(location && { location: location.label || undefined, latSnapped: location.lat, lngSnapped: location.lng }),
        onboardedAt: now,
      },
      now,
    );
    if (!saved) throw new AppError(404, 'profile_not_found', 'Your profile could not be found. Please sign in again.');
  });
}
