import { useTranslation } from 'react-i18next';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { APP_NAME, TAGLINE } from '@/lib/config.ts';
import { StepProgress } from './progress-bar.tsx';

/**
 * The frame every step shares: brand, progress, the step title as the page heading, and Back and
 * Continue. Focus moves to the heading when the step changes, so keyboard and screen-reader users
 * start at the top of the new step instead of on a button that has changed meaning.
 */
export function StepFrame(props: {
  step: number;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  canContinue: boolean;
  continueLabel?: string;
  busy?: boolean;
  onBack: () => void;
  onContinue: () => void;
}) {
  const { t } = useTranslation('onboarding');
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);

  useEffect(() => {
    // The first render keeps the browser's own focus; only a change of step moves it.
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, [props.step]);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (props.canContinue && !props.busy) props.onContinue();
  }

  return (
    <div className="min-h-dvh bg-gradient-to-b from-forest-800 via-forest-700 via-30% to-sand-100 to-60%">
      <header className="mx-auto flex max-w-xl items-center justify-between px-4 pt-5 text-white">
        <span className="font-display text-xl">{APP_NAME}</span>
        <span className="text-xs text-gold-300">{TAGLINE}</span>
      </header>
      <main className="mx-auto max-w-xl px-4 pb-12 pt-5">
        <form noValidate onSubmit={submit} className="rounded-3xl bg-white p-5 shadow-xl sm:p-8">
          <StepProgress step={props.step} />
          <h1 ref={heading} tabIndex={-1} className="mt-6 font-display text-3xl text-forest-800 focus:outline-none">
            {props.title}
          </h1>
          {props.intro && <p className="mt-2 text-ink-soft">{props.intro}</p>}
          <div className="mt-6">{props.children}</div>
          {/* A long final label gets the full width on phones (Back below it) rather than wrapping. */}
          <div
            className={cn(
              'mt-8 flex gap-3 border-t border-sand-200 pt-5',
              props.continueLabel ? 'flex-col-reverse sm:flex-row sm:items-center' : 'items-center',
            )}
          >
            {props.step > 1 && (
              <Button variant="outline" onClick={props.onBack} disabled={props.busy}>
                <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden /> {t('frame.back')}
              </Button>
            )}
            <Button
              type="submit"
              className={props.continueLabel ? 'sm:ms-auto' : 'ms-auto'}
              disabled={!props.canContinue || props.busy}
            >
              {props.continueLabel ?? t('frame.continue')}
              {!props.continueLabel && <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden />}
            </Button>
          </div>
        </form>
      </main>
    </div>
  );
}
