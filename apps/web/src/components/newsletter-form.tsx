import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { emailMessage, isValidEmail } from '@/lib/email.ts';
import { ApiError, apiRequest } from '@/lib/api-client.ts';
import { useTranslation } from 'react-i18next';

type State =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'done'; message: string } | { kind: 'error'; message: string };

/** Newsletter sign-up: email box and Subscribe button, with inline success and error messages. */
export function NewsletterForm() {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.kind === 'sending') return;
    if (!isValidEmail(email)) {
      setState({ kind: 'error', message: emailMessage() });
      inputRef.current?.focus();
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    setState({ kind: 'sending' });
    try {
      const { message } = await apiRequest<{ message: string }>('/api/newsletter', {
        body: { email: email.trim() },
        signal: controller.signal,
      });
      setEmail('');
      setState({ kind: 'done', message });
    } catch (error) {
      if (controller.signal.aborted) return;
      const message = error instanceof ApiError ? error.message : t('somethingWrong');
      setState({ kind: 'error', message });
    }
  };

  const sending = state.kind === 'sending';
  const invalid = state.kind === 'error';

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('newsletter.form')} className="space-y-2">
      <label htmlFor={inputId} className="block text-sm font-medium text-forest-50">
        {t('newsletter.email')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          ref={inputRef}
          id={inputId}
          type="email"
          name="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('newsletter.placeholder')}
          value={email}
          invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            if (state.kind === 'error' || state.kind === 'done') setState({ kind: 'idle' });
          }}
          className="sm:flex-1"
        />
        <Button type="submit" variant="accent" disabled={sending} className="shrink-0">
          {sending ? t('newsletter.subscribing') : t('newsletter.subscribe')}
        </Button>
      </div>
      {/* Always present so that the success message is announced when it appears. */}
      <p role="status" className="text-sm font-medium text-gold-300">
        {state.kind === 'done' ? state.message : ''}
      </p>
      {state.kind === 'error' ? (
        <p id={errorId} role="alert" className="rounded-xl bg-white px-3 py-2 text-sm font-medium text-danger">
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
