import type { ProfileSettings } from '@brandloom/shared/profile-settings';
import type { Profile } from '~/features/auth/hooks/use-profile';
import { apiFetch } from '~/lib/api';
import { languageSaved } from '~/lib/language';

export function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  return apiFetch<Profile>('/api/profile', { signal });
}

/** PATCH /api/profile: saves some settings and answers the whole profile. */
export async function saveSettings(settings: ProfileSettings): Promise<Profile> {
  const profile = await apiFetch<Profile>('/api/profile', { method: 'PATCH', json: settings });
  if (settings.language) languageSaved(settings.language);
  return profile;
}

/** POST /api/account/delete: removes the account and signs out (the server clears the cookie). */
export function deleteAccount(confirm: string): Promise<{ success: true }> {
  return apiFetch('/api/account/delete', { method: 'POST', json: { confirm } });
}
