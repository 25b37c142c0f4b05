import { useTranslation } from 'react-i18next';
import type { ContactDetails } from '@sankofa/contracts';
import { richText } from '@/lib/i18n/rich-text.tsx';
import { relativeTime } from '@/lib/relative-time.ts';

const ROWS = ['phone', 'emergencyContactName', 'emergencyContactPhone'] as const;

export function ContactDetailsView({ details }: { details: ContactDetails }) {
  const { t, i18n } = useTranslation('settings');
  const accessed = details.lastAccessedAt;
  return (
    <>
      <dl className="mt-4 divide-y divide-sand-200">
        {ROWS.map((key) => (
          <div key={key} className="flex flex-col gap-0.5 py-3 sm:flex-row sm:justify-between sm:gap-4">
            <dt className="text-sm text-ink-soft">{t(`contact.${key}`)}</dt>
            {/* Phone numbers read left to right in every language. */}
            <dd
              dir={details[key] ? 'auto' : undefined}
              className={details[key] ? 'font-medium text-ink' : 'text-ink-soft'}
            >
              {details[key] ?? t('contact.notAdded')}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-ink-soft">
        {accessed
          ? richText(
              t('contact.lastAccessed', {
                when: relativeTime(accessed, new Date(), t('contact.underAMinute'), i18n.language),
              }),
              {
                time: (when) => (
                  <time dateTime={accessed} title={new Date(accessed).toLocaleString(i18n.language)}>
                    {when}
                  </time>
                ),
              },
            )
          : t('contact.neverAccessed')}
      </p>
    </>
  );
}
