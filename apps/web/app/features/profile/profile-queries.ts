import type { ProfileSettings } from '@brandloom/shared/profile-settings';
import { useQuery } from '@tanstack/react-query';
import { api, dataOf, type Schemas } from '~/lib/api';
import { languageSaved } from '~/lib/language';
import { queryClient } from '~/lib/query-client';
import { queryKeys } from '~/lib/query-keys';

/** GET /api/profile: the user and their userprofile row (spec §3). */
export type Profile = Schemas['Profile'];
export type Plan = Profile['profile']['plan'];

/** The signed-in user's profile; realtime `userprofile` changes (another tab, an admin) refresh it. */
export function useProfile() {
  return useQuery({
    queryKey: queryKeys.profile,
    queryFn: ({ signal }) => dataOf(api.GET('/api/profile', { signal })),
  });
}

/** PATCH /api/profile: saves some settings; its answer, the whole profile, replaces the cached one. */
export async function saveSettings(settings: ProfileSettings): Promise<Profile> {
  const profile = await dataOf(api.PATCH('/api/profile', { body: settings }));
  queryClient.setQueryData(queryKeys.profile, profile);
  if (settings.language) languageSaved(settings.language);
  return profile;
}

/** After a change better-auth made (name, e-mail): the profile is read again. */
export function refreshProfile(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.profile });
}
