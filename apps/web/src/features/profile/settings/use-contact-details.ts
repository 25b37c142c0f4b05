import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { i18n } from '@/lib/i18n/i18n.ts';
import type { UpdateContactDetailsBody } from '@sankofa/contracts';
import { getContactDetails, updateContactDetails } from '../profile-api.ts';

// Not under the profile key: invalidating the profile must not re-read (and log) the contact details.
const CONTACT_DETAILS_KEY = ['contact-details'] as const;

/**
 * Every read of the contact details is logged on the server (that is what "Last accessed" shows),
 * so they are read once when the card opens, never again on focus or in the background.
 */
export function useContactDetails() {
  return useQuery({
    queryKey: CONTACT_DETAILS_KEY,
    queryFn: getContactDetails,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useSaveContactDetails() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateContactDetailsBody) => updateContactDetails(body),
    onSuccess: (saved) => {
      client.setQueryData(CONTACT_DETAILS_KEY, saved);
      toast.success(i18n.t('settings:contact.saved'), { description: i18n.t('settings:contact.savedDescription') });
    },
    onError: () =>
      toast.error(i18n.t('settings:contact.error'), { description: i18n.t('settings:contact.saveFailed') }),
  });
}
