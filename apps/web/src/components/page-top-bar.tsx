import { Link } from 'react-router';
import { APP_NAME } from '@/lib/config.ts';
import { cn } from '@/lib/cn.ts';
import { BackButton } from './ui/back-button.tsx';

/** The top bar of the visitor information pages: back on the left, the product name home on the right. */
export function PageTopBar({ width = 'max-w-4xl' }: { width?: 'max-w-3xl' | 'max-w-4xl' }) {
  return (
    <header className="border-b border-sand-200 bg-white">
      <div className={cn('mx-auto flex h-16 items-center justify-between gap-4 px-4 sm:px-6', width)}>
        <BackButton className="-ml-3" />
        <Link to="/" className="rounded font-display text-xl text-forest-800">
          {APP_NAME}
        </Link>
      </div>
    </header>
  );
}
