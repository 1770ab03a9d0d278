import { useCallback } from 'react';
import type { Profile } from '~/features/auth/hooks/use-profile';
import { useLoaded } from '~/lib/use-loaded';
import { fetchProfile } from '../api/settings-api';

/** The profile the settings page edits; `update` puts the server's answer in place after a save. */
export function useSettingsProfile() {
  const { state, retry, update } = useLoaded(fetchProfile);
  const replace = useCallback((profile: Profile) => update(() => profile), [update]);
  return { state, retry, update: replace };
}
