import type { ProfileSettings } from '@brandloom/shared/profile-settings';
import { useMutation } from '@tanstack/react-query';
import { saveSettings } from '~/features/profile';
import { ApiError, api, dataOf } from '~/lib/api';
import { useT } from '~/lib/i18n-context';
import { toast } from '~/lib/toast';

/** Saves settings as soon as a control changes, with a toast for the result. */
export function useSaveSettings() {
  const { t } = useT();
  const mutation = useMutation({
    mutationFn: saveSettings,
    onSuccess: () => toast({ title: t('settings:saved') }),
    onError: (error) =>
      toast({
        title: t('settings:saveFailed'),
        description: error instanceof ApiError ? error.message : undefined,
        variant: 'destructive',
      }),
  });
  const save = (settings: ProfileSettings) => mutation.mutateAsync(settings).catch(() => undefined);
  return { save, saving: mutation.isPending };
}

/** POST /api/account/delete: removes the account and signs out (the server clears the cookie). */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (confirm: string) => dataOf(api.POST('/api/account/delete', { body: { confirm } })),
  });
}
