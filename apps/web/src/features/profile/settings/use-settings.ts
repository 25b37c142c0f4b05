import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { i18n } from '@/lib/i18n/i18n.ts';
import type { OwnProfile, ProfileSettings } from '@sankofa/contracts';
import { updateSettings } from '../profile-api.ts';
import { messageOf } from '../overview/field-errors.ts';
import { OWN_PROFILE_KEY } from '../use-own-profile.ts';

type Change = { key: keyof ProfileSettings; value: boolean };

/**
 * Saves one setting as soon as it is flipped. The switch moves at once; if the save fails only that
 * switch goes back (others flipped meanwhile keep their state) and the person is told.
 */
export function useUpdateSetting() {
  const client = useQueryClient();
  const setSetting = (key: keyof ProfileSettings, value: boolean) =>
    client.setQueryData<OwnProfile>(OWN_PROFILE_KEY, (p) =>
      p ? { ...p, settings: { ...p.settings, [key]: value } } : p,
    );

  return useMutation({
    mutationFn: ({ key, value }: Change) => updateSettings({ [key]: value }),
    onMutate: async ({ key, value }) => {
      // A profile refetch landing now would overwrite the optimistic value with the old one.
      await client.cancelQueries({ queryKey: OWN_PROFILE_KEY });
      setSetting(key, value);
    },
    onError: (err, { key, value }) => {
      setSetting(key, !value);
      toast.error(i18n.t('settings:account.error'), {
        description: i18n.t('settings:account.notSaved', {
          reason: messageOf(err, i18n.t('settings:account.tryAgain')),
        }),
      });
    },
    onSuccess: (_settings, { key, value }) => setSetting(key, value),
  });
}
