import { useQuery, useQueryClient } from '@tanstack/react-query';
import { readSession } from '~/lib/auth/session';
import { queryKeys } from '~/lib/query-keys';

type TwoFactorStatus =
  | { state: 'loading' }
  | { state: 'error' }
  | { state: 'ready'; enabled: boolean; email: string };

/** Whether the signed-in user has two-factor on (from their session), with a way to ask again. */
export function useTwoFactorStatus() {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.twoFactor,
    queryFn: async () => {
      const session = await readSession();
      // A signed-out answer is handled by the app's session watch; here it only cannot show a status.
      if (session.status !== 'signed-in') throw new Error(`session: ${session.status}`);
      const { user } = session.session;
      return { enabled: user.twoFactorEnabled === true, email: user.email };
    },
  });
  const status: TwoFactorStatus = query.data
    ? { state: 'ready', ...query.data }
    : query.isError
      ? { state: 'error' }
      : { state: 'loading' };
  return {
    status,
    reload: () => query.refetch(),
    /** After enrolment or disabling: shown at once, the session says the same from now on. */
    setEnabled: (enabled: boolean) =>
      client.setQueryData<{ enabled: boolean; email: string }>(queryKeys.twoFactor, (current) =>
        current ? { ...current, enabled } : current,
      ),
  };
}
