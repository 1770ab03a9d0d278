import { api, dataOf } from '~/lib/api';
import { queryClient } from '~/lib/query-client';
import { queryKeys } from '~/lib/query-keys';

/**
 * Whether this server offers Google sign-in (GET /api/auth-config), read once per page load for
 * the sign-in and sign-up loaders. A server that cannot be asked offers nothing extra: the e-mail
 * form still works.
 */
export async function isGoogleSignInOffered(): Promise<boolean> {
  try {
    const config = await queryClient.fetchQuery({
      queryKey: queryKeys.authConfig,
      queryFn: () => dataOf(api.GET('/api/auth-config')),
      staleTime: Number.POSITIVE_INFINITY,
    });
    return config.google === true;
  } catch {
    return false;
  }
}
