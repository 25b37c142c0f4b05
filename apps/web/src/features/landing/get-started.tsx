import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button.tsx';
import { APP_NAME } from '@/lib/config.ts';
import { cn } from '@/lib/cn.ts';
import { LatticeBackdrop } from './patterns.tsx';

export function GetStarted() {
  return (
    <section
      id="get-started"
      aria-labelledby="get-started-title"
      className="scroll-mt-16 focus:outline-none bg-sand-100 px-4 py-16 sm:px-6 md:py-24"
    >
      <div className="relative mx-auto max-w-4xl overflow-hidden rounded-[2rem] bg-forest-800 px-6 py-12 text-center text-white shadow-xl sm:px-12">
        <LatticeBackdrop className="text-forest-600 opacity-30" />
        <div className="relative">
          <h2 id="get-started-title" className="text-3xl sm:text-4xl">
            Your story is worth sharing
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-forest-50">
            Joining {APP_NAME} takes a few minutes. Tell us what you love, add a couple of photos, and start meeting
            people who celebrate the same things you do.
          </p>
          <Link
            to="/onboarding"
            className={cn(buttonVariants({ variant: 'accent', size: 'lg' }), 'mt-8 w-full sm:w-auto')}
          >
            Create Your Profile Now
            <ArrowRight className="h-5 w-5" aria-hidden />
          </Link>
        </div>
      </div>
    </section>
  );
}
