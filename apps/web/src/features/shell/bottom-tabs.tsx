import { NavLink } from 'react-router';
import { cn } from '@/lib/cn.ts';
import { NAV_ITEMS } from './nav-items.ts';
import { useTranslation } from 'react-i18next';

/** Phones: the main navigation sits at the bottom, in thumb reach. */
export function BottomTabs() {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('nav.main')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-sand-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="grid grid-cols-4">
        {NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                cn(
                  'flex flex-col items-center gap-1 py-2 text-xs font-medium',
                  isActive ? 'text-forest-800' : 'text-ink-soft',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <span className={cn('rounded-full px-4 py-1', isActive && 'bg-gold-100')}>
                    <item.icon className="h-5 w-5" aria-hidden />
                  </span>
                  {t(`nav.${item.label}`)}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
