import { useEffect, useState } from 'react';
import { Lock, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { ContactDetailsForm } from './contact-details-form.tsx';
import { ContactDetailsView } from './contact-details-view.tsx';
import { useContactDetails } from './use-contact-details.ts';

export function ContactDetailsCard() {
  const { t } = useTranslation('settings');
  const query = useContactDetails();
  const [editing, setEditing] = useState(false);
  const [leftEditing, setLeftEditing] = useState(false);

  useEffect(() => {
    if (query.isError) toast.error(t('contact.error'), { id: 'contact-load', description: t('contact.loadFailed') });
  }, [query.isError, t]);

  return (
    <Card role="region" aria-labelledby="contact-title" className="p-5 sm:p-6">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id="contact-title" className="flex items-center gap-2 text-xl text-forest-800">
            <Lock className="h-5 w-5 text-forest-600" aria-hidden />
            {t('contact.title')}
          </h2>
          <p className="mt-1 text-sm text-ink-soft">{t('contact.hint')}</p>
        </div>
        {query.data && !editing ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => setEditing(true)}
            aria-label={t('contact.editLabel')}
            autoFocus={leftEditing}
          >
            <Pencil className="h-4 w-4" aria-hidden />
            {t('contact.edit')}
          </Button>
        ) : null}
      </div>

      {query.isPending ? (
        <p role="status" className="mt-4 text-ink-soft">
          {t('contact.loading')}
        </p>
      ) : query.isError ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <p role="alert" className="text-danger">
            {t('contact.loadFailed')}
          </p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {t('contact.retry')}
          </Button>
        </div>
      ) : editing ? (
        <ContactDetailsForm details={query.data} onClose={() => (setEditing(false), setLeftEditing(true))} />
      ) : (
        <ContactDetailsView details={query.data} />
      )}
    </Card>
  );
}
