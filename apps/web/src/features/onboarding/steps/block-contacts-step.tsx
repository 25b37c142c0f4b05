import { Info } from 'lucide-react';
import { SwitchField } from '../components/switch-field.tsx';
import type { StepProps } from './step-props.ts';

export function BlockContactsStep({ values, update }: StepProps) {
  return (
    <div className="space-y-5">
      <p className="text-ink-soft">
        Would you rather not run into your colleagues, relatives or your ex here? Turn this on and we will keep your profile
        hidden from people in your phone contacts.
      </p>
      <SwitchField
        id="onboarding-block-contacts"
        label="Hide me from my contacts"
        checked={values.blockContacts}
        onChange={(blockContacts) => update({ blockContacts })}
      />
      <p className="flex gap-2 rounded-2xl bg-sand-100 p-4 text-sm text-ink-soft">
        <Info className="mt-0.5 h-4 w-4 shrink-0 text-forest-700" aria-hidden />
        <span>
          Contact matching is not available yet, so nothing is read from your phone today. We save your choice now and apply
          it as soon as contact matching arrives. This step is optional.
        </span>
      </p>
    </div>
  );
}
