import type { ProfileSettings } from '@brandloom/shared/profile-settings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '~/features/auth/hooks/use-profile';
import { toast } from '~/features/toast/hooks/use-toast';
import { ApiError } from '~/lib/api';
import { saveSettings } from '../api/settings-api';

/** Saves settings as soon as a control changes, with a toast for the result. */
export function useSaveSettings(onSaved: (profile: Profile) => void) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const save = async (settings: ProfileSettings) => {
    setSaving(true);
    try {
      onSaved(await saveSettings(settings));
      toast({ title: t('settings:saved') });
    } catch (error) {
      toast({
        title: t('settings:saveFailed'),
        description: error instanceof ApiError ? error.message : undefined,
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  };
  return { save, saving };
}
