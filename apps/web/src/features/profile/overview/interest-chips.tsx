import { useRef, useState, type KeyboardEvent } from 'react';
import { Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { addChip, INTEREST_RULES, removeInterest, type ChipRules } from './interests.ts';

/** A list as chips (interests, languages): type one and press Enter (or Add) to add it, click a chip to remove it. */
export function InterestChips(props: {
  id: string;
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
  rules?: ChipRules;
  placeholder?: string;
}) {
  const rules = props.rules ?? INTEREST_RULES;
  const [typed, setTyped] = useState('');
  const [hint, setHint] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  function add() {
    const result = addChip(props.value, typed, rules);
    if (!result.ok) {
      // An empty Enter is just a stray key press, not worth a message.
      setHint(result.reason === 'blank' ? null : result.message);
      return;
    }
    props.onChange(result.list);
    setTyped('');
    setHint(null);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key !== 'Enter') return;
    e.preventDefault(); // Enter adds the interest; it must not submit the whole form.
    add();
  }

  function remove(interest: string) {
    props.onChange(removeInterest(props.value, interest));
    setHint(null);
    input.current?.focus();
  }

  const message = hint ?? props.error;
  const describedBy = [`${props.id}-help`, message ? `${props.id}-message` : ''].filter(Boolean).join(' ');
  return (
    <div className="space-y-2">
      <div className="flex gap-2">
        <Input
          ref={input}
          id={props.id}
          value={typed}
          maxLength={rules.itemMax + 10}
          placeholder={props.placeholder ?? 'e.g. Afrobeats, jollof, kente'}
          aria-describedby={describedBy}
          invalid={Boolean(message)}
          onChange={(e) => {
            setTyped(e.target.value);
            if (hint) setHint(null);
          }}
          onKeyDown={onKeyDown}
        />
        <Button variant="outline" size="md" onClick={add} disabled={!typed.trim()} aria-label={`Add ${rules.noun}`}>
          <Plus className="h-4 w-4" aria-hidden />
          <span className="hidden sm:inline">Add</span>
        </Button>
      </div>
      <p id={`${props.id}-help`} className="text-sm text-ink-soft">
        Press Enter to add. Select {/^[aeiou]/.test(rules.noun) ? 'an' : 'a'} {rules.noun} to remove it. {props.value.length}/{rules.countMax}
      </p>
      {message ? (
        <p id={`${props.id}-message`} role="alert" className="text-sm text-danger">
          {message}
        </p>
      ) : null}
      {props.value.length ? (
        <ul aria-label={`Your ${rules.plural}`} className="flex flex-wrap gap-2">
          {props.value.map((interest) => (
            <li key={interest}>
              <button
                type="button"
                onClick={() => remove(interest)}
                aria-label={`Remove ${interest}`}
                className="inline-flex cursor-pointer items-center gap-1.5 rounded-full bg-gold-100 py-1 pl-3 pr-2 text-sm font-medium text-forest-900 hover:bg-gold-300"
              >
                {interest}
                <X className="h-3.5 w-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
