import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileSettings } from '@sankofa/contracts';
import { Card } from '@/components/ui/card.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { PushDeviceSetting } from '@/features/pwa';
import { NOTIFICATION_SETTINGS, PRIVACY_SETTINGS, type SettingItem } from '../overview/labels.ts';
import { useUpdateSetting } from './use-settings.ts';

function SettingsGroup(props: {
  title: string;
  items: SettingItem[];
  settings: ProfileSettings;
  onChange: (key: keyof ProfileSettings, value: boolean) => void;
  /** A row shown first (the device's own push switch). */
  lead?: ReactNode;
}) {
  const { t } = useTranslation('settings');
  return (
    <fieldset className="mt-5">
      <legend className="font-sans text-base font-bold text-forest-800">{props.title}</legend>
      <ul className="mt-1 divide-y divide-sand-200">
        {props.lead}
        {props.items.map(({ key, hint }) => (
          <li key={key} className="flex items-center justify-between gap-4 py-3">
            <div>
              <label htmlFor={`setting-${key}`} className="cursor-pointer text-ink">
                {t(`account.items.${key}`)}
              </label>
              {hint ? (
                <p id={`setting-${key}-hint`} className="text-sm text-ink-soft">
                  {t(`account.items.${key}Hint` as 'account.items.showProfileHint')}
                </p>
              ) : null}
            </div>
            <Switch
              id={`setting-${key}`}
              checked={props.settings[key]}
              onCheckedChange={(value) => props.onChange(key, value)}
              aria-describedby={hint ? `setting-${key}-hint` : undefined}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

export function AccountSettingsCard({ settings }: { settings: ProfileSettings }) {
  const { t } = useTranslation('settings');
  const update = useUpdateSetting();
  const onChange = (key: keyof ProfileSettings, value: boolean) => update.mutate({ key, value });
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-xl text-forest-800">{t('account.title')}</h2>
      <p className="mt-1 text-sm text-ink-soft">{t('account.hint')}</p>
      <SettingsGroup title={t('account.privacy')} items={PRIVACY_SETTINGS} settings={settings} onChange={onChange} />
      <SettingsGroup
        title={t('account.notifications')}
        items={NOTIFICATION_SETTINGS}
        settings={settings}
        onChange={onChange}
        lead={<PushDeviceSetting />}
      />
    </Card>
  );
}
