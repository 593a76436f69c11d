import { routes } from '@kurio/shared/api/routes';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { callApi } from '../../../lib/api-client';
import { queuedItems } from '../../../lib/offline/outbox';
import { syncOutbox } from '../../../lib/offline/sync';
import { useSignInChange } from '../../../sign-in/use-sign-in-change';
import { useSignedInUser } from '../../../sign-in/use-signed-in-user';

export const logout = () => callApi(routes.account.signOut);

/**
 * docs/product.md §4: log out ends the sign-in, resets the user and goes to /. What waits in the offline
 * queue is sent first, while the sign-in still holds. Signing out deletes the device's copy, so when changes
 * are still unsent (offline), the learner is asked first: `unsent` counts them until they choose.
 */
export function useLogout() {
  const { signedOut } = useSignInChange();
  const navigate = useNavigate();
  const userId = useSignedInUser().user.id;
  const finish = () => {
    signedOut();
    navigate(paths.home);
  };
  const mutation = useMutation({
    // Offline, a mutation would wait for the network with nothing on screen; this one decides offline too.
    networkMode: 'always',
    mutationFn: async ({ discardUnsent }: { discardUnsent: boolean }) => {
      await syncOutbox(userId);
      const left = discardUnsent ? 0 : (await queuedItems(userId)).length;
      if (left > 0) return left;
      await logout();
      return 0;
    },
    onSuccess: (left) => {
      if (left === 0) finish();
    },
    // The server could not be told (offline, or the sign-in already gone): the device signs out all the same.
    onError: finish,
  });
  return {
    logOut: () => mutation.mutate({ discardUnsent: false }),
    logOutAnyway: () => mutation.mutate({ discardUnsent: true }),
    /** Changes still unsent after the last try: the learner's choice is pending while above 0. */
    unsent: mutation.data ?? 0,
    stay: mutation.reset,
  };
}
