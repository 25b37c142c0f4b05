import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnProfile } from '@sankofa/contracts';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Select } from '@/components/ui/select.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { ageOn } from '@/lib/age.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useChoiceLabels } from '@/lib/i18n/use-choice-labels.ts';
import { birthDateBounds } from './age.ts';
import { fieldErrorsOf } from './field-errors.ts';
import { InterestChips } from './interest-chips.tsx';
import { LANGUAGE_RULES } from './interests.ts';
import {
  BIO_MAX,
  DISPLAY_NAME_MAX,
  HERITAGE_MAX,
  LOCATION_MAX,
  MAX_AGE,
  MIN_AGE,
  OCCUPATION_MAX,
} from '@sankofa/contracts/constants';
import { changesOf, draftErrors, draftOf, type DraftField, type ProfileDraft } from './profile-draft.ts';
import { useUpdateProfile } from './use-update-profile.ts';

type Errors = Partial<Record<DraftField | 'form', string>>;
const id = (field: DraftField) => `profile-${field}`;
const entriesOf = <K extends string>(labels: Record<K, string>) => Object.entries(labels) as [K, string][];

export function EditProfileForm({ profile, onDone }: { profile: OwnProfile; onDone: () => void }) {
  const { t, i18n } = useTranslation('profile');
  const labels = useChoiceLabels();
  const number = new Intl.NumberFormat(i18n.language);
  const before = useMemo(() => draftOf(profile), [profile]);
  const [draft, setDraft] = useState<ProfileDraft>(before);
  const [errors, setErrors] = useState<Errors>({});
  // The server's 'Are you sure?' about contact or payment details in the bio: the member may keep them.
  const [askShare, setAskShare] = useState(false);
  const save = useUpdateProfile();
  const today = new Date();
  const bounds = birthDateBounds(today, MIN_AGE, MAX_AGE);
  const age = ageOn(draft.birthDate, today);

  function set<K extends DraftField>(field: K, value: ProfileDraft[K]) {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => (e[field] || e.form ? { ...e, [field]: undefined, form: undefined } : e));
    setAskShare(false);
  }

  function submit(changes: ReturnType<typeof changesOf>, confirmContactShare = false) {
    setAskShare(false);
    save.mutate(confirmContactShare ? { ...changes, confirmContactShare } : changes, {
      onSuccess: onDone,
      onError: (err) => {
        const byField = fieldErrorsOf(err) as Errors;
        const known = (Object.keys(byField) as DraftField[]).filter((k) => k in draft);
        // A message that names no field of this form is still shown here, not only in a toast.
        setErrors(known.length ? byField : { form: err.message });
        setAskShare(err instanceof ApiError && err.code === 'contact_share_unconfirmed');
        if (known[0]) document.getElementById(id(known[0]))?.focus();
      },
    });
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const changes = changesOf(before, draft);
    const found = draftErrors(changes, today);
    setErrors(found);
    const first = Object.keys(found)[0] as DraftField | undefined;
    if (first) return document.getElementById(id(first))?.focus();
    submit(changes);
  }

  const err = (field: DraftField) => ({
    invalid: Boolean(errors[field]),
    'aria-describedby': errors[field] ? `${id(field)}-error` : undefined,
  });

  const invalid = Object.fromEntries((Object.keys(draft) as DraftField[]).map((f) => [f, err(f)])) as Record<
    DraftField,
    ReturnType<typeof err>
  >;

  return (
    <Card className="p-5 sm:p-8">
      <h1 className="text-2xl text-forest-800">{t('edit.title')}</h1>
      <form
        noValidate
        onSubmit={onSubmit}
        className="mt-5 grid grid-cols-1 gap-5 md:grid-cols-2"
        aria-busy={save.isPending}
      >
        <Field id={id('displayName')} label={t('edit.displayName')} error={errors.displayName}>
          <Input
            id={id('displayName')}
            dir="auto"
            autoFocus
            autoComplete="nickname"
            value={draft.displayName}
            maxLength={DISPLAY_NAME_MAX}
            onChange={(e) => set('displayName', e.target.value)}
            {...invalid.displayName}
          />
        </Field>
        <Field id={id('birthDate')} label={t('edit.birthDate')} error={errors.birthDate} hint={t('edit.birthDateHint')}>
          <div className="flex items-center gap-3">
            <Input
              id={id('birthDate')}
              type="date"
              min={bounds.min}
              max={bounds.max}
              value={draft.birthDate}
              onChange={(e) => set('birthDate', e.target.value)}
              {...invalid.birthDate}
            />
            <output
              htmlFor={id('birthDate')}
              aria-live="polite"
              className="shrink-0 whitespace-nowrap text-sm font-medium text-forest-800"
            >
              {age !== null && age >= 0 ? t('edit.age', { age: number.format(age) }) : ''}
            </output>
          </div>
        </Field>
        <Field id={id('location')} label={t('edit.location')} error={errors.location}>
          <Input
            id={id('location')}
            dir="auto"
            autoComplete="address-level2"
            placeholder={t('edit.locationPlaceholder')}
            value={draft.location}
            maxLength={LOCATION_MAX}
            onChange={(e) => set('location', e.target.value)}
            {...invalid.location}
          />
        </Field>
        <Field id={id('occupation')} label={t('edit.occupation')} error={errors.occupation}>
          <Input
            id={id('occupation')}
            dir="auto"
            autoComplete="organization-title"
            value={draft.occupation}
            maxLength={OCCUPATION_MAX}
            onChange={(e) => set('occupation', e.target.value)}
            {...invalid.occupation}
          />
        </Field>
        <Field id={id('education')} label={t('edit.education')} error={errors.education}>
          <Select
            id={id('education')}
            value={draft.education}
            onChange={(e) => set('education', e.target.value as ProfileDraft['education'])}
            {...invalid.education}
          >
            <option value="">{t('edit.notSaying')}</option>
            {entriesOf(labels.education).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={id('relationshipGoals')} label={t('edit.relationshipGoals')} error={errors.relationshipGoals}>
          <Select
            id={id('relationshipGoals')}
            value={draft.relationshipGoals}
            onChange={(e) => set('relationshipGoals', e.target.value as ProfileDraft['relationshipGoals'])}
            {...invalid.relationshipGoals}
          >
            <option value="">{t('edit.notSaying')}</option>
            {entriesOf(labels.lookingFor).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </Field>
        <div className="md:col-span-2">
          <Field
            id={id('bio')}
            label={t('edit.bio')}
            error={errors.bio}
            hint={t('edit.bioCount', { length: number.format(draft.bio.length), max: number.format(BIO_MAX) })}
          >
            <Textarea
              id={id('bio')}
              dir="auto"
              rows={3}
              value={draft.bio}
              maxLength={BIO_MAX}
              placeholder={t('edit.bioPlaceholder')}
              onChange={(e) => set('bio', e.target.value)}
              {...invalid.bio}
            />
          </Field>
        </div>
        <Field id={id('heritage')} label={t('edit.heritage')} error={errors.heritage} hint={t('edit.heritageHint')}>
          <Input
            id={id('heritage')}
            dir="auto"
            value={draft.heritage}
            maxLength={HERITAGE_MAX}
            placeholder={t('edit.heritagePlaceholder')}
            onChange={(e) => set('heritage', e.target.value)}
            {...invalid.heritage}
          />
        </Field>
        <Field id={id('languages')} label={t('edit.languages')}>
          <InterestChips
            id={id('languages')}
            rules={LANGUAGE_RULES}
            placeholder={t('edit.languagesPlaceholder')}
            value={draft.languages}
            onChange={(v) => set('languages', v)}
            error={errors.languages}
          />
        </Field>
        <div className="md:col-span-2">
          <Field id={id('interests')} label={t('edit.interests')}>
            <InterestChips
              id={id('interests')}
              value={draft.interests}
              onChange={(v) => set('interests', v)}
              error={errors.interests}
            />
          </Field>
        </div>

        {errors.form ? (
          <div role="alert" className="space-y-2 rounded-xl bg-red-50 px-4 py-3 text-sm text-danger md:col-span-2">
            <p>{errors.form}</p>
            {askShare && (
              <Button
                size="sm"
                variant="outline"
                disabled={save.isPending}
                onClick={() => submit(changesOf(before, draft), true)}
              >
                {t('edit.saveAnyway')}
              </Button>
            )}
          </div>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end md:col-span-2">
          <Button variant="outline" onClick={onDone} disabled={save.isPending}>
            {t('edit.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('edit.saving') : t('edit.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
