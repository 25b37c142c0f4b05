import { useTranslation } from 'react-i18next';
import { Info } from 'lucide-react';
import { SwitchField } from '../components/switch-field.tsx';
import type { StepProps } from './step-props.ts';

export function BlockContactsStep({ values, update }: StepProps) {
  const { t } = useTranslation('onboarding');
  return (
    <div className="space-y-5">
      <p className="text-ink-soft">{t('block.intro')}</p>
      <SwitchField
        id="onboarding-block-contacts"
        label={t('block.label')}
        checked={values.blockContacts}
        onChange={(blockContacts) => update({ blockContacts })}
      />
      <p className="flex gap-2 rounded-2xl bg-sand-100 p-4 text-sm text-ink-soft">
        <Info className="mt-0.5 h-4 w-4 shrink-0 text-forest-700" aria-hidden />
        <span>{t('block.note')}</span>
      </p>
    </div>
  );
}
