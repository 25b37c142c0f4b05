import { ChevronDown } from 'lucide-react';
import { Field } from '@/components/ui/field.tsx';

/** A native select (the phone's own picker on mobile) in the look of our inputs. */
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
      <div className="relative">
        <select
          id={props.id}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          className="h-11 w-full cursor-pointer appearance-none rounded-xl border border-sand-300 bg-white pl-4 pr-10 text-base text-ink focus:border-forest-600 focus:outline-none focus:ring-2 focus:ring-forest-200"
        >
          <option value="" disabled>
            {props.placeholder}
          </option>
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDown className="pointer-events-none absolute right-3 top-1/2 h-5 w-5 -translate-y-1/2 text-ink-soft" aria-hidden />
      </div>
    </Field>
  );
}
