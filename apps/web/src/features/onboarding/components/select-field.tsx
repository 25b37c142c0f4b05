import { Field } from '@/components/ui/field.tsx';
import { Select } from '@/components/ui/select.tsx';

/** A labelled choice list with a placeholder that cannot be picked back. */
export function SelectField(props: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  hint?: string;
}) {
  return (
    <Field id={props.id} label={props.label} hint={props.hint}>
      <Select id={props.id} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        <option value="" disabled>
          {props.placeholder}
        </option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
