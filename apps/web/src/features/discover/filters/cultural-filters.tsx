import { MATCH_MINIMUMS } from '@sankofa/contracts/constants';
import type { CulturalFilters } from '@sankofa/contracts';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field.tsx';
import { Select } from '@/components/ui/select.tsx';
import { ChoicePills } from './filter-controls.tsx';
import { toggled, type FieldErrors } from './filter-draft.ts';

/**
 * The cultural match filter (Gold and above): a minimum match and shared interests. The interests
 * offered are the member's own (they are what the match is made of), plus any saved earlier.
 */
export function CulturalFilterFields(props: {
  value: CulturalFilters;
  onChange: (next: CulturalFilters) => void;
  myInterests: readonly string[];
  errors: FieldErrors;
}) {
  const { t, i18n } = useTranslation('discoverDialogs');
  const { value, onChange } = props;
  const offered = [...new Set([...props.myInterests, ...value.interests])];
  return (
    <>
      <Field id="filter-min-match" label={t('filters.minMatch')} error={props.errors['cultural.minMatch']}>
        <Select
          id="filter-min-match"
          value={value.minMatch ?? ''}
          invalid={Boolean(props.errors['cultural.minMatch'])}
          onChange={(e) =>
            onChange({
              ...value,
              minMatch: e.target.value ? (Number(e.target.value) as CulturalFilters['minMatch']) : null,
            })
          }
        >
          <option value="">{t('filters.anyMatch')}</option>
          {MATCH_MINIMUMS.map((n) => (
            <option key={n} value={n}>
              {t('filters.orHigher', {
                percent: new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(n / 100),
              })}
            </option>
          ))}
        </Select>
      </Field>
      {offered.length > 0 ? (
        <ChoicePills
          legend={t('filters.sharesInterests')}
          name="filter-interest"
          options={offered.map((i) => ({ value: i, label: i }))}
          chosen={value.interests}
          onToggle={(i) => onChange({ ...value, interests: toggled(value.interests, i) })}
          error={props.errors['cultural.interests']}
        />
      ) : (
        <p className="text-sm text-ink-soft">{t('filters.addInterests')}</p>
      )}
    </>
  );
}
