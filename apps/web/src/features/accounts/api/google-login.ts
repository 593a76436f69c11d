import { routes } from '@kurio/shared/api/routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useSignInChange } from '../../../sign-in/use-sign-in-change';

/** Sends Google's ID token; the server verifies it before trusting any name or email. */
export const googleLogin = (credential: string) => callApi(routes.account.signInWithGoogle, { body: { credential } });

export function useGoogleLogin() {
  const { signedIn } = useSignInChange();
  return useMutation({ mutationFn: googleLogin, onSuccess: ({ user }) => signedIn(user) });
}
