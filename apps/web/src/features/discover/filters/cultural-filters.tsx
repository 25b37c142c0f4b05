import { MATCH_MINIMUMS } from '@sankofa/contracts/constants';
import type { CulturalFilters } from '@sankofa/contracts';
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
  const { value, onChange } = props;
  const offered = [...new Set([...props.myInterests, ...value.interests])];
  return (
    <>
      <Field id="filter-min-match" label="Minimum cultural match" error={props.errors['cultural.minMatch']}>
        <Select
          id="filter-min-match"
          value={value.minMatch ?? ''}
          invalid={Boolean(props.errors['cultural.minMatch'])}
          onChange={(e) => onChange({ ...value, minMatch: e.target.value ? (Number(e.target.value) as CulturalFilters['minMatch']) : null })}
        >
          <option value="">Any match</option>
          {MATCH_MINIMUMS.map((n) => (
            <option key={n} value={n}>
              {n}% or higher
            </option>
          ))}
        </Select>
      </Field>
      {offered.length > 0 ? (
        <ChoicePills
          legend="Shares at least one of these interests"
          name="filter-interest"
          options={offered.map((i) => ({ value: i, label: i }))}
          chosen={value.interests}
          onToggle={(i) => onChange({ ...value, interests: toggled(value.interests, i) })}
          error={props.errors['cultural.interests']}
        />
      ) : (
        <p className="text-sm text-ink-soft">Add interests to your profile to filter by the interests you share.</p>
      )}
    </>
  );
}
