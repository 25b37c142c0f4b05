import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card.tsx';
import { LanguageSwitcher } from '@/components/language-switcher.tsx';

/** The member's language, kept on the account so every device they sign in on follows it. */
export function LanguageCard() {
  const { t } = useTranslation();
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-xl text-forest-800">{t('language.title')}</h2>
      <p className="mt-1 text-sm text-ink-soft">{t('language.hint')}</p>
      <LanguageSwitcher className="mt-4" />
    </Card>
  );
}
