import {
  BODY_TYPES,
  EDUCATION_LEVELS,
  KIDS_CHOICES,
  LOOKING_FOR,
  MAX_AGE,
  MIN_AGE,
} from '@sankofa/contracts/constants';
import type { KidsChoice } from '@sankofa/contracts';
import { useTranslation } from 'react-i18next';
import { HEIGHT_MAX_CM, HEIGHT_MIN_CM } from '@sankofa/contracts/constants';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Select } from '@/components/ui/select.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { useChoiceLabels } from '@/lib/i18n/use-choice-labels.ts';
import { ChoicePills } from './filter-controls.tsx';
import { toggled, type AdvancedDraft, type FieldErrors } from './filter-draft.ts';

function NumberBox(props: {
  id: string;
  label: string;
  value: string;
  min: number;
  max: number;
  placeholder: string;
  error?: string;
  onChange: (text: string) => void;
}) {
  return (
    <Field id={props.id} label={props.label} error={props.error}>
      <Input
        id={props.id}
        inputMode="numeric"
        type="number"
        min={props.min}
        max={props.max}
        step={1}
        placeholder={props.placeholder}
        value={props.value}
        invalid={Boolean(props.error)}
        aria-describedby={props.error ? `${props.id}-error` : undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </Field>
  );
}

function SwitchRow(props: { id: string; label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <div className="flex items-center justify-between gap-4">
      <label htmlFor={props.id} className="text-sm font-medium text-ink">
        {props.label}
      </label>
      <Switch id={props.id} checked={props.checked} onCheckedChange={props.onChange} />
    </div>
  );
}

/** The advanced filters (Platinum): only answers people really give in their profiles. */
export function AdvancedFilterFields(props: {
  value: AdvancedDraft;
  onChange: (next: AdvancedDraft) => void;
  errors: FieldErrors;
}) {
  const { value: v, onChange, errors } = props;
  const { t } = useTranslation('discoverDialogs');
  const labels = useChoiceLabels();
  const set = <K extends keyof AdvancedDraft>(key: K, next: AdvancedDraft[K]) => onChange({ ...v, [key]: next });
  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        <NumberBox
          id="filter-age-min"
          label={t('filters.minAge')}
          value={v.ageMin}
          min={MIN_AGE}
          max={MAX_AGE}
          placeholder={String(MIN_AGE)}
          error={errors['advanced.ageMin']}
          onChange={(n) => set('ageMin', n)}
        />
        <NumberBox
          id="filter-age-max"
          label={t('filters.maxAge')}
          value={v.ageMax}
          min={MIN_AGE}
          max={MAX_AGE}
          placeholder={t('filters.any')}
          error={errors['advanced.ageMax']}
          onChange={(n) => set('ageMax', n)}
        />
        <NumberBox
          id="filter-height-min"
          label={t('filters.minHeight')}
          value={v.heightMinCm}
          min={HEIGHT_MIN_CM}
          max={HEIGHT_MAX_CM}
          placeholder={t('filters.any')}
          error={errors['advanced.heightMinCm']}
          onChange={(n) => set('heightMinCm', n)}
        />
        <NumberBox
          id="filter-height-max"
          label={t('filters.maxHeight')}
          value={v.heightMaxCm}
          min={HEIGHT_MIN_CM}
          max={HEIGHT_MAX_CM}
          placeholder={t('filters.any')}
          error={errors['advanced.heightMaxCm']}
          onChange={(n) => set('heightMaxCm', n)}
        />
      </div>
      <ChoicePills
        legend={t('filters.education')}
        name="filter-education"
        options={EDUCATION_LEVELS.map((e) => ({ value: e, label: labels.education[e] }))}
        chosen={v.education}
        onToggle={(e) => set('education', toggled(v.education, e))}
        error={errors['advanced.education']}
      />
      <ChoicePills
        legend={t('filters.lookingFor')}
        name="filter-goal"
        options={LOOKING_FOR.map((g) => ({ value: g, label: labels.lookingFor[g] }))}
        chosen={v.relationshipGoals}
        onToggle={(g) => set('relationshipGoals', toggled(v.relationshipGoals, g))}
        error={errors['advanced.relationshipGoals']}
      />
      <ChoicePills
        legend={t('filters.bodyType')}
        name="filter-body"
        options={BODY_TYPES.map((b) => ({ value: b, label: labels.bodyType[b] }))}
        chosen={v.bodyTypes}
        onToggle={(b) => set('bodyTypes', toggled(v.bodyTypes, b))}
        error={errors['advanced.bodyTypes']}
      />
      <div className="grid grid-cols-2 gap-3">
        <Field id="filter-has-kids" label={t('filters.hasKids')} error={errors['advanced.hasKids']}>
          <Select id="filter-has-kids" value={v.hasKids} onChange={(e) => set('hasKids', e.target.value as KidsChoice)}>
            {KIDS_CHOICES.map((k) => (
              <option key={k} value={k}>
                {t(`filters.kids.${k}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="filter-wants-kids" label={t('filters.wantsKids')} error={errors['advanced.wantsKids']}>
          <Select
            id="filter-wants-kids"
            value={v.wantsKids}
            onChange={(e) => set('wantsKids', e.target.value as KidsChoice)}
          >
            {KIDS_CHOICES.map((k) => (
              <option key={k} value={k}>
                {t(`filters.kids.${k}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <SwitchRow
        id="filter-open-to-kids"
        label={t('filters.openToKids')}
        checked={v.openToKids}
        onChange={(on) => set('openToKids', on)}
      />
      <SwitchRow
        id="filter-verified"
        label={t('filters.verifiedOnly')}
        checked={v.verifiedOnly}
        onChange={(on) => set('verifiedOnly', on)}
      />
    </>
  );
}
