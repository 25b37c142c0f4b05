import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { LifeBuoy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { SUPPORT_MESSAGE_MAX, SUPPORT_TOPICS } from '@sankofa/contracts/constants';
import { SupportRequestBody } from '@sankofa/contracts';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Select } from '@/components/ui/select.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useMyTier } from '@/features/payments';
import { ApiError } from '@/lib/api-client.ts';
import { sendSupportRequest } from './support-api.ts';
import { supportProblem } from './support-problem.ts';

type Topic = (typeof SUPPORT_TOPICS)[number];

/**
 * 'Help & Support' on the Settings tab: a message to the support team, answered by e-mail. Platinum
 * members are told their requests are answered first (the server marks them, decision 0016).
 */
export function SupportCard() {
  const { t } = useTranslation('support');
  const { includes } = useMyTier();
  const [topic, setTopic] = useState<Topic | ''>('');
  const [message, setMessage] = useState('');
  // A form check names its field; a refusal from the server goes under the message.
  const [error, setError] = useState<{ field: 'topic' | 'message'; text: string } | null>(null);
  const send = useMutation({
    mutationFn: sendSupportRequest,
    onSuccess: (sent) => {
      toast.success(t('sent'), { description: sent.message });
      setTopic('');
      setMessage('');
    },
    // What was typed stays in the form, so nothing is lost when sending fails.
    onError: (err) => setError({ field: 'message', text: err instanceof ApiError ? err.message : t('failed') }),
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const checked = SupportRequestBody.safeParse({ topic: topic || undefined, message });
    if (!checked.success) {
      // The contract decides what is wrong; the words come from the language shown.
      setError(supportProblem(topic, message, checked.error.issues[0]));
      return;
    }
    send.mutate(checked.data);
  }

  return (
    <section
      aria-labelledby="support-title"
      className="rounded-3xl border border-sand-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="support-title" className="flex items-center gap-2 text-xl text-forest-800">
        <LifeBuoy className="h-5 w-5" aria-hidden />
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        {t('hint')}
        {includes?.prioritySupport ? t('priority') : ''}
      </p>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <Field id="support-topic" label={t('topic')} error={error?.field === 'topic' ? error.text : null}>
          <Select
            id="support-topic"
            value={topic}
            invalid={error?.field === 'topic'}
            aria-describedby={error?.field === 'topic' ? 'support-topic-error' : undefined}
            onChange={(e) => setTopic(e.target.value as Topic)}
          >
            <option value="" disabled>
              {t('chooseTopic')}
            </option>
            {SUPPORT_TOPICS.map((code) => (
              <option key={code} value={code}>
                {t(`topics.${code}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="support-message" label={t('message')} error={error?.field === 'message' ? error.text : null}>
          <Textarea
            id="support-message"
            rows={4}
            maxLength={SUPPORT_MESSAGE_MAX}
            value={message}
            invalid={error?.field === 'message'}
            aria-describedby={error?.field === 'message' ? 'support-message-error' : undefined}
            dir="auto"
            onChange={(e) => setMessage(e.target.value)}
          />
        </Field>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('sending') : t('send')}
        </Button>
      </form>
    </section>
  );
}
