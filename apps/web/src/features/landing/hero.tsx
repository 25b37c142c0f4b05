import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button.tsx';
import { APP_NAME } from '@/lib/config.ts';
import { cn } from '@/lib/cn.ts';
import { HeartEmblem, KenteBand, LatticeBackdrop } from './patterns.tsx';

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-forest-800 text-white">
      <LatticeBackdrop className="text-forest-600 opacity-40" />
      <div className="relative mx-auto grid max-w-6xl grid-cols-1 items-center gap-10 px-4 pb-14 pt-10 sm:px-6 md:grid-cols-[1.2fr_1fr] md:pb-20 md:pt-16">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-forest-900/70 px-3 py-1 text-sm font-medium text-gold-300">
            <Sparkles className="h-4 w-4" aria-hidden />
            Dating for the culture and the diaspora
          </p>
          {/* Two fixed lines that fit the fallback font too, so the web font swap causes no layout shift. */}
          <h1 id="hero-title" className="mt-5 text-4xl leading-tight sm:text-5xl lg:text-6xl">
            <span className="block">Love that knows</span>
            <span className="block text-gold-400">your roots</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-forest-50">
            {APP_NAME} brings together people who carry their heritage with pride: the music you grew up on, the dishes
            your family argues over, the stories and art that shaped you. Meet someone who gets it without a footnote.
          </p>
          <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center">
            <Link
              to="/onboarding"
              className={cn(buttonVariants({ variant: 'accent', size: 'lg' }), 'w-full sm:w-auto')}
            >
              Create account
            </Link>
            <Link
              to="/auth"
              className="text-center font-medium text-white underline decoration-gold-400 decoration-2 underline-offset-4 hover:text-gold-300"
            >
              Already a member? Log in
            </Link>
          </div>
        </div>
        <div className="mx-auto w-48 sm:w-64 md:w-80">
          <HeartEmblem className="aspect-square h-auto w-full drop-shadow-2xl" />
        </div>
      </div>
      <KenteBand className="h-4" />
    </section>
  );
}
