import type { OwnProfile } from '@sankofa/contracts';
import { AccountSettingsCard } from './account-settings-card.tsx';
import { BlockedPeopleCard } from './blocked-people-card.tsx';
import { ContactDetailsCard } from './contact-details-card.tsx';
import { SupportCard } from '@/features/support';
import { DeleteAccountCard } from './delete-account-card.tsx';
import { LanguageCard } from './language-card.tsx';
import { DistanceUnitCard } from './distance-unit-card.tsx';

export function SettingsTab({ profile }: { profile: OwnProfile }) {
  return (
    <div className="space-y-5">
      <LanguageCard />
      <DistanceUnitCard />
      <AccountSettingsCard settings={profile.settings} />
      <ContactDetailsCard />
      <BlockedPeopleCard />
      <SupportCard />
      <DeleteAccountCard />
    </div>
  );
}
