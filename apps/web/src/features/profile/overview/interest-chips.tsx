import { useRef, useState, type KeyboardEvent } from 'react';
import { Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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
  const { t, i18n } = useTranslation('profile');
  const rules = props.rules ?? INTEREST_RULES;
  const interest = rules.kind === 'interest';
  const number = new Intl.NumberFormat(i18n.language);
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
          placeholder={props.placeholder ?? t('chips.interestPlaceholder')}
          aria-describedby={describedBy}
          invalid={Boolean(message)}
          onChange={(e) => {
            setTyped(e.target.value);
            if (hint) setHint(null);
          }}
          onKeyDown={onKeyDown}
        />
        <Button
          variant="outline"
          size="md"
          onClick={add}
          disabled={!typed.trim()}
          aria-label={t(interest ? 'chips.addInterest' : 'chips.addLanguage')}
        >
          <Plus className="h-4 w-4" aria-hidden />
          <span className="hidden sm:inline">{t('chips.add')}</span>
        </Button>
      </div>
      <p id={`${props.id}-help`} className="text-sm text-ink-soft">
        {t(interest ? 'chips.helpInterest' : 'chips.helpLanguage', {
          n: number.format(props.value.length),
          max: number.format(rules.countMax),
        })}
      </p>
      {message ? (
        <p id={`${props.id}-message`} role="alert" className="text-sm text-danger">
          {message}
        </p>
      ) : null}
      {props.value.length ? (
        <ul aria-label={t(interest ? 'chips.yourInterests' : 'chips.yourLanguages')} className="flex flex-wrap gap-2">
          {props.value.map((item) => (
            <li key={item} dir="auto">
              <button
                type="button"
                onClick={() => remove(item)}
                aria-label={t('chips.remove', { item })}
                className="inline-flex cursor-pointer items-center gap-1.5 rounded-full bg-gold-100 py-1 ps-3 pe-2 text-sm font-medium text-forest-900 hover:bg-gold-300"
              >
                {item}
                <X className="h-3.5 w-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
