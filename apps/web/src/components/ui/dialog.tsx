import type { ComponentProps, ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';

/** Radix dialog: focus is trapped inside, Escape closes, focus returns to the opener. */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogContent({
  title,
  description,
  children,
  className,
  ...props
}: Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> & { title: ReactNode; description?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-forest-900/60 backdrop-blur-[2px]" />
      <DialogPrimitive.Content
        // Without a description Radix would point aria-describedby at nothing and warn.
        {...(description ? {} : { 'aria-describedby': undefined })}
        // On phones a sheet rests on the bottom edge: the actions stay under the thumb and keep their
        // place when a message above them appears or goes (a centred box would shift under the finger).
        className={cn(
          'fixed inset-x-0 bottom-0 z-50 max-h-[calc(100dvh-1rem)] w-full overflow-y-auto overscroll-contain',
          'rounded-t-3xl border border-b-0 border-sand-200 bg-white p-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] shadow-xl focus:outline-none',
          'sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100vw-2rem)] sm:max-w-lg',
          'sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:border-b sm:pb-6',
          className,
        )}
        {...props}
      >
        <div className="pe-10">
          <DialogPrimitive.Title className="font-display text-xl text-forest-800">{title}</DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description className="mt-2 text-sm text-ink-soft">
              {description}
            </DialogPrimitive.Description>
          ) : null}
        </div>
        {children}
        <DialogPrimitive.Close
          aria-label={t('close')}
          className="absolute end-4 top-4 inline-flex h-9 w-9 cursor-pointer items-center justify-center rounded-full text-ink-soft hover:bg-sand-100 hover:text-forest-800"
        >
          <X className="h-5 w-5" aria-hidden />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)} {...props} />;
}
