import type { ReactNode } from 'react';
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PublicProfile } from '@sankofa/contracts';
import { ProfilePhoto } from '../deck/profile-photo.tsx';

/** One person in a picker list (search results, Likes You): photo, name and age, verified mark, one line below. */
export function PersonRow({
  profile: p,
  onChoose,
  tag,
  children,
}: {
  profile: PublicProfile;
  onChoose: () => void;
  /** A small label after the name (Demo, Super Like). */
  tag?: ReactNode;
  /** The line under the name. */
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation('discoverDialogs');
  return (
    <li>
      <button
        type="button"
        onClick={onChoose}
        className="flex w-full cursor-pointer items-center gap-3 rounded-2xl px-2 py-2 text-start hover:bg-sand-100 focus-visible:bg-sand-100"
      >
        <span className="h-12 w-12 shrink-0 overflow-hidden rounded-full bg-sand-200">
          <ProfilePhoto url={p.photos[0]?.thumbUrl} name={p.displayName} alt="" className="text-xl" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-2">
            <span className="truncate font-medium text-forest-800">
              <bdi>{p.displayName}</bdi>
              {p.age ? t('person.age', { age: new Intl.NumberFormat(i18n.language).format(p.age) }) : ''}
            </span>
            {p.verified ? (
              <BadgeCheck
                className="h-4 w-4 shrink-0 text-terracotta-500"
                role="img"
                aria-label={t('person.verified')}
              />
            ) : null}
            {tag}
          </span>
          {children}
        </span>
      </button>
    </li>
  );
}
