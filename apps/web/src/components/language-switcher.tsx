import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Languages } from 'lucide-react';
import { LOCALES, isLocale } from '@sankofa/contracts/locales';
import { chooseLocale } from '@/lib/i18n/i18n.ts';
import { NATIVE_NAMES } from '@/lib/i18n/native-names.ts';
import { cn } from '@/lib/cn.ts';

/**
 * The language picker: each language in its own name and script, so a person finds theirs whatever
 * the page is in now. A native select: every phone gives it a large, familiar picker.
 */
export function LanguageSwitcher({ className, onDark }: { className?: string; onDark?: boolean }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className={cn('inline-flex items-center gap-1.5', className)}>
      <label htmlFor={id} className="inline-flex items-center">
        <Languages className={cn('h-4 w-4', onDark ? 'text-gold-300' : 'text-forest-700')} aria-hidden />
        <span className="sr-only">{t('language.label')}</span>
      </label>
      <select
        id={id}
        value={i18n.language}
        onChange={(event) => isLocale(event.target.value) && void chooseLocale(event.target.value)}
        className={cn(
          'h-9 cursor-pointer rounded-full border px-3 text-sm font-medium',
          onDark ? 'border-white/40 bg-forest-900/40 text-white' : 'border-sand-300 bg-white text-ink',
        )}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale} className="text-ink">
            {NATIVE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
