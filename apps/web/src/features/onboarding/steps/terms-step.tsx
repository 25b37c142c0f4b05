import { Link } from 'react-router';
import { Check } from 'lucide-react';
import { CheckboxField } from '@/components/ui/checkbox-field.tsx';
import { APP_NAME } from '@/lib/config.ts';
import type { StepProps } from './step-props.ts';

const PROMISES = [
  'You are 18 or older and the person in your photos.',
  'You treat every member with respect, whatever their background.',
  'You keep conversations kind; harassment and scams mean removal.',
  'We never show your exact location or your birthday to anyone.',
];

export function TermsStep({ values, update }: StepProps) {
  return (
    <div className="space-y-5">
      <p className="text-ink-soft">
        {APP_NAME} is a community built on culture and care. Before you set up your profile, please confirm you agree to how
        we all look after each other here.
      </p>
      <ul className="space-y-3 rounded-2xl bg-sand-100 p-4">
        {PROMISES.map((line) => (
          <li key={line} className="flex gap-3 text-sm text-ink">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-forest-700" aria-hidden />
            <span>{line}</span>
          </li>
        ))}
      </ul>
      <CheckboxField id="onboarding-terms" checked={values.agreed} onChange={(agreed) => update({ agreed })}>
        I have read and agree to the{' '}
        <Link to="/terms" target="_blank" className="font-medium text-forest-700 underline">
          Terms of Service<span className="sr-only"> (opens in a new tab)</span>
        </Link>{' '}
        and the{' '}
        <Link to="/privacy" target="_blank" className="font-medium text-forest-700 underline">
          Privacy Policy<span className="sr-only"> (opens in a new tab)</span>
        </Link>
      </CheckboxField>
    </div>
  );
}
