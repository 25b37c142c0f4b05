import type { ContactDetails } from '@sankofa/contracts';
import { relativeTime } from '@/lib/relative-time.ts';

const ROWS: { key: 'phone' | 'emergencyContactName' | 'emergencyContactPhone'; label: string }[] = [
  { key: 'phone', label: 'Phone' },
  { key: 'emergencyContactName', label: 'Emergency contact name' },
  { key: 'emergencyContactPhone', label: 'Emergency contact phone' },
];

export function ContactDetailsView({ details }: { details: ContactDetails }) {
  return (
    <>
      <dl className="mt-4 divide-y divide-sand-200">
        {ROWS.map(({ key, label }) => (
          <div key={key} className="flex flex-col gap-0.5 py-3 sm:flex-row sm:justify-between sm:gap-4">
            <dt className="text-sm text-ink-soft">{label}</dt>
            <dd className={details[key] ? 'font-medium text-ink' : 'text-ink-soft'}>{details[key] ?? 'Not added'}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-ink-soft">
        {details.lastAccessedAt ? (
          <>
            Last accessed{' '}
            <time dateTime={details.lastAccessedAt} title={new Date(details.lastAccessedAt).toLocaleString()}>
              {relativeTime(details.lastAccessedAt, new Date(), 'less than a minute ago')}
            </time>
          </>
        ) : (
          'Last accessed: no earlier access recorded'
        )}
      </p>
    </>
  );
}
