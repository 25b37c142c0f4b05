import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactDetails } from '@sankofa/contracts';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { fieldErrorsOf } from '../overview/field-errors.ts';
import { CONTACT_NAME_MAX, PHONE_MAX } from '@sankofa/contracts/constants';
import { i18n } from '@/lib/i18n/i18n.ts';
import { phoneError } from './phone.ts';
import { useSaveContactDetails } from './use-contact-details.ts';

type Key = 'phone' | 'emergencyContactName' | 'emergencyContactPhone';
type Values = Record<Key, string>;
type Errors = Partial<Record<Key | 'form', string>>;

const id = (k: Key) => `contact-${k}`;

function check(values: Values): Errors {
  const errors: Errors = {};
  for (const k of ['phone', 'emergencyContactPhone'] as const) {
    // The field's name as shown, so the message names it the same way.
    const e = phoneError(i18n.t(`settings:contact.${k}`), values[k]);
    if (e) errors[k] = e;
  }
  return errors;
}

export function ContactDetailsForm({ details, onClose }: { details: ContactDetails; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const [values, setValues] = useState<Values>({
    phone: details.phone ?? '',
    emergencyContactName: details.emergencyContactName ?? '',
    emergencyContactPhone: details.emergencyContactPhone ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveContactDetails();

  function change(k: Key, v: string) {
    const next = { ...values, [k]: v };
    setValues(next);
    // Once a message is showing, it follows the typing, so it goes away as soon as the number is fixed.
    setErrors((e) =>
      e[k] || e.form ? { ...e, form: undefined, [k]: k === 'emergencyContactName' ? undefined : check(next)[k] } : e,
    );
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = check(values);
    setErrors(found);
    const first = (Object.keys(found) as Key[])[0];
    if (first) return document.getElementById(id(first))?.focus();
    const blankToNull = (s: string) => (s.trim() ? s.trim() : null);
    save.mutate(
      {
        phone: blankToNull(values.phone),
        emergencyContactName: blankToNull(values.emergencyContactName),
        emergencyContactPhone: blankToNull(values.emergencyContactPhone),
      },
      {
        onSuccess: onClose,
        onError: (err) => {
          const byField = fieldErrorsOf(err) as Errors;
          setErrors(Object.keys(byField).some((k) => k in values) ? byField : { form: err.message });
        },
      },
    );
  }

  const input = (k: Key) => ({
    id: id(k),
    value: values[k],
    invalid: Boolean(errors[k]),
    'aria-describedby': errors[k] ? `${id(k)}-error` : undefined,
    onChange: (e: { target: { value: string } }) => change(k, e.target.value),
    onBlur: () => k !== 'emergencyContactName' && setErrors((x) => ({ ...x, [k]: check(values)[k] })),
  });

  const inputs = {
    phone: input('phone'),
    emergencyContactName: input('emergencyContactName'),
    emergencyContactPhone: input('emergencyContactPhone'),
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
      <Field id={id('phone')} label={t('contact.phone')} error={errors.phone} hint={t('contact.phoneHint')}>
        <Input type="tel" inputMode="tel" autoComplete="tel" autoFocus maxLength={PHONE_MAX} {...inputs.phone} />
      </Field>
      <Field
        id={id('emergencyContactName')}
        label={t('contact.emergencyContactName')}
        error={errors.emergencyContactName}
      >
        <Input dir="auto" autoComplete="off" maxLength={CONTACT_NAME_MAX} {...inputs.emergencyContactName} />
      </Field>
      <Field
        id={id('emergencyContactPhone')}
        label={t('contact.emergencyContactPhone')}
        error={errors.emergencyContactPhone}
      >
        <Input type="tel" inputMode="tel" autoComplete="off" maxLength={PHONE_MAX} {...inputs.emergencyContactPhone} />
      </Field>
      {errors.form ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-danger">
          {errors.form}
        </p>
      ) : null}
      <p className="text-sm text-ink-soft">{t('contact.emptyRemoves')}</p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={save.isPending}>
          {t('contact.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('contact.saving') : t('contact.save')}
        </Button>
      </div>
    </form>
  );
}
