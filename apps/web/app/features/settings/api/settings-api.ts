import type { ProfileSettings } from '@brandloom/shared/profile-settings';
import type { Profile } from '~/features/auth/hooks/use-profile';
import { apiFetch } from '~/lib/api';

export function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  return apiFetch<Profile>('/api/profile', { signal });
}

/** PATCH /api/profile: saves some settings and answers the whole profile. */
export function saveSettings(settings: ProfileSettings): Promise<Profile> {
  return apiFetch<Profile>('/api/profile', { method: 'PATCH', json: settings });
}

/** POST /api/account/delete: removes the account and signs out (the server clears the cookie). */
export function deleteAccount(confirm: string): Promise<{ success: true }> {
  return apiFetch('/api/account/delete', { method: 'POST', json: { confirm } });
}
