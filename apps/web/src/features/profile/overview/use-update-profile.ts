import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client.ts';
import { i18n } from '@/lib/i18n/i18n.ts';
import type { UpdateProfileBody } from '@sankofa/contracts';
import { updateProfile } from '../profile-api.ts';
import { messageOf } from './field-errors.ts';
import { OWN_PROFILE_KEY } from '../use-own-profile.ts';

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateProfileBody) => updateProfile(changes),
    onSuccess: (saved) => {
      client.setQueryData(OWN_PROFILE_KEY, saved);
      toast.success(i18n.t('profile:edit.saved'), { description: i18n.t('profile:edit.savedDescription') });
    },
    onError: (err) => {
      // The server's 'Are you sure?' is asked in the form, beside its answer; a toast would cover it.
      if (err instanceof ApiError && err.code === 'contact_share_unconfirmed') return;
      toast.error(i18n.t('profile:edit.saveFailed'), {
        description: messageOf(err, i18n.t('profile:edit.saveFailedDescription')),
      });
    },
  });
}
