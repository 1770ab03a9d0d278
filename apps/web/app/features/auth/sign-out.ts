import type { SignOutScope } from '@brandloom/shared/auth';
import { api, isApiStatus } from '~/lib/api';
import { resetAnalyticsIdentity } from '~/lib/page-views';
import { clearRedirectPath } from '~/lib/redirect-path';

/**
 * POST /api/auth-sessions/sign-out with a scope (spec §5: local, others, global). As in spec §8, a
 * 401, 403 or 404 means there was nothing left to end: the sign-out still counts as done. Ending
 * this session also resets the analytics identity (spec §4).
 */
export async function signOut(scope: SignOutScope): Promise<void> {
  try {
    await api.POST('/api/auth-sessions/sign-out', { body: { scope } });
  } catch (error) {
    if (!isApiStatus(error, 401, 403, 404)) throw error;
  }
  if (scope !== 'others') {
    clearRedirectPath();
    // Spec §4: sign-out resets the analytics identity.
    resetAnalyticsIdentity();
  }
}
