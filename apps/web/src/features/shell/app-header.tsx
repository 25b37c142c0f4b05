import { useState } from 'react';
import { Crown, LogOut, Search } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { APP_NAME, TAGLINE } from '@/lib/config.ts';
import { cn } from '@/lib/cn.ts';
import { SearchDialog } from '@/features/discover';
import { NAV_ITEMS, PREMIUM_ITEM } from './nav-items.ts';
import { ModerationLink } from './moderation-link.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { PlanChip } from './plan-chip.tsx';
import { useTranslation } from 'react-i18next';

const iconButton =
  'relative inline-flex h-10 w-10 items-center justify-center rounded-full text-white hover:bg-white/10 cursor-pointer';

export function AppHeader({ onSignOut, signingOut }: { onSignOut: () => void; signingOut: boolean }) {
  const { t } = useTranslation();
  const [searching, setSearching] = useState(false);
  return (
    <header className="sticky top-0 z-30 bg-forest-800 text-white shadow-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <div className="me-auto min-w-0 leading-tight md:me-6">
          <div className="flex items-center gap-2">
            <Link to="/app" className="font-display text-xl">
              {APP_NAME}
            </Link>
            <PlanChip />
          </div>
          <span className="block text-xs text-gold-300">{TAGLINE}</span>
        </div>
        <nav aria-label={t('nav.main')} className="me-auto hidden items-center gap-1 md:flex">
          {[...NAV_ITEMS, PREMIUM_ITEM].map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.end ?? false}
              className={({ isActive }) =>
                cn(
                  'inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-medium transition-colors',
                  isActive ? 'bg-gold-400 text-forest-900' : 'text-white hover:bg-white/10',
                )
              }
            >
              <item.icon className="h-4 w-4" aria-hidden />
              {t(`nav.${item.label}`)}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-1">
          <button
            type="button"
            className={iconButton}
            aria-label={t('nav.searchPeople')}
            aria-haspopup="dialog"
            onClick={() => setSearching(true)}
          >
            <Search className="h-5 w-5" aria-hidden />
          </button>
          <SearchDialog open={searching} onOpenChange={setSearching} />
          <NotificationBell className={iconButton} />
          <Link to="/app/premium" className={cn(iconButton, 'md:hidden')} aria-label={t('nav.premium')}>
            <Crown className="h-5 w-5 text-gold-300" aria-hidden />
          </Link>
          <ModerationLink className={iconButton} />
          <button
            type="button"
            className={iconButton}
            aria-label={t('nav.signOut')}
            onClick={onSignOut}
            disabled={signingOut}
          >
            <LogOut className="h-5 w-5" aria-hidden />
          </button>
        </div>
      </div>
    </header>
  );
}
