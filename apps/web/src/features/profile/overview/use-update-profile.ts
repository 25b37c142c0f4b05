import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client.ts';
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
      toast.success('Profile Updated', { description: 'Your profile has been updated successfully' });
    },
    onError: (err) => {
      // The server's 'Are you sure?' is asked in the form, beside its answer; a toast would cover it.
      if (err instanceof ApiError && err.code === 'contact_share_unconfirmed') return;
      toast.error('Update Error', { description: messageOf(err, 'Your profile could not be saved. Please try again.') });
    },
  });
}
