import { useState } from 'react';
import { Crown, Images, LayoutGrid, Settings, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useCheckoutReturn } from '@/features/payments';
import { EditProfileForm } from './overview/edit-profile-form.tsx';
import { OverviewTab } from './overview/overview-tab.tsx';
import { PhotosTab } from './photos/photos-tab.tsx';
import { PremiumTab } from './premium/premium-tab.tsx';
import { ProfileHeader } from './header/profile-header.tsx';
import { ProfileLoadError, ProfileLoading } from './header/profile-status.tsx';
import { SettingsTab } from './settings/settings-tab.tsx';
import { useOwnProfile } from './use-own-profile.ts';

const TABS: { value: 'overview' | 'photos' | 'settings' | 'premium'; icon: LucideIcon }[] = [
  { value: 'overview', icon: LayoutGrid },
  { value: 'photos', icon: Images },
  { value: 'settings', icon: Settings },
  { value: 'premium', icon: Crown },
];

export default function ProfilePage() {
  const { t, i18n } = useTranslation('profile');
  const query = useOwnProfile();
  // Back from buying tokens: announce the payment and refresh the balance.
  useCheckoutReturn();
  const [editing, setEditing] = useState(false);
  // After leaving edit mode, focus goes back to the button that opened it, not to the page top.
  const [leftEditing, setLeftEditing] = useState(false);
  // The open tab lives in the address, so a reload or a shared link comes back to it.
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = TABS.some((tab) => tab.value === asked) ? asked! : 'overview';

  if (query.isPending) return <ProfileLoading />;
  if (query.isError) return <ProfileLoadError error={query.error} onRetry={() => void query.refetch()} />;
  const profile = query.data;

  return (
    <div className="mx-auto max-w-4xl">
      {editing ? (
        <EditProfileForm profile={profile} onDone={() => (setEditing(false), setLeftEditing(true))} />
      ) : (
        <ProfileHeader profile={profile} onEdit={() => setEditing(true)} focusEdit={leftEditing} />
      )}
      <Tabs
        value={tab}
        onValueChange={(v) =>
          setParams(v === 'overview' ? {} : { tab: v }, { replace: true, preventScrollReset: true })
        }
        className="mt-6"
        // Radix marks its root left to right unless told: in Arabic the first tab belongs at the right.
        dir={i18n.dir()}
      >
        <TabsList aria-label={t('tabs.label')}>
          {TABS.map(({ value, icon: Icon }) => (
            <TabsTrigger key={value} value={value}>
              <Icon className="hidden h-4 w-4 sm:block" aria-hidden />
              {t(`tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab profile={profile} />
        </TabsContent>
        <TabsContent value="photos">
          <PhotosTab profile={profile} />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsTab profile={profile} />
        </TabsContent>
        <TabsContent value="premium">
          <PremiumTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
