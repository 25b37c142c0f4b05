import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, Languages } from 'lucide-react';
import { LOCALES, isLocale } from '@sankofa/contracts/locales';
import { chooseLocale } from '@/lib/i18n/i18n.ts';
import { NATIVE_NAMES } from '@/lib/i18n/native-names.ts';
import { cn } from '@/lib/cn.ts';

/**
 * The language picker: each language in its own name and script, so a person finds theirs whatever
 * the page is in now. A native select: every phone gives it a large, familiar picker. `compact` shows
 * only the language's code over the (invisible, still focusable) select, for a crowded phone header.
 */
export function LanguageSwitcher({
  className,
  onDark,
  compact,
}: {
  className?: string;
  onDark?: boolean;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  const tone = onDark ? 'border-white/40 bg-forest-900/40 text-white' : 'border-sand-300 bg-white text-ink';
  const select = (
    <select
      id={id}
      value={locale}
      onChange={(event) => isLocale(event.target.value) && void chooseLocale(event.target.value)}
      className={cn(
        'cursor-pointer text-sm font-medium',
        compact ? 'absolute inset-0 h-full w-full opacity-0' : cn('h-9 rounded-full border px-3', tone),
      )}
    >
      {LOCALES.map((code) => (
        <option key={code} value={code} lang={code} className="text-ink">
          {NATIVE_NAMES[code]}
        </option>
      ))}
    </select>
  );
  return (
    <div
      className={cn(
        'inline-flex items-center gap-1.5',
        compact && cn('relative h-9 rounded-full border px-2.5 focus-within:ring-2 focus-within:ring-forest-600', tone),
        className,
      )}
    >
      <label htmlFor={id} className="inline-flex items-center">
        <Languages className={cn('h-4 w-4', onDark ? 'text-gold-300' : 'text-forest-700')} aria-hidden />
        <span className="sr-only">{t('language.label')}</span>
      </label>
      {compact ? (
        <>
          <span aria-hidden className="text-sm font-medium uppercase">
            {locale}
          </span>
          <ChevronDown className="h-3.5 w-3.5" aria-hidden />
        </>
      ) : null}
      {select}
    </div>
  );
}
