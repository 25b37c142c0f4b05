import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Check } from 'lucide-react';
import { CheckboxField } from '@/components/ui/checkbox-field.tsx';
import { APP_NAME } from '@/lib/config.ts';
import { richText } from '@/lib/i18n/rich-text.tsx';
import type { StepProps } from './step-props.ts';

const PROMISES = ['promise1', 'promise2', 'promise3', 'promise4'] as const;

export function TermsStep({ values, update }: StepProps) {
  const { t } = useTranslation('onboarding');
  const newTab = <span className="sr-only">{t('terms.newTab')}</span>;
  return (
    <div className="space-y-5">
      <p className="text-ink-soft">{t('terms.intro', { app: APP_NAME })}</p>
      <ul className="space-y-3 rounded-2xl bg-sand-100 p-4">
        {PROMISES.map((line) => (
          <li key={line} className="flex gap-3 text-sm text-ink">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-forest-700" aria-hidden />
            <span>{t(`terms.${line}`)}</span>
          </li>
        ))}
      </ul>
      <CheckboxField id="onboarding-terms" checked={values.agreed} onChange={(agreed) => update({ agreed })}>
        {richText(t('terms.agree'), {
          terms: (text) => (
            <Link to="/terms" target="_blank" className="font-medium text-forest-700 underline">
              {text}
              {newTab}
            </Link>
          ),
          privacy: (text) => (
            <Link to="/privacy" target="_blank" className="font-medium text-forest-700 underline">
              {text}
              {newTab}
            </Link>
          ),
        })}
      </CheckboxField>
    </div>
  );
}
